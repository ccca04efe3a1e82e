import { Container as MantineContainer, MantineProvider, createTheme } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Container } from './Container.tsx';
import { CONTAINERS_PX } from './theme.ts';

/** Mantine's Container as the theme set it up before the kit had its own: the specification's widths. */
const mantineTheme = createTheme({
  components: {
    Container: MantineContainer.extend({
      defaultProps: { size: 'xl' },
      vars: (_theme, props) => {
        const size = props.size ?? 'xl';
        const px = typeof size === 'string' ? CONTAINERS_PX[size as keyof typeof CONTAINERS_PX] : size;
        return { root: { '--container-size': `${px}px` } };
      },
    }),
  },
});

/**
 * An element's name, attributes (in a fixed order) and text, to compare markup whatever the attributes' order; the
 * classes only a stylesheet reads (Mantine's generated ones, the kit's own) and Mantine's `data-strategy`
 * are left out: the same props must give the same element, public classes, attributes and width.
 */
function shape(html: string) {
  const element = new DOMParser().parseFromString(html, 'text/html').body.firstElementChild!;
  const attributes = [...element.attributes]
    .filter((a) => a.name !== 'data-strategy')
    .map((a) => [a.name, a.name === 'class' ? publicClasses(a.value) : a.value] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return { tag: element.tagName, attributes, text: element.textContent };
}

const publicClasses = (value: string) =>
  value
    .split(' ')
    .filter((token) => !/^m_[0-9a-f]+$/.test(token) && token !== 'kit-container')
    .sort()
    .join(' ');

describe("the kit's Container", () => {
  it("takes Mantine's props: the same element, public classes, data attributes and width, for each use on the site", () => {
    const cases = [
      { className: 'bar' },
      { className: 'page', component: 'article' as const, 'data-section': 'news', 'data-section-version': '1.0.2' },
      { component: 'section' as const, 'aria-label': 'Feedback', 'data-testid': 'page-feedback' },
      { size: 'md' as const },
      { size: 900, id: 'x' },
    ];
    for (const props of cases) {
      const ours = renderToStaticMarkup(<Container {...props}>text</Container>);
      const mantine = renderToStaticMarkup(
        <MantineProvider theme={mantineTheme}>
          <MantineContainer {...props}>text</MantineContainer>
        </MantineProvider>,
      );
      expect(shape(ours)).toEqual(shape(mantine.slice(mantine.indexOf('<', mantine.indexOf('</style>') + 1))));
    }
  });

  it("is laid out by the kit's own stylesheet", () => {
    const html = renderToStaticMarkup(<Container size="md">text</Container>);
    expect(html).toContain('class="kit-container mantine-Container-root"');
    expect(html).toContain(`--container-size:${CONTAINERS_PX.md}px`);
  });
});
