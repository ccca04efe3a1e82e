import * as M from '@mantine/core';
import { cleanup, fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Alert, Burger, List, Skeleton } from './display.tsx';
import { Grid } from './Grid.tsx';
import { apiInProvider, apiOf } from './markup.test-support.tsx';

// The hydration test's act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const noop = () => undefined;
const c = (name: string, kit: ReactNode, theirs: ReactNode): [string, ReactNode, ReactNode] => [name, kit, theirs];

/*
 * An Alert's ids are React's, from its place in the tree: both are rendered in the same place (in the provider, which
 * the kit's does not need) for their ids to be the same.
 */
/** An Alert with every part styled: the same props for the kit's and Mantine's. */
const everyPart = {
  icon: <b>!</b>,
  radius: 'xs',
  id: 'a1',
  className: 'k',
  style: { maxWidth: 400 },
  title: 't',
  variant: 'filled',
  color: 'brand',
  styles: {
    root: { padding: 4 },
    wrapper: { gap: 2 },
    body: { flex: 1 },
    title: { fontSize: 12 },
    label: { color: 'red' },
    icon: { marginTop: 2 },
    message: { color: 'blue' },
  },
} as const;

const alerts = [
  c(
    'the error of a widget: red, light, role alert, a title, a data attribute',
    <Alert color="red" variant="light" role="alert" title="Failed" data-widget-error="news">
      Try again
    </Alert>,
    <M.Alert color="red" variant="light" role="alert" title="Failed" data-widget-error="news">
      Try again
    </M.Alert>,
  ),
  c(
    'the error of a form: no title',
    <Alert color="red" variant="light" role="alert" data-testid="form-send-error">
      Not sent
    </Alert>,
    <M.Alert color="red" variant="light" role="alert" data-testid="form-send-error">
      Not sent
    </M.Alert>,
  ),
  c(
    'gray, no role (Mantine’s default)',
    <Alert color="gray" variant="light" data-testid="vacancy-closed">
      Closed
    </Alert>,
    <M.Alert color="gray" variant="light" data-testid="vacancy-closed">
      Closed
    </M.Alert>,
  ),
  c(
    'blue with a title and margin',
    <Alert variant="light" color="blue" mt="md" title="Signed in as a@b.c" data-testid="signed-in-notice">
      Text
    </Alert>,
    <M.Alert variant="light" color="blue" mt="md" title="Signed in as a@b.c" data-testid="signed-in-notice">
      Text
    </M.Alert>,
  ),
  c(
    'green, role status',
    <Alert variant="light" color="green" mt="md" role="status" data-testid="signed-out">
      Signed out
    </Alert>,
    <M.Alert variant="light" color="green" mt="md" role="status" data-testid="signed-out">
      Signed out
    </M.Alert>,
  ),
  c(
    'full width',
    <Alert color="red" variant="light" role="alert" w="100%">
      x
    </Alert>,
    <M.Alert color="red" variant="light" role="alert" w="100%">
      x
    </M.Alert>,
  ),
  c(
    'yellow with a data attribute of several words',
    <Alert color="yellow" variant="light" data-unknown="a b">
      x
    </Alert>,
    <M.Alert color="yellow" variant="light" data-unknown="a b">
      x
    </M.Alert>,
  ),
  c(
    'a part that failed: a margin all round',
    <Alert color="red" variant="light" role="alert" title="Part failed" data-part-error="footer" m="sm">
      x
    </Alert>,
    <M.Alert color="red" variant="light" role="alert" title="Part failed" data-part-error="footer" m="sm">
      x
    </M.Alert>,
  ),
  c(
    'the error state: its title’s colour by the styles API',
    <Alert
      color="red"
      variant="light"
      role="alert"
      title="Load failed"
      data-state="error"
      styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
    >
      <button type="button">Retry</button>
    </Alert>,
    <M.Alert
      color="red"
      variant="light"
      role="alert"
      title="Load failed"
      data-state="error"
      styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
    >
      <button type="button">Retry</button>
    </M.Alert>,
  ),
  c('no colour nor variant', <Alert>x</Alert>, <M.Alert>x</M.Alert>),
  c('a title only', <Alert title="t" />, <M.Alert title="t" />),
  c('an icon, radius, id, class and style, and style for every part', <Alert {...everyPart}>x</Alert>, <M.Alert {...everyPart}>x</M.Alert>),
];

