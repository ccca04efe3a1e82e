import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ThemeProvider, activateLocale, i18n } from '@tax/shared';
import type { StructureNode } from '@tax/shared/contract';
import en from '../../../locales/en.json';
import { StructureTree } from './StructureTree.tsx';

const node = (id: string, name: string, children: StructureNode[] = [], translated = true): StructureNode => ({
  id,
  name,
  order: 0,
  locale: translated ? 'en' : 'uz',
  translated,
  children,
});

// Director ▾ (Deputy ▸ (IT department), Accounting), Council: top-level branches start open, deeper ones closed.
const nodes = [
  node('director', 'Director', [node('deputy', 'Deputy', [node('it', 'IT department')]), node('accounting', 'Accounting')]),
  node('council', 'Supervisory board', [], false),
];

/** A tree item by its own label (a tree item's accessible name also holds its open branch's labels). */
const item = (name: string) => {
  const found = screen.getByText(name).closest<HTMLElement>('[role="treeitem"]');
  if (!found) throw new Error(`no tree item ${name}`);
  return found;
};
/** The labels of the visible items, in reading order. */
const visibleLabels = () =>
  screen.getAllByRole('treeitem').map((element) => element.querySelector(':scope > span > span:last-child')?.textContent);
const focused = () => document.activeElement;

function renderTree() {
  return render(
    <ThemeProvider>
      <StructureTree nodes={nodes} />
    </ThemeProvider>,
  );
}

describe('StructureTree', () => {
  beforeAll(async () => {
    i18n.addResourceBundle('en', 'about', en, true, true);
    await act(async () => activateLocale('en'));
  });
  afterEach(() => cleanup());

  it('is one tab stop: the first item, selected; the others are reachable only with the arrow keys', async () => {
    const user = userEvent.setup();
    renderTree();
    expect(screen.getByRole('tree')).toBeTruthy();
    expect(screen.getAllByRole('treeitem').map((element) => element.tabIndex)).toEqual([0, -1, -1, -1]);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(focused()).toBe(item('Director'));
    expect(item('Director').getAttribute('aria-selected')).toBe('true');
    expect(item('Director').getAttribute('aria-level')).toBe('1');
    expect(item('Deputy').getAttribute('aria-level')).toBe('2');
    expect(item('Supervisory board').getAttribute('aria-expanded')).toBeNull();
    expect(item('Supervisory board').querySelector('[lang="uz"]')?.textContent).toBe('Supervisory board');
  });

  it('moves with ArrowDown, ArrowUp, Home and End through the visible items only, and carries the tab stop along', async () => {
    const user = userEvent.setup();
    renderTree();
    expect(visibleLabels()).toEqual(['Director', 'Deputy', 'Accounting', 'Supervisory board']);
    item('Director').focus();
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(item('Deputy'));
    // The closed branch's child is skipped.
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(item('Accounting'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused()).toBe(item('Supervisory board'));
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe(item('Accounting'));
    await user.keyboard('{Home}');
    expect(focused()).toBe(item('Director'));
    await user.keyboard('{End}');
    expect(focused()).toBe(item('Supervisory board'));
    expect(screen.getAllByRole('treeitem').map((element) => element.tabIndex)).toEqual([-1, -1, -1, 0]);
    expect(item('Supervisory board').getAttribute('aria-selected')).toBe('true');
    expect(item('Director').getAttribute('aria-selected')).toBe('false');
  });

  it('opens a branch with ArrowRight, then enters it; ArrowLeft goes to the parent, then closes it', async () => {
    const user = userEvent.setup();
    renderTree();
    item('Deputy').focus();
    expect(item('Deputy').getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowRight}');
    expect(item('Deputy').getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe(item('Deputy'));
    expect(visibleLabels()).toEqual(['Director', 'Deputy', 'IT department', 'Accounting', 'Supervisory board']);
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe(item('IT department'));
    expect(item('IT department').getAttribute('aria-level')).toBe('3');
    // On a leaf ArrowRight does nothing; ArrowLeft goes to the parent, which stays open.
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe(item('IT department'));
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe(item('Deputy'));
    expect(item('Deputy').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(item('Deputy').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('IT department')).toBeNull();
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe(item('Director'));
    await user.keyboard('{ArrowLeft}');
    expect(item('Director').getAttribute('aria-expanded')).toBe('false');
    expect(visibleLabels()).toEqual(['Director', 'Supervisory board']);
    // At the top level with nowhere to go, the focus stays.
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe(item('Director'));
  });

  it('toggles a branch with Enter and Space, ignores them on a leaf, and keeps the keys it handles from the page', async () => {
    const user = userEvent.setup();
    renderTree();
    item('Director').focus();
    await user.keyboard('{Enter}');
    expect(item('Director').getAttribute('aria-expanded')).toBe('false');
    await user.keyboard(' ');
    expect(item('Director').getAttribute('aria-expanded')).toBe('true');
    item('Accounting').focus();
    await user.keyboard('{Enter} ');
    expect(item('Accounting').getAttribute('aria-expanded')).toBeNull();
    expect(visibleLabels()).toEqual(['Director', 'Deputy', 'Accounting', 'Supervisory board']);
    // fireEvent returns false when the handler called preventDefault: Space must not scroll the page, Tab must still leave.
    expect(fireEvent.keyDown(item('Director'), { key: ' ' })).toBe(false);
    expect(fireEvent.keyDown(item('Director'), { key: 'ArrowDown' })).toBe(false);
    expect(fireEvent.keyDown(item('Director'), { key: 'Tab' })).toBe(true);
  });

  it('opens and closes a branch on click, a click inside a child branch belonging to that branch alone', async () => {
    const user = userEvent.setup();
    renderTree();
    await user.click(screen.getByText('Deputy'));
    expect(item('Deputy').getAttribute('aria-expanded')).toBe('true');
    expect(item('Director').getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe(item('Deputy'));
    await user.click(screen.getByText('IT department'));
    expect(focused()).toBe(item('IT department'));
    expect(item('Deputy').getAttribute('aria-expanded')).toBe('true');
  });

  it('expands and collapses everything with the two buttons', async () => {
    const user = userEvent.setup();
    renderTree();
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(visibleLabels()).toEqual(['Director', 'Deputy', 'IT department', 'Accounting', 'Supervisory board']);
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(visibleLabels()).toEqual(['Director', 'Supervisory board']);
    expect(item('Director').getAttribute('aria-expanded')).toBe('false');
  });
});
