import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Group, useTranslation, fallbackLang } from '@tax/shared';
import type { StructureNode } from '@tax/shared/contract';
import classes from './StructureTree.module.css';

interface Visible {
  node: StructureNode;
  level: number;
  parent: string | null;
}

/** The nodes a visitor can reach with the arrow keys: those whose ancestors are all expanded. */
export function visibleNodes(nodes: StructureNode[], expanded: ReadonlySet<string>, level = 1, parent: string | null = null): Visible[] {
  return nodes.flatMap((node) => [
    { node, level, parent },
    ...(expanded.has(node.id) ? visibleNodes(node.children, expanded, level + 1, node.id) : []),
  ]);
}

function allParents(nodes: StructureNode[]): string[] {
  return nodes.flatMap((node) => (node.children.length ? [node.id, ...allParents(node.children)] : []));
}

/**
 * The organisational structure as an ARIA tree: arrows move and open or close, Home/End jump, Enter or Space
 * toggles; one node is in the tab order at a time (roving tabindex).
 */
export function StructureTree({ nodes }: { nodes: StructureNode[] }) {
  const { t } = useTranslation('about');
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(nodes.map((node) => node.id)));
  const [active, setActive] = useState<string | undefined>(nodes[0]?.id);
  const refs = useRef(new Map<string, HTMLLIElement>());
  const visible = useMemo(() => visibleNodes(nodes, expanded), [nodes, expanded]);

  const focus = (id: string | undefined) => {
    if (!id) return;
    setActive(id);
    refs.current.get(id)?.focus();
  };
  const toggle = (id: string, open?: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open ?? !next.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent, item: Visible) => {
    const index = visible.findIndex((entry) => entry.node.id === item.node.id);
    const hasChildren = item.node.children.length > 0;
    const open = expanded.has(item.node.id);
    switch (event.key) {
      case 'ArrowDown':
        focus(visible[index + 1]?.node.id);
        break;
      case 'ArrowUp':
        focus(visible[index - 1]?.node.id);
        break;
      case 'Home':
        focus(visible[0]?.node.id);
        break;
      case 'End':
        focus(visible.at(-1)?.node.id);
        break;
      case 'ArrowRight':
        if (hasChildren && !open) toggle(item.node.id, true);
        else if (hasChildren) focus(item.node.children[0]?.id);
        break;
      case 'ArrowLeft':
        if (hasChildren && open) toggle(item.node.id, false);
        else focus(item.parent ?? undefined);
        break;
      case 'Enter':
      case ' ':
        if (hasChildren) toggle(item.node.id);
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const render = (list: StructureNode[], level: number, parent: string | null) =>
    list.map((node) => {
      const hasChildren = node.children.length > 0;
      const open = expanded.has(node.id);
      const item = { node, level, parent };
      return (
        <li
          key={node.id}
          role="treeitem"
          aria-level={level}
          aria-expanded={hasChildren ? open : undefined}
          aria-selected={active === node.id}
          tabIndex={active === node.id ? 0 : -1}
          ref={(element) => {
            if (element) refs.current.set(node.id, element);
            else refs.current.delete(node.id);
          }}
          className={classes.item}
          data-id={node.id}
          onKeyDown={(event) => onKeyDown(event, item)}
          onClick={(event) => {
            // Clicks inside a child branch belong to that branch.
            if ((event.target as HTMLElement).closest('[role="treeitem"]') !== event.currentTarget) return;
            focus(node.id);
            if (hasChildren) toggle(node.id);
          }}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setActive(node.id);
          }}
        >
          <span className={classes.label}>
            <span className={classes.twisty} aria-hidden="true">
              {hasChildren ? (open ? '▾' : '▸') : '•'}
            </span>
            <span lang={fallbackLang(node)}>{node.name}</span>
          </span>
          {hasChildren && open ? (
            <ul role="group" className={classes.group}>
              {render(node.children, level + 1, node.id)}
            </ul>
          ) : null}
        </li>
      );
    });

  return (
    <div>
      <Group gap="xs" mb="sm" className="no-print">
        <Button size="xs" variant="light" color="blue.9" onClick={() => setExpanded(new Set(allParents(nodes)))}>
          {t('structure.expandAll')}
        </Button>
        <Button size="xs" variant="light" color="blue.9" onClick={() => setExpanded(new Set())}>
          {t('structure.collapseAll')}
        </Button>
      </Group>
      <ul role="tree" aria-labelledby="page-title" className={classes.tree} data-testid="structure-tree">
        {render(nodes, 1, null)}
      </ul>
    </div>
  );
}

/** The same structure as a plain nested list, everything open. */
export function StructureList({ nodes }: { nodes: StructureNode[] }) {
  return (
    <ul className={classes.list} data-testid="structure-list">
      {nodes.map((node) => (
        <li key={node.id}>
          <span lang={fallbackLang(node)}>{node.name}</span>
          {node.children.length ? <StructureList nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