const lists = [
  c(
    'a vacancy’s duties: margin, spacing by number',
    <List mt="xs" spacing={4}>
      {['a', 'b'].map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>,
    <M.List mt="xs" spacing={4}>
      {['a', 'b'].map((item) => (
        <M.List.Item key={item}>{item}</M.List.Item>
      ))}
    </M.List>,
  ),
  c(
    'a check list: named spacing, a class',
    <List spacing="xs" className="checkList">
      <List.Item>a</List.Item>
    </List>,
    <M.List spacing="xs" className="checkList">
      <M.List.Item>a</M.List.Item>
    </M.List>,
  ),
  c(
    'a product’s features: small',
    <List size="sm" spacing={2} mt="xs">
      <List.Item>a</List.Item>
    </List>,
    <M.List size="sm" spacing={2} mt="xs">
      <M.List.Item>a</M.List.Item>
    </M.List>,
  ),
  c(
    'in another language',
    <List size="sm" spacing={4} lang="uz">
      <List.Item>a</List.Item>
    </List>,
    <M.List size="sm" spacing={4} lang="uz">
      <M.List.Item>a</M.List.Item>
    </M.List>,
  ),
  c(
    'ordered, with padding and a list style type',
    <List type="ordered" withPadding listStyleType="decimal" style={{ color: 'red' }}>
      <List.Item className="k">a</List.Item>
    </List>,
    <M.List type="ordered" withPadding listStyleType="decimal" style={{ color: 'red' }}>
      <M.List.Item className="k">a</M.List.Item>
    </M.List>,
  ),
  c(
    'icons: the list’s, an item’s own, centred; an item’s style and style props',
    <List icon={<i>*</i>} center listStyleType="disc" size="lg" spacing="md" type="unordered">
      <List.Item>a</List.Item>
      <List.Item icon={<b>+</b>} className="k" style={{ color: 'red' }} mt={2} data-x="y">
        b
      </List.Item>
    </List>,
    <M.List icon={<i>*</i>} center listStyleType="disc" size="lg" spacing="md" type="unordered">
      <M.List.Item>a</M.List.Item>
      <M.List.Item icon={<b>+</b>} className="k" style={{ color: 'red' }} mt={2} data-x="y">
        b
      </M.List.Item>
    </M.List>,
  ),
  c(
    'an item with its own icon in a plain list',
    <List>
      <List.Item icon={<b>+</b>}>a</List.Item>
    </List>,
    <M.List>
      <M.List.Item icon={<b>+</b>}>a</M.List.Item>
    </M.List>,
  ),
];

const skeletons = [
  c('a loading line', <Skeleton height={20} radius="sm" />, <M.Skeleton height={20} radius="sm" />),
  c(
    'a section’s placeholder: a status with a label',
    <Skeleton height={480} radius="md" role="status" aria-busy="true" aria-label="Loading" />,
    <M.Skeleton height={480} radius="md" role="status" aria-busy="true" aria-label="Loading" />,
  ),
  c(
    'with a margin',
    <Skeleton height={420} mt="md" radius="md" role="status" aria-busy="true" aria-label="Loading" />,
    <M.Skeleton height={420} mt="md" radius="md" role="status" aria-busy="true" aria-label="Loading" />,
  ),
  c(
    'hidden from screen readers',
    <Skeleton height={300} radius="md" aria-hidden="true" />,
    <M.Skeleton height={300} radius="md" aria-hidden="true" />,
  ),
  c('a width', <Skeleton height={20} width="40%" />, <M.Skeleton height={20} width="40%" />),
  c('a height only', <Skeleton height={16} />, <M.Skeleton height={16} />),
  c('a height as a CSS length, no height', <Skeleton height="2rem" width={100} />, <M.Skeleton height="2rem" width={100} />),
  c('no height (a variable not set)', <Skeleton height={undefined} radius="md" />, <M.Skeleton height={undefined} radius="md" />),
  c('a circle', <Skeleton height={40} circle radius="sm" />, <M.Skeleton height={40} circle radius="sm" />),
  c(
    'not visible, not animated, with children, a class and style',
    <Skeleton visible={false} animate={false} className="k" style={{ color: 'red' }}>
      <p>Loaded</p>
    </Skeleton>,
    <M.Skeleton visible={false} animate={false} className="k" style={{ color: 'red' }}>
      <p>Loaded</p>
    </M.Skeleton>,
  ),
];

/*
 * A Grid and its columns each write a <style> element (before them, hence the wrapping <div>) for a class named after
 * React's id, as Mantine's. Mantine's has more components between a grid and its columns, so their ids differ: each
 * id is read as the order it first appears in (the style's selector and the element's class must still be the same).
 */
const grids = [
  c(
    'a staff member’s page: a gap, a margin, responsive spans',
    <Grid gap="xl" mt="md">
      <Grid.Col span={{ base: 12, sm: 4 }}>a</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>b</Grid.Col>
    </Grid>,
    <M.Grid gap="xl" mt="md">
      <M.Grid.Col span={{ base: 12, sm: 4 }}>a</M.Grid.Col>
      <M.Grid.Col span={{ base: 12, sm: 8 }}>b</M.Grid.Col>
    </M.Grid>,
  ),
  c(
    'the default gap and span',
    <Grid>
      <Grid.Col>a</Grid.Col>
    </Grid>,
    <M.Grid>
      <M.Grid.Col>a</M.Grid.Col>
    </M.Grid>,
  ),
  c(
    'numbers, auto, content, offsets, orders, alignment; class and style',
    <Grid justify="center" align="flex-start" overflow="hidden" className="g" style={{ color: 'red' }} data-x="y">
      <Grid.Col span={6} offset={3} order={2} className="k" style={{ padding: 2 }} mb="xs">
        a
      </Grid.Col>
      <Grid.Col span="auto" offset={{ base: 0, md: 1 }} order={{ base: 2, lg: 1 }} align="center">
        b
      </Grid.Col>
      <Grid.Col span={{ base: 'content', xs: 3, xxl: 'auto' }} align={{ sm: 'flex-end' }}>
        c
      </Grid.Col>
      <Grid.Col span={{ md: 6 }}>d</Grid.Col>
    </Grid>,
    <M.Grid justify="center" align="flex-start" overflow="hidden" className="g" style={{ color: 'red' }} data-x="y">
      <M.Grid.Col span={6} offset={3} order={2} className="k" style={{ padding: 2 }} mb="xs">
        a
      </M.Grid.Col>
      <M.Grid.Col span="auto" offset={{ base: 0, md: 1 }} order={{ base: 2, lg: 1 }} align="center">
        b
      </M.Grid.Col>
      <M.Grid.Col span={{ base: 'content', xs: 3, xxl: 'auto' }} align={{ sm: 'flex-end' }}>
        c
      </M.Grid.Col>
      <M.Grid.Col span={{ md: 6 }}>d</M.Grid.Col>
    </M.Grid>,
  ),
  c(
    'its own number of columns, growing, gaps per breakpoint',
    <Grid columns={24} grow gap={{ base: 'xs', md: 'lg' }} rowGap={{ base: 4, sm: 8 }} columnGap="sm">
      <Grid.Col span={8}>a</Grid.Col>
      <Grid.Col span={{ base: 24, md: 12 }}>b</Grid.Col>
    </Grid>,
    <M.Grid columns={24} grow gap={{ base: 'xs', md: 'lg' }} rowGap={{ base: 4, sm: 8 }} columnGap="sm">
      <M.Grid.Col span={8}>a</M.Grid.Col>
      <M.Grid.Col span={{ base: 24, md: 12 }}>b</M.Grid.Col>
    </M.Grid>,
  ),
];

const burgers = [
  c(
    'the header’s menu button, closed',
    <Burger
      opened={false}
      onClick={noop}
      className="burger"
      aria-label="Open the menu"
      aria-expanded={false}
      data-testid="menu-button"
      data-early-click="menu"
    />,
    <M.Burger
      opened={false}
      onClick={noop}
      className="burger"
      aria-label="Open the menu"
      aria-expanded={false}
      data-testid="menu-button"
      data-early-click="menu"
    />,
  ),
  c(
    'open, controlling the drawer',
    <Burger opened onClick={noop} aria-label="Close the menu" aria-expanded aria-controls="nav-drawer" data-testid="menu-button" />,
    <M.Burger opened onClick={noop} aria-label="Close the menu" aria-expanded aria-controls="nav-drawer" data-testid="menu-button" />,
  ),
  c(
    'size, colour, line size, transition',
    <Burger size="sm" color="brand.7" lineSize={2} transitionDuration={300} transitionTimingFunction="ease" aria-label="m" />,
    <M.Burger size="sm" color="brand.7" lineSize={2} transitionDuration={300} transitionTimingFunction="ease" aria-label="m" />,
  ),
  c(
    'a number size, a CSS colour, style and style props, children',
    <Burger size={30} color="#f00" style={{ zIndex: 2 }} ml="auto" id="b">
      <span>menu</span>
    </Burger>,
    <M.Burger size={30} color="#f00" style={{ zIndex: 2 }} ml="auto" id="b">
      <span>menu</span>
    </M.Burger>,
  ),
];

/** A grid's markup with its React ids numbered in order of appearance. */
function numberedIds(markup: unknown): unknown {
  const seen = new Map<string, string>();
  const json = JSON.stringify(markup).replace(/__m__-[\w-]+/g, (id) => {
    if (!seen.has(id)) seen.set(id, `__m__-${seen.size}`);
    return seen.get(id)!;
  });
  return JSON.parse(json);
}

describe("the kit's Alert, List, Skeleton, Grid and Burger", () => {
  afterEach(cleanup);

  // Alert, List, Skeleton, Burger and Grid are drawn by the kit's own stylesheet (display.css): Mantine's props give
  // what Mantine's give, but for the classes only a stylesheet reads (see apiShape).
  it.each(alerts)("Alert, %s: Mantine's props (ids, ARIA, public classes, colours, parts' styles)", (_name, kit, theirs) => {
    expect(apiInProvider(kit)).toEqual(apiInProvider(theirs));
  });

  it.each([...lists, ...skeletons, ...burgers])("%s: Mantine's props", (_name, kit, theirs) => {
    expect(apiOf(kit)).toEqual(apiInProvider(theirs));
  });

  it("Alert, List, Skeleton and Burger are drawn by the kit's own stylesheet", () => {
    const { container } = render(
      <>
        <Alert title="t" icon={<b>i</b>}>
          m
        </Alert>
        <List icon={<b>i</b>}>
          <List.Item>a</List.Item>
        </List>
        <Skeleton height={8} />
        <Burger opened aria-label="Menu" />
      </>,
    );
    const has = (selector: string, own: string) => expect(container.querySelector(selector)!.classList).toContain(own);
    has('.mantine-Alert-root', 'kit-alert');
    has('.mantine-Alert-wrapper', 'kit-alert-wrapper');
    has('.mantine-Alert-icon', 'kit-alert-icon');
    has('.mantine-Alert-body', 'kit-alert-body');
    has('.mantine-Alert-title', 'kit-alert-title');
    has('.mantine-Alert-label', 'kit-alert-label');
    has('.mantine-Alert-message', 'kit-alert-message');
    has('.mantine-List-root', 'kit-list');
    has('.mantine-List-item', 'kit-list-item');
    has('.mantine-List-itemWrapper', 'kit-list-item-wrapper');
    has('.mantine-List-itemIcon', 'kit-list-item-icon');
    has('.mantine-Skeleton-root', 'kit-skeleton');
    has('.mantine-Burger-root', 'kit-burger');
    has('.mantine-Burger-burger', 'kit-burger-lines');
    expect(container.innerHTML).not.toMatch(/\bm_[0-9a-f]{6,8}\b/);
  });

  it.each(grids)("Grid, %s: Mantine's props and <style> elements", (_name, kit, theirs) => {
    const ours = numberedIds(apiOf(<div>{kit}</div>));
    expect(ours).toEqual(numberedIds(apiInProvider(<div>{theirs}</div>)));
  });

  it('Grid: each column has a class of its own, and its <style> is for that class', () => {
    const html = renderToStaticMarkup(
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>a</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>b</Grid.Col>
      </Grid>,
    );
    const classes = [...html.matchAll(/class="kit-col mantine-Grid-col (__m__-[\w-]+)"/g)].map((m) => m[1]!);
    expect(new Set(classes).size).toBe(2);
    for (const own of classes)
      expect(html).toContain(
        `@media(min-width: 40em){.${own}{--col-flex-grow:auto;--col-flex-basis:calc(50% - 0.5 * var(--grid-column-gap));`,
      );
  });

  it('Alert: role alert unless said, as Mantine; ids of its own, its title and body named by them', () => {
    const { getAllByRole, getByRole } = render(
      <>
        <Alert title="One">a</Alert>
        <Alert role="status" title="Two">
          b
        </Alert>
      </>,
    );
    expect(renderToStaticMarkup(<M.MantineProvider>{<M.Alert>x</M.Alert>}</M.MantineProvider>)).toContain('role="alert"');
    const [first] = getAllByRole('alert');
    const second = getByRole('status');
    expect(first!.id).not.toBe(second.id);
    const named = (element: HTMLElement, by: string) => document.getElementById(element.getAttribute(by)!)?.textContent;
    expect(named(first!, 'aria-labelledby')).toBe('One');
    expect(named(first!, 'aria-describedby')).toBe('a');
    expect(named(second, 'aria-labelledby')).toBe('Two');
  });

  it('Burger: a click calls onClick; its ref is the button', () => {
    let clicks = 0;
    let button: HTMLButtonElement | null = null;
    const { getByRole } = render(
      <Burger
        ref={(node) => {
          button = node;
        }}
        onClick={() => (clicks += 1)}
        aria-label="Menu"
      />,
    );
    fireEvent.click(getByRole('button', { name: 'Menu' }));
    expect(clicks).toBe(1);
    expect(button).toBe(getByRole('button', { name: 'Menu' }));
    expect(button!.type).toBe('button');
  });

  it('Skeleton: not visible, its children are shown plainly (no placeholder over them)', () => {
    const { getByText, rerender } = render(
      <Skeleton visible={false} height={20}>
        <span>Loaded</span>
      </Skeleton>,
    );
    const root = getByText('Loaded').parentElement!;
    expect(root.classList).toContain('mantine-Skeleton-root');
    expect(root.hasAttribute('data-visible')).toBe(false);
    // Mantine's stylesheet draws the placeholder, and animates it, only with data-visible.
    expect(root.getAttribute('data-animate')).toBe('true');
    rerender(
      <Skeleton height={20}>
        <span>Loaded</span>
      </Skeleton>,
    );
    expect(getByText('Loaded').parentElement!.getAttribute('data-visible')).toBe('true');
  });

  it('List and Grid pass their refs to their elements', () => {
    let list: HTMLElement | null = null;
    let grid: HTMLDivElement | null = null;
    render(
      <>
        <List
          type="ordered"
          ref={(node) => {
            list = node;
          }}
        >
          <List.Item>a</List.Item>
        </List>
        <Grid
          ref={(node) => {
            grid = node;
          }}
        >
          <Grid.Col>a</Grid.Col>
        </Grid>
      </>,
    );
    expect(list!.tagName).toBe('OL');
    expect(grid!.classList).toContain('mantine-Grid-root');
  });

  it('hydrate the server’s markup as it is (React’s ids: the Alert’s, the grid’s classes)', async () => {
    const page = (
      <main>
        <Alert title="t">a</Alert>
        <Grid gap={{ base: 'xs', sm: 'md' }}>
          <Grid.Col span={{ base: 12, sm: 6 }}>a</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>b</Grid.Col>
        </Grid>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    const before = container.innerHTML;
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error), onCaughtError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(before);
    act(() => root.unmount());
  });

  it('render outside any Mantine provider, on the server and in the browser', () => {
    const all = (
      <>
        <Alert title="t">a</Alert>
        <List icon="*">
          <List.Item>a</List.Item>
        </List>
        <Skeleton height={10} />
        <Grid gap={{ base: 'xs', sm: 'md' }}>
          <Grid.Col span={{ base: 12, sm: 6 }}>a</Grid.Col>
        </Grid>
        <Burger opened aria-label="m" />
      </>
    );
    expect(() => renderToStaticMarkup(all)).not.toThrow();
    expect(() => render(all)).not.toThrow();
  });
});
