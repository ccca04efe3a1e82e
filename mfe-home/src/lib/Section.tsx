import type { ReactNode } from 'react';
import { Text, Title, deferLayout } from '@tax/shared';
import classes from './home.module.css';

/** One band of the home page: a labelled region with its heading. */
export function Section({
  id,
  title,
  lead,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  tone?: 'plain' | 'tint';
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={classes.band} data-tone={tone} data-home-section={id} {...deferLayout}>
      <Title order={2} id={`${id}-title`} className={classes.bandTitle}>
        {title}
      </Title>
      {lead ? <Text className={classes.lead}>{lead}</Text> : null}
      {children}
    </section>
  );
}
