import { lazy, type ComponentType } from 'react';
import type { GridColProps, GridProps } from './Grid.tsx';
import type { TabsListProps, TabsPanelProps, TabsProps, TabsTabProps } from './Tabs.tsx';

/**
 * What `@tax/shared` still gives of the kit's parts that left its first load in kit 2.20.0 (`@tax/shared/layout`:
 * tabs and the grid; `@tax/shared/widgets`: RemoteWidget and SectionStrings): the same components, loaded when first
 * drawn, for the section versions built before. A section now imports them from the part, which loads with its own
 * code. Taken by the package's name, so a page has one copy of them either way.
 */

/** One import of a part at a time; a failed one is tried again at the next draw. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => (loading ??= load().catch((error: unknown) => ((loading = null), Promise.reject(error))));
}

const layout = once(() => import('@tax/shared/layout'));
const widgets = once(() => import('@tax/shared/widgets'));

const from = <M, P extends object>(part: () => Promise<M>, pick: (loaded: M) => ComponentType<P>) =>
  lazy(async () => ({ default: pick(await part()) }));

export const Tabs = Object.assign(
  from(layout, (loaded): ComponentType<TabsProps> => loaded.Tabs),
  {
    List: from(layout, (loaded): ComponentType<TabsListProps> => loaded.Tabs.List),
    Tab: from(layout, (loaded): ComponentType<TabsTabProps> => loaded.Tabs.Tab),
    Panel: from(layout, (loaded): ComponentType<TabsPanelProps> => loaded.Tabs.Panel),
  },
);

export const Grid = Object.assign(
  from(layout, (loaded): ComponentType<GridProps> => loaded.Grid),
  { Col: from(layout, (loaded): ComponentType<GridColProps> => loaded.Grid.Col) },
);

export const RemoteWidget = from(widgets, (loaded) => loaded.RemoteWidget);
export const SectionStrings = from(widgets, (loaded) => loaded.SectionStrings);
