import * as M from '@mantine/core';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge, Card, Group, Paper, Stack, Text, Title, VisuallyHidden } from './primitives.tsx';
import { apiInProvider, apiOf } from './markup.test-support.tsx';

const ours = apiOf;
/** Mantine's own component in the site's provider, as the pages rendered it before the kit had its own. */
const mantine = apiInProvider;

/** Each kind of use on the site: sizes, colours, style props, elements, data and ARIA attributes. */
const style = { maxWidth: '40rem' };
const c = (name: string, kit: ReactNode, theirs: ReactNode): [string, ReactNode, ReactNode] => [name, kit, theirs];
const cases = [
  c('Text', <Text>a</Text>, <M.Text>a</M.Text>),
  c(
    'Text with size, colour, weight and margin',
    <Text size="sm" c="dimmed" fw={600} mt="md" lang="uz">
      a
    </Text>,
    <M.Text size="sm" c="dimmed" fw={600} mt="md" lang="uz">
      a
    </M.Text>,
  ),
  c(
    'Text as another element, with its own class and style',
    <Text component="span" className="k" style={style} id="t" role="status" data-testid="x">
      a
    </Text>,
    <M.Text component="span" className="k" style={style} id="t" role="status" data-testid="x">
      a
    </M.Text>,
  ),
  c(
    'Text with margins in order, a font size, italic and display',
    <Text size="lg" fz="xl" mb={4} display="block" fs="italic" m={0}>
      a
    </Text>,
    <M.Text size="lg" fz="xl" mb={4} display="block" fs="italic" m={0}>
      a
    </M.Text>,
  ),
  c(
    'Text: span, inherit, truncate, lineClamp, colours by name and shade',
    <Text span inherit truncate lineClamp={2} c="brand.8" ta="center" lh={1.3}>
      a
    </Text>,
    <M.Text span inherit truncate lineClamp={2} c="brand.8" ta="center" lh={1.3}>
      a
    </M.Text>,
  ),
  c('Text with a CSS size', <Text size="0.8rem">a</Text>, <M.Text size="0.8rem">a</M.Text>),
  c('Title', <Title>a</Title>, <M.Title>a</M.Title>),
  c(
    'Title with order, size, id, margin and class',
    <Title order={3} size="h4" id="x" mb="sm" className="k" lang="ru" tabIndex={-1}>
      a
    </Title>,
    <M.Title order={3} size="h4" id="x" mb="sm" className="k" lang="ru" tabIndex={-1}>
      a
    </M.Title>,
  ),
  c(
    'Title with a named size',
    <Title order={2} size="lg">
      a
    </Title>,
    <M.Title order={2} size="lg">
      a
    </M.Title>,
  ),
  c(
    'Title with a CSS size',
    <Title order={1} size="1.5rem" mt={8}>
      a
    </Title>,
    <M.Title order={1} size="1.5rem" mt={8}>
      a
    </M.Title>,
  ),
  c(
    'Title with a numeric size',
    <Title order={4} size={18}>
      a
    </Title>,
    <M.Title order={4} size={18}>
      a
    </M.Title>,
  ),
  c('Group', <Group>a</Group>, <M.Group>a</M.Group>),
  c(
    'Group with gap, alignment, wrap and margins',
    <Group gap="xs" mt="md" my="lg" align="flex-start" wrap="nowrap" justify="space-between" className="c" role="list">
      a
    </Group>,
    <M.Group gap="xs" mt="md" my="lg" align="flex-start" wrap="nowrap" justify="space-between" className="c" role="list">
      a
    </M.Group>,
  ),
  c(
    'Group as a list with a numeric gap',
    <Group component="ul" gap={6} mb="xl">
      <li>a</li>
      {false}
      <li>b</li>
    </Group>,
    <M.Group component="ul" gap={6} mb="xl">
      <li>a</li>
      {false}
      <li>b</li>
    </M.Group>,
  ),
  c('Stack', <Stack>a</Stack>, <M.Stack>a</M.Stack>),
  c(
    'Stack with gap, height, width, alignment and style',
    <Stack gap={4} h="100%" align="center" maw={400} style={style} lang="en" tabIndex={-1}>
      a
    </Stack>,
    <M.Stack gap={4} h="100%" align="center" maw={400} style={style} lang="en" tabIndex={-1}>
      a
    </M.Stack>,
  ),
  c(
    'Stack as a list',
    <Stack component="ul" gap="sm" mt="lg" justify="center">
      a
    </Stack>,
    <M.Stack component="ul" gap="sm" mt="lg" justify="center">
      a
    </M.Stack>,
  ),
  c('Paper', <Paper>a</Paper>, <M.Paper>a</M.Paper>),
  c(
    'Paper with border, radius, padding, background and element',
    <Paper withBorder radius="md" p="md" bg="gray.0" component="aside" mt="xl" className="k">
      a
    </Paper>,
    <M.Paper withBorder radius="md" p="md" bg="gray.0" component="aside" mt="xl" className="k">
      a
    </M.Paper>,
  ),
  c(
    'Paper with a shadow',
    <Paper shadow="sm" radius={0}>
      a
    </Paper>,
    <M.Paper shadow="sm" radius={0}>
      a
    </M.Paper>,
  ),
  c('Card', <Card>a</Card>, <M.Card>a</M.Card>),
  c(
    'Card with border, radius, padding, element and width',
    <Card withBorder radius="md" padding="lg" component="li" className="k" maw={320} mt="sm">
      a
    </Card>,
    <M.Card withBorder radius="md" padding="lg" component="li" className="k" maw={320} mt="sm">
      a
    </M.Card>,
  ),
  c(
    'Card with sections first and last',
    <Card withBorder padding="md">
      <Card.Section>
        <img alt="" src="/a.png" />
      </Card.Section>
      <p>text</p>
      <Card.Section withBorder inheritPadding className="s">
        b
      </Card.Section>
    </Card>,
    <M.Card withBorder padding="md">
      <M.Card.Section>
        <img alt="" src="/a.png" />
      </M.Card.Section>
      <p>text</p>
      <M.Card.Section withBorder inheritPadding className="s">
        b
      </M.Card.Section>
    </M.Card>,
  ),
  c('Badge', <Badge>a</Badge>, <M.Badge>a</M.Badge>),
  c(
    'Badge, light with a shade (the site keeps it readable)',
    <Badge variant="light" color="green.9" lang="ru" mt="xs">
      a
    </Badge>,
    <M.Badge variant="light" color="green.9" lang="ru" mt="xs">
      a
    </M.Badge>,
  ),
  c(
    'Badge in each variant, size and shape',
    <Badge variant="outline" color="red" size="lg" radius="sm" className="k" style={style}>
      a
    </Badge>,
    <M.Badge variant="outline" color="red" size="lg" radius="sm" className="k" style={style}>
      a
    </M.Badge>,
  ),
  c(
    'Badge: dot, full width, circle and sections',
    <Badge variant="dot" color="brand" fullWidth circle leftSection={<b>l</b>} rightSection={<i>r</i>}>
      a
    </Badge>,
    <M.Badge variant="dot" color="brand" fullWidth circle leftSection={<b>l</b>} rightSection={<i>r</i>}>
      a
    </M.Badge>,
  ),
  c('VisuallyHidden', <VisuallyHidden>a</VisuallyHidden>, <M.VisuallyHidden>a</M.VisuallyHidden>),
  c(
    'VisuallyHidden as a live region',
    <VisuallyHidden component="div" role="status" aria-live="polite" aria-atomic="true" data-testid="x" className="k">
      a
    </VisuallyHidden>,
    <M.VisuallyHidden component="div" role="status" aria-live="polite" aria-atomic="true" data-testid="x" className="k">
      a
    </M.VisuallyHidden>,
  ),
  c('Badge, filled by default colour', <Badge variant="filled">a</Badge>, <M.Badge variant="filled">a</M.Badge>),
];

