import type { ReactNode } from 'react';
import { DeferHydration, Title, useTranslation } from '@tax/shared';
import classes from './about.module.css';

/**
 * A titled part of a page, with an id for the page's table of contents. On a long page (`contents`: the id of its
 * contents list) each part ends with a link back to the list, so a phone visitor is never 20 screens from it. A part
 * below a long page's first screen (`later`) hydrates after the rest of the page, on its own (the kit's DeferHydration).
 */
export function Section({
  id,
  title,
  children,
  contents,
  later = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  contents?: string;
  later?: boolean;
}) {
  const { t } = useTranslation('about');
  const section = (
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
  return later ? <DeferHydration>{section}</DeferHydration> : section;
}

export { classes };
