import { lazy, type ComponentType } from 'react';
import type { GridColProps, GridProps } from './Grid.tsx';
import type { TabsListProps, TabsPanelProps, TabsProps, TabsTabProps } from './Tabs.tsx';

/**
 * `Tabs` and `Grid` as `@tax/shared` gives them: those of `@tax/shared/layout`, loaded when first drawn (kit 2.20.0
 * took them out of the first load), for the section versions built before. A section now imports them from
 * `@tax/shared/layout`, which loads with the section's own code. Taken by the package's name, so a page has one copy
 * of them either way.
 */
type Layout = typeof import('@tax/shared/layout');
let loading: Promise<Layout> | null = null;
const layout = () => (loading ??= import('@tax/shared/layout').catch((error: unknown) => ((loading = null), Promise.reject(error))));
const part = <P extends object>(pick: (loaded: Layout) => ComponentType<P>) => lazy(async () => ({ default: pick(await layout()) }));

export const Tabs = Object.assign(
  part<TabsProps>((loaded) => loaded.Tabs),
  {
    List: part<TabsListProps>((loaded) => loaded.Tabs.List),
    Tab: part<TabsTabProps>((loaded) => loaded.Tabs.Tab),
    Panel: part<TabsPanelProps>((loaded) => loaded.Tabs.Panel),
  },
);

export const Grid = Object.assign(
  part<GridProps>((loaded) => loaded.Grid),
  { Col: part<GridColProps>((loaded) => loaded.Grid.Col) },
);
