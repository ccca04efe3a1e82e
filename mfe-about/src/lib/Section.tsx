import type { ReactNode } from 'react';
import { Title } from '@tax/shared';
import classes from './about.module.css';

/** A titled part of a page, with an id for the page's table of contents. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={classes.section}>
      <Title order={2} id={`${id}-title`}>
        {title}
      </Title>
      {children}
    </section>
  );
}

export { classes };
