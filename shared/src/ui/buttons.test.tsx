import * as M from '@mantine/core';
import { cleanup, fireEvent, render } from '@testing-library/react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ActionIcon, Anchor, Button } from './buttons.tsx';
import { apiInProvider } from './markup.test-support.tsx';

/** Rendered in the site's provider, as the pages render them. */

/** A link component of the site's kind (LocalizedLink takes a route name and its parameters). */
function Link({
  to,
  params,
  query,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; params?: Record<string, string>; query?: Record<string, string> }) {
  const path = `/${to}${params ? `/${Object.values(params).join('/')}` : ''}`;
  return (
    <a href={query ? `${path}?${new URLSearchParams(query)}` : path} {...props}>
      {children}
    </a>
  );
}

const noop = () => undefined;
const cases: [string, ReactNode, ReactNode][] = [
  ['Button', <Button key="k">Go</Button>, <M.Button key="m">Go</M.Button>],
  [
    'Button: light, a theme colour and shade, extra small',
    <Button key="k" size="xs" variant="light" color="blue.9" onClick={noop}>
      Expand
    </Button>,
    <M.Button key="m" size="xs" variant="light" color="blue.9" onClick={noop}>
      Expand
    </M.Button>,
  ],
  [
    'Button as the site link, outline',
    <Button key="k" component={Link} to="vacancy" variant="outline">
      Back
    </Button>,
    <M.Button key="m" component={Link} to="vacancy" variant="outline">
      Back
    </M.Button>,
  ],
  [
    'Button as a link with parameters and a query, small',
    <Button key="k" component={Link} to="product" params={{ slug: 'eds' }} query={{ redirect: '/x' }} size="sm">
      Order
    </Button>,
    <M.Button key="m" component={Link} to="product" params={{ slug: 'eds' }} query={{ redirect: '/x' }} size="sm">
      Order
    </M.Button>,
  ],
  [
    'Button as a download link',
    <Button key="k" component="a" href="/d.html" download="d.html" variant="light" color="blue.9">
      Download
    </Button>,
    <M.Button key="m" component="a" href="/d.html" download="d.html" variant="light" color="blue.9">
      Download
    </M.Button>,
  ],
  [
    'Button loading',
    <Button key="k" variant="outline" size="sm" loading onClick={noop}>
      Locate
    </Button>,
    <M.Button key="m" variant="outline" size="sm" loading onClick={noop}>
      Locate
    </M.Button>,
  ],
  [
    'Button loading, its loader labelled',
    <Button key="k" type="submit" loading loaderProps={{ 'aria-label': 'Sending' }}>
      Send
    </Button>,
    <M.Button key="m" type="submit" loading loaderProps={{ 'aria-label': 'Sending' }}>
      Send
    </M.Button>,
  ],
  [
    'Button not loading',
    <Button key="k" variant="outline" loading={false}>
      Locate
    </Button>,
    <M.Button key="m" variant="outline" loading={false}>
      Locate
    </M.Button>,
  ],
  [
    'Button subtle with style props',
    <Button key="k" variant="subtle" px={0} mt={4} size="compact-sm">
      Map
    </Button>,
    <M.Button key="m" variant="subtle" px={0} mt={4} size="compact-sm">
      Map
    </M.Button>,
  ],
  [
    'Button submit, full width, sections, radius, class and style',
    <Button
      key="k"
      type="submit"
      fullWidth
      leftSection={<b>L</b>}
      rightSection={<i>R</i>}
      radius="xl"
      className="k"
      style={{ minWidth: 120 }}
      id="b"
      aria-describedby="d"
    >
      Send
    </Button>,
    <M.Button
      key="m"
      type="submit"
      fullWidth
      leftSection={<b>L</b>}
      rightSection={<i>R</i>}
      radius="xl"
      className="k"
      style={{ minWidth: 120 }}
      id="b"
      aria-describedby="d"
    >
      Send
    </M.Button>,
  ],
  [
    'Button disabled, and disabled by data',
    <Button key="k" disabled color="red">
      No
    </Button>,
    <M.Button key="m" disabled color="red">
      No
    </M.Button>,
  ],
  [
    'Button with data-disabled',
    <Button key="k" data-disabled variant="default">
      No
    </Button>,
    <M.Button key="m" data-disabled variant="default">
      No
    </M.Button>,
  ],
  [
    'ActionIcon outline, a number size',
    <ActionIcon key="k" variant="outline" size={40} onClick={noop} aria-label="Previous">
      <span aria-hidden="true">‹</span>
    </ActionIcon>,
    <M.ActionIcon key="m" variant="outline" size={40} onClick={noop} aria-label="Previous">
      <span aria-hidden="true">‹</span>
    </M.ActionIcon>,
  ],
  [
    'ActionIcon default, a named size, colour, radius',
    <ActionIcon key="k" size="lg" color="gray" radius="xl" aria-label="x" className="k">
      ×
    </ActionIcon>,
    <M.ActionIcon key="m" size="lg" color="gray" radius="xl" aria-label="x" className="k">
      ×
    </M.ActionIcon>,
  ],
  [
    'ActionIcon loading, disabled',
    <ActionIcon key="k" loading aria-label="x">
      ×
    </ActionIcon>,
    <M.ActionIcon key="m" loading aria-label="x">
      ×
    </M.ActionIcon>,
  ],
  [
    'Anchor',
    <Anchor key="k" href="/a">
      A
    </Anchor>,
    <M.Anchor key="m" href="/a">
      A
    </M.Anchor>,
  ],
  [
    'Anchor as the site link, with a class',
    <Anchor key="k" component={Link} to="service" params={{ slug: 'eds' }} className="cardLink">
      EDS
    </Anchor>,
    <M.Anchor key="m" component={Link} to="service" params={{ slug: 'eds' }} className="cardLink">
      EDS
    </M.Anchor>,
  ],
  [
    'Anchor: size, colour, weight, underline',
    <Anchor key="k" href="/a" size="sm" c="brand.8" fw={600} underline="always" target="_blank" rel="noopener">
      A
    </Anchor>,
    <M.Anchor key="m" href="/a" size="sm" c="brand.8" fw={600} underline="always" target="_blank" rel="noopener">
      A
    </M.Anchor>,
  ],
];

