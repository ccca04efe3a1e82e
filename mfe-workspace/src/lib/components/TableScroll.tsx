import type { ReactNode } from 'react';
import classes from './workspace.module.css';

/** A wide table on a narrow screen scrolls sideways; the region takes keyboard focus so it scrolls by arrow keys too. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <div className={classes.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
