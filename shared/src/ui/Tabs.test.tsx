import * as M from '@mantine/core';
import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiInProvider, apiOf, apiShape } from './markup.test-support.tsx';
import { cssVariablesResolver, theme } from './theme.ts';
import { Tabs, type TabsProps } from './Tabs.tsx';

/** The site's use (the statistics and the offices on the home page): five series, one left in Uzbek. */
const items = [
  { key: 'vat', title: 'VAT', translated: true },
  { key: 'income', title: 'Income', translated: false },
  { key: 'profit', title: 'Profit', translated: true },
  { key: 'property', title: 'Property', translated: true },
  { key: 'land', title: 'Land', translated: true },
];

/** The same tree from either library's Tabs. */
function siteUse(T: typeof Tabs | typeof M.Tabs, props: Partial<TabsProps>) {
  const Root = T as typeof Tabs;
  return (
    <Root defaultValue={items[0]!.key} {...props}>
      <Root.List aria-label="Choose a tax" className="tabList">
        {items.map((s) => (
          <Root.Tab key={s.key} value={s.key} lang={s.translated ? undefined : 'uz'}>
            {s.title}
          </Root.Tab>
        ))}
      </Root.List>
      {items.map((s) => (
        <Root.Panel key={s.key} value={s.key} pt="md" data-group={s.key}>
          <p>{s.title} chart</p>
        </Root.Panel>
      ))}
    </Root>
  );
}

/** React's ids differ by the place in the tree (Mantine's sits inside its provider): the ids' scheme is compared. */
const sameIds = (markup: unknown) => JSON.parse(JSON.stringify(markup).replace(/mantine-_R_[A-Za-z0-9]+_/g, 'mantine-ID')) as unknown;
const ours = (element: ReactNode) => sameIds(apiOf(element));
const theirs = (element: ReactNode) => sameIds(apiInProvider(element));

const cases: [string, ReactNode, ReactNode][] = [
  ['the site: keepMounted false', siteUse(Tabs, { keepMounted: false }), siteUse(M.Tabs, { keepMounted: false })],
  [
    'the site: keepMounted false, the second tab active',
    siteUse(Tabs, { keepMounted: false, defaultValue: 'income' }),
    siteUse(M.Tabs, { keepMounted: false, defaultValue: 'income' }),
  ],
  ['the site: kept mounted (the default)', siteUse(Tabs, {}), siteUse(M.Tabs, {})],
  [
    'kept mounted with display: none',
    siteUse(Tabs, { keepMountedMode: 'display-none', defaultValue: 'income' }),
    siteUse(M.Tabs, { keepMountedMode: 'display-none', defaultValue: 'income' }),
  ],
  [
    'controlled, the second tab',
    siteUse(Tabs, { value: 'income', onChange: () => undefined }),
    siteUse(M.Tabs, { value: 'income', onChange: () => undefined }),
  ],
  ['no tab active', siteUse(Tabs, { value: null }), siteUse(M.Tabs, { value: null })],
  ['no default value', siteUse(Tabs, { defaultValue: undefined }), siteUse(M.Tabs, { defaultValue: undefined })],
  [
    'vertical, on the right, inverted',
    siteUse(Tabs, { orientation: 'vertical', placement: 'right', inverted: true }),
    siteUse(M.Tabs, { orientation: 'vertical', placement: 'right', inverted: true }),
  ],
  ['vertical, on the left', siteUse(Tabs, { orientation: 'vertical' }), siteUse(M.Tabs, { orientation: 'vertical' })],
  ['horizontal, inverted', siteUse(Tabs, { inverted: true }), siteUse(M.Tabs, { inverted: true })],
  [
    'outline, a colour and a radius',
    siteUse(Tabs, { variant: 'outline', color: 'red', radius: 'sm' }),
    siteUse(M.Tabs, { variant: 'outline', color: 'red', radius: 'sm' }),
  ],
  [
    'pills, a shade, a number radius, auto contrast',
    siteUse(Tabs, { variant: 'pills', color: 'yellow.3', radius: 4, autoContrast: true }),
    siteUse(M.Tabs, { variant: 'pills', color: 'yellow.3', radius: 4, autoContrast: true }),
  ],
  [
    'root: id, class, style, style props, attributes',
    siteUse(Tabs, {
      id: 'taxes',
      className: 'root',
      style: { margin: 1 },
      mt: 'xl',
      px: 4,
      'data-x': 'y',
      'aria-label': 'Taxes',
      title: 'T',
    }),
    siteUse(M.Tabs, {
      id: 'taxes',
      className: 'root',
      style: { margin: 1 },
      mt: 'xl',
      px: 4,
      'data-x': 'y',
      'aria-label': 'Taxes',
      title: 'T',
    }),
  ],
];