describe('the kit Button, ActionIcon and Anchor', () => {
  afterEach(cleanup);
  // (Mantine's Button also writes `justify` as an attribute of the element, which HTML does not have; the kit's sets
  // only the custom property. No page uses it.)
  for (const [name, kit, theirs] of cases)
    // Drawn by the kit's own stylesheet (buttons.css, primitives.css): Mantine's props give what Mantine's give (see apiShape).
    it(`take Mantine's props: ${name}`, () => {
      expect(apiInProvider(kit)).toEqual(apiInProvider(theirs));
    });

  it("are drawn by the kit's own stylesheet, no Mantine generated class", () => {
    const { container } = render(
      <>
        <Button leftSection={<b>l</b>} loading>
          Go
        </Button>
        <ActionIcon aria-label="x" loading>
          ×
        </ActionIcon>
        <Anchor href="/a">a</Anchor>
      </>,
    );
    const has = (selector: string, own: string) => expect(container.querySelector(selector)!.classList).toContain(own);
    has('.mantine-Button-root', 'kit-button');
    has('.mantine-Button-root', 'kit-pressable');
    has('.mantine-Button-inner', 'kit-button-inner');
    has('.mantine-Button-section', 'kit-button-section');
    has('.mantine-Button-label', 'kit-button-label');
    has('.mantine-Button-loader', 'kit-button-loader');
    has('.mantine-Button-loader .mantine-Loader-root', 'kit-loader');
    has('.mantine-ActionIcon-root', 'kit-action-icon');
    has('.mantine-ActionIcon-icon', 'kit-action-icon-icon');
    has('.mantine-ActionIcon-loader', 'kit-action-icon-loader');
    has('a', 'kit-anchor');
    expect(container.innerHTML).not.toMatch(/\bm_[0-9a-f]{6,8}\b/);
  });

  it('click: a button calls its handler, a disabled or loading one does not', () => {
    let clicks = 0;
    const { getByText, rerender } = render(<Button onClick={() => (clicks += 1)}>Go</Button>);
    fireEvent.click(getByText('Go'));
    expect(clicks).toBe(1);
    rerender(
      <Button onClick={() => (clicks += 1)} loading>
        Go
      </Button>,
    );
    fireEvent.click(getByText('Go'));
    rerender(
      <Button onClick={() => (clicks += 1)} disabled>
        Go
      </Button>,
    );
    fireEvent.click(getByText('Go'));
    expect(clicks).toBe(1);
  });

  it('justify sets the custom property only (no attribute HTML does not have)', () => {
    const { getByText } = render(<Button justify="space-between">Go</Button>);
    const button = getByText('Go').closest('button')!;
    expect(button.style.getPropertyValue('--button-justify')).toBe('space-between');
    expect(button.hasAttribute('justify')).toBe(false);
  });

  it('pass their ref to the element', () => {
    let button: HTMLElement | null = null;
    let icon: HTMLElement | null = null;
    render(
      <>
        <Button
          ref={(node) => {
            button = node;
          }}
        >
          Go
        </Button>
        <ActionIcon
          aria-label="x"
          ref={(node) => {
            icon = node;
          }}
        >
          ×
        </ActionIcon>
      </>,
    );
    expect(button!.tagName).toBe('BUTTON');
    expect(icon!.getAttribute('aria-label')).toBe('x');
  });
});
