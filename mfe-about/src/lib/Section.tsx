import type { ReactNode } from 'react';
import { Title, useTranslation } from '@tax/shared';
import classes from './about.module.css';

/**
 * A titled part of a page, with an id for the page's table of contents. On a long page (`contents`: the id of its
 * contents list) each part ends with a link back to the list, so a phone visitor is never 20 screens from it.
 */
export function Section({ id, title, children, contents }: { id: string; title: string; children: ReactNode; contents?: string }) {
  const { t } = useTranslation('about');
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={classes.section}>
      <Title order={2} id={`${id}-title`}>
        {title}
      </Title>
      {children}
      {contents ? (
        <p className={classes.backToContents}>
          <a href={`#${contents}`}>{t('about.backToContents')}</a>
        </p>
      ) : null}
    </section>
  );
}

export { classes };