/** Tabs with each of Tab's, List's and Panel's own props. */
function parts(T: typeof Tabs | typeof M.Tabs) {
  const Root = T as typeof Tabs;
  return (
    <Root id="p" defaultValue="b" keepMounted={false}>
      <Root.List grow justify="center" className="list" style={{ gap: 3 }} mb="xs" data-l="1">
        <Root.Tab value="a" disabled>
          Disabled
        </Root.Tab>
        <Root.Tab value="b" leftSection={<b>L</b>} rightSection={<i>R</i>} color="grape.4" className="tab" style={{ fontSize: 12 }} mt={2}>
          Sections
        </Root.Tab>
        <Root.Tab value="c" color="#123456" tabIndex={0} data-t="c" title="C">
          {0}
        </Root.Tab>
        <Root.Tab value="d" id="own-id" type="submit" aria-label="Own">
          Own
        </Root.Tab>
        <Root.Tab value="e" leftSection="L" />
      </Root.List>
      <Root.Panel value="a" className="panel" style={{ display: 'flex', color: 'red' }} p="sm" data-group="a">
        A
      </Root.Panel>
      <Root.Panel value="b" className="panel" style={{ color: 'red' }} pt="md" maw={400} aria-label="B">
        B
      </Root.Panel>
      <Root.Panel value="c" keepMounted>
        C
      </Root.Panel>
    </Root>
  );
}

describe('the kit Tabs: markup', () => {
  afterEach(cleanup);

  for (const [name, kit, mantine] of cases)
    it(`give what Mantine's props give: ${name}`, () => {
      expect(ours(kit)).toEqual(theirs(mantine));
    });

  it("give what Mantine's props give: a disabled tab, sections, colours, list grow and justify, panels' classes, styles and style props", () => {
    expect(ours(parts(Tabs))).toEqual(theirs(parts(M.Tabs)));
  });

  it("make Mantine's ids at the same place in the tree", () => {
    expect(apiInProvider(siteUse(Tabs, {}))).toEqual(apiInProvider(siteUse(M.Tabs, {})));
  });

  it('render without any Mantine provider', () => {
    expect(() => render(siteUse(Tabs, { keepMounted: false }))).not.toThrow();
    expect(document.querySelectorAll('[role="tab"]')).toHaveLength(5);
  });
});