describe("the kit's Text, Title, Group, Stack, Paper, Card, Badge and VisuallyHidden", () => {
  it.each(cases)(
    "%s: Mantine's props give Mantine's element, public classes, attributes, custom properties and style",
    (_name, kit, theirs) => {
      expect(ours(kit)).toEqual(mantine(theirs));
    },
  );

  it("draws each component with the kit's own stylesheet", () => {
    const { container, unmount } = render(
      <Card withBorder>
        <Card.Section>
          <Badge variant="dot">
            a<VisuallyHidden>b</VisuallyHidden>
          </Badge>
        </Card.Section>
        <Stack>
          <Group>
            <Title order={2}>c</Title>
            <Text>d</Text>
          </Group>
        </Stack>
        <Paper>e</Paper>
      </Card>,
    );
    const has = (selector: string, own: string) => expect(container.querySelector(selector)!.classList).toContain(own);
    has('.mantine-Card-root', 'kit-card');
    has('.mantine-Card-root', 'kit-paper');
    has('.mantine-Card-section', 'kit-card-section');
    has('.mantine-Badge-root', 'kit-badge');
    has('.mantine-Badge-label', 'kit-badge-label');
    has('.mantine-VisuallyHidden-root', 'kit-visually-hidden');
    has('.mantine-Stack-root', 'kit-stack');
    has('.mantine-Group-root', 'kit-group');
    has('h2', 'kit-title');
    has('p', 'kit-text');
    has('.mantine-Card-root > .mantine-Paper-root', 'kit-paper');
    expect(container.innerHTML).not.toMatch(/\bm_[0-9a-f]{8}\b/);
    unmount();
  });

  it('renders nothing for a heading level that does not exist, as Mantine', () => {
    expect(renderToStaticMarkup(<Title order={7 as 1}>a</Title>)).toBe('');
  });

  it('passes a ref to its element', () => {
    let seen: HTMLElement | null = null;
    const { unmount } = render(
      <Stack
        ref={(element) => {
          seen = element;
        }}
      >
        a
      </Stack>,
    );
    expect(seen).toBeInstanceOf(HTMLDivElement);
    unmount();
  });
});
