/**
 * @tax/shared/layout — the kit's tabs and its responsive grid (Mantine's markup: ui/Tabs.tsx, ui/Grid.tsx), a
 * singleton of its own: the pages that draw them (the home page's statistics and offices, which load near the view;
 * a staff member's page) load it with their section's code, and no other page loads it. A section imports them from
 * here; `Tabs` and `Grid` from `@tax/shared` are the same components behind a lazy wrapper, for the section versions
 * built before this part existed (kit 2.20.0).
 */
export { Tabs, type TabsProps, type TabsListProps, type TabsTabProps, type TabsPanelProps } from '../ui/Tabs.tsx';
export { Grid, type GridProps, type GridColProps } from '../ui/Grid.tsx';