const tabs = () => [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const selected = () => tabs().find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent ?? null;
const panel = (key: string) => document.getElementById(`t-panel-${key}`)!;

/** Five tabs, the site's use with an id (to find the panels). */
function Five(props: Partial<TabsProps> & { disabled?: string }) {
  const { disabled, ...rest } = props;
  return (
    <Tabs id="t" defaultValue="vat" keepMounted={false} {...rest}>
      <Tabs.List aria-label="Choose">
        {items.map((s) => (
          <Tabs.Tab key={s.key} value={s.key} disabled={s.key === disabled}>
            {s.title}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {items.map((s) => (
        <Tabs.Panel key={s.key} value={s.key}>
          <p>{s.title} chart</p>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

const key = (name: string) => fireEvent.keyDown(document.activeElement!, { key: name });
const focused = () => document.activeElement?.textContent;

describe('the kit Tabs: behaviour', () => {
  afterEach(cleanup);

  it('a click shows the tab’s panel and calls onChange', () => {
    const onChange = vi.fn();
    const { getByText } = render(<Five onChange={onChange} />);
    expect(panel('vat').style.display).toBe('');
    expect(panel('income').style.display).toBe('none');
    fireEvent.click(getByText('Income'));
    expect(onChange).toHaveBeenCalledWith('income');
    expect(selected()).toBe('Income');
    expect(panel('income').style.display).toBe('');
    expect(panel('income').textContent).toBe('Income chart');
    expect(panel('vat').style.display).toBe('none');
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1, -1]);
  });

  it('keepMounted false: only the active panel has its content', () => {
    const { getByText } = render(<Five />);
    expect(items.map((s) => panel(s.key).textContent)).toEqual(['VAT chart', '', '', '', '']);
    fireEvent.click(getByText('Land'));
    expect(items.map((s) => panel(s.key).textContent)).toEqual(['', '', '', '', 'Land chart']);
  });

  it('kept mounted: every panel has its content, the inactive ones hidden', () => {
    render(<Five keepMounted />);
    expect(items.map((s) => panel(s.key).textContent)).toEqual(items.map((s) => `${s.title} chart`));
    expect(items.map((s) => panel(s.key).style.display)).toEqual(['', 'none', 'none', 'none', 'none']);
  });

  it('arrow keys move the focus and activate; they go round at the ends', () => {
    const onChange = vi.fn();
    const { getByText } = render(<Five onChange={onChange} />);
    act(() => getByText('VAT').closest('button')!.focus());
    key('ArrowRight');
    expect(focused()).toBe('Income');
    expect(selected()).toBe('Income');
    expect(onChange).toHaveBeenLastCalledWith('income');
    key('ArrowLeft');
    key('ArrowLeft');
    expect(focused()).toBe('Land');
    expect(selected()).toBe('Land');
    key('ArrowRight');
    expect(focused()).toBe('VAT');
    // Up and down are for vertical tabs.
    key('ArrowDown');
    expect(focused()).toBe('VAT');
  });

  it('Home and End move the focus to the first and last tabs without activating them', () => {
    const { getByText } = render(<Five defaultValue="profit" />);
    act(() => getByText('Profit').closest('button')!.focus());
    key('End');
    expect(focused()).toBe('Land');
    key('Home');
    expect(focused()).toBe('VAT');
    expect(selected()).toBe('Profit');
  });

  it('vertical: up and down move, left and right do not', () => {
    const { getByText } = render(<Five orientation="vertical" />);
    act(() => getByText('VAT').closest('button')!.focus());
    key('ArrowDown');
    expect(focused()).toBe('Income');
    key('ArrowRight');
    expect(focused()).toBe('Income');
    key('ArrowUp');
    key('ArrowUp');
    expect(focused()).toBe('Land');
    expect(selected()).toBe('Land');
  });

  it('loop off: the arrows stop at the ends', () => {
    const { getByText } = render(<Five loop={false} />);
    act(() => getByText('VAT').closest('button')!.focus());
    key('ArrowLeft');
    expect(focused()).toBe('VAT');
    key('End');
    key('ArrowRight');
    expect(focused()).toBe('Land');
  });

  it('activateTabWithKeyboard off: arrows move the focus only', () => {
    const { getByText } = render(<Five activateTabWithKeyboard={false} />);
    act(() => getByText('VAT').closest('button')!.focus());
    key('ArrowRight');
    expect(focused()).toBe('Income');
    expect(selected()).toBe('VAT');
  });

  it('a disabled tab is skipped by the keys and cannot be clicked', () => {
    const onChange = vi.fn();
    const { getByText } = render(<Five disabled="income" onChange={onChange} />);
    act(() => getByText('VAT').closest('button')!.focus());
    key('ArrowRight');
    expect(focused()).toBe('Profit');
    fireEvent.click(getByText('Income'));
    expect(selected()).toBe('Profit');
    expect(onChange).not.toHaveBeenCalledWith('income');
  });

  it('controlled: the value changes only when the parent changes it', () => {
    const onChange = vi.fn();
    const { getByText, rerender } = render(<Five value="vat" onChange={onChange} />);
    fireEvent.click(getByText('Profit'));
    expect(onChange).toHaveBeenCalledWith('profit');
    expect(selected()).toBe('VAT');
    rerender(<Five value="profit" onChange={onChange} />);
    expect(selected()).toBe('Profit');
    expect(panel('profit').textContent).toBe('Profit chart');
  });

  it('controlled by a parent: a click moves the tab', () => {
    function Parent() {
      const [value, setValue] = useState<string | null>('vat');
      return <Five value={value} onChange={setValue} />;
    }
    const { getByText } = render(<Parent />);
    fireEvent.click(getByText('Land'));
    expect(selected()).toBe('Land');
  });

  it('allowTabDeactivation: a click on the active tab deactivates it', () => {
    const onChange = vi.fn();
    const { getByText } = render(<Five allowTabDeactivation onChange={onChange} />);
    fireEvent.click(getByText('VAT'));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(selected()).toBe(null);
    expect(tabs().every((tab) => tab.tabIndex === 0)).toBe(true);
  });

  it('a tab’s own onClick and onKeyDown are called', () => {
    const clicks = vi.fn();
    const keys = vi.fn();
    const { getByText } = render(
      <Tabs id="t">
        <Tabs.List>
          <Tabs.Tab value="a" onClick={clicks} onKeyDown={keys}>
            A
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>,
    );
    fireEvent.click(getByText('A'));
    fireEvent.keyDown(getByText('A'), { key: 'x' });
    expect(clicks).toHaveBeenCalledOnce();
    expect(keys).toHaveBeenCalledOnce();
  });

  it('tabs name their panels once these are mounted (aria-controls), panels their tabs', () => {
    render(<Five />);
    expect(tabs().map((tab) => tab.getAttribute('aria-controls'))).toEqual(items.map((s) => `t-panel-${s.key}`));
    expect(items.map((s) => panel(s.key).getAttribute('aria-labelledby'))).toEqual(items.map((s) => `t-tab-${s.key}`));
  });

  it('refs reach the elements', () => {
    const refs: Record<string, HTMLElement | null> = {};
    render(
      <Tabs ref={(node) => void (refs.root = node)} defaultValue="a">
        <Tabs.List ref={(node) => void (refs.list = node)}>
          <Tabs.Tab ref={(node) => void (refs.tab = node)} value="a">
            A
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel ref={(node) => void (refs.panel = node)} value="a">
          P
        </Tabs.Panel>
      </Tabs>,
    );
    expect([refs.root?.className, refs.list?.role, refs.tab?.role, refs.panel?.role]).toEqual([
      'kit-tabs mantine-Tabs-root',
      'tablist',
      'tab',
      'tabpanel',
    ]);
  });

  it('a tab without a value throws, as Mantine’s', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <Tabs>
          <Tabs.List>
            <Tabs.Tab value="">A</Tabs.Tab>
          </Tabs.List>
        </Tabs>,
      ),
    ).toThrow('Tabs.Tab or Tabs.Panel component was rendered with invalid value or without value');
  });

  it('hydrate without a mismatch, keep the ids the server sent, then name the panels', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(siteUse(Tabs, { keepMounted: false }));
    const sent = tabs().map((tab) => tab.id);
    expect(sent[0]).toMatch(/^mantine-[\w-]+-tab-vat$/);
    expect(tabs().some((tab) => tab.hasAttribute('aria-controls'))).toBe(false);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, siteUse(Tabs, { keepMounted: false }), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(tabs().map((tab) => tab.id)).toEqual(sent);
    expect(tabs().map((tab) => tab.getAttribute('aria-controls'))).toEqual(sent.map((id) => id.replace('-tab-', '-panel-')));
    container.remove();
  });
});

/** Mantine's Tabs in the site's provider, to hold the kit's to the same DOM after mount and after input. */
const inProvider = (element: ReactNode) => (
  <M.MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withCssVariables={false} withGlobalClasses={false}>
    {element}
  </M.MantineProvider>
);

/** A live element as names, attributes (sorted) and text. */
function tree(node: Element): unknown {
  return {
    tag: node.tagName,
    attributes: [...node.attributes].map((a) => [a.name, a.value] as const).sort(([a], [b]) => a.localeCompare(b)),
    children: [...node.childNodes].map((child) => (child.nodeType === 1 ? tree(child as Element) : child.textContent)),
  };
}

describe('the kit Tabs: the same DOM as Mantine’s after mount and input', () => {
  afterEach(cleanup);

  for (const [name, props] of [
    ['keepMounted false', { keepMounted: false }],
    ['kept mounted', {}],
    ['kept mounted with display: none', { keepMountedMode: 'display-none' }],
    ['vertical', { orientation: 'vertical', keepMounted: false }],
  ] as [string, Partial<TabsProps>][])
    it(name, () => {
      const kit = render(siteUse(Tabs, { id: 's', ...props })).container;
      const mantine = render(inProvider(siteUse(M.Tabs, { id: 's', ...props }))).container;
      const same = () => expect(apiShape(tree(kit.firstElementChild!))).toEqual(apiShape(tree(mantine.firstElementChild!)));
      const press = (pressed: string) => {
        for (const container of [kit, mantine]) {
          const current = container.querySelector<HTMLElement>('[aria-selected="true"]')!;
          act(() => current.focus());
          fireEvent.keyDown(current, { key: pressed });
        }
      };
      same();
      for (const container of [kit, mantine]) fireEvent.click(within(container).getByText('Profit'));
      same();
      press(props.orientation === 'vertical' ? 'ArrowDown' : 'ArrowRight');
      same();
      press('End');
      same();
    });
});
