import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container, Text, Title } from '@mantine/core';
import type { PageHandle } from '../federation/contract.ts';
import { LocalizedLink } from '../routing/LocalizedLink.tsx';
import { isRouteName, type RouteName } from '../routing/route-map.ts';
import classes from './PageFrame.module.css';

export interface Crumb {
  label: string;
  to?: RouteName;
  params?: Record<string, string>;
}

/** The handle of the page being shown (the deepest route that carries one). */
export function usePageHandle(): PageHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as PageHandle | undefined;
    if (handle && typeof handle === 'object' && 'name' in handle && 'section' in handle) return handle;
  }
  return undefined;
}

/** The document title: the page's own title with the company's service name. */
export function DocumentTitle({ title, description }: { title?: string; description?: string }) {
  const { t } = useTranslation('common');
  const site = t('siteName');
  return (
    <>
      <title>{title ? `${title} — ${site}` : site}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}

export interface PageFrameProps {
  /** The page's heading and the first part of the tab title. */
  title: string;
  description?: string;
  /** A lead paragraph under the heading. */
  intro?: ReactNode;
  /** Replaces the trail computed from the route (Home > parents). */
  breadcrumbs?: Crumb[];
  /** Hide the visible breadcrumbs (the home page). */
  hideBreadcrumbs?: boolean;
  /** The title's language when it differs from the page's (an untranslated item shown in Uzbek). */
  titleLang?: string;
  children?: ReactNode;
}

/** Breadcrumbs, heading, intro and head tags of every page; sections put their content inside. */
export function PageFrame({ title, description, intro, breadcrumbs, hideBreadcrumbs, titleLang, children }: PageFrameProps) {
  const handle = usePageHandle();
  const { t } = useTranslation();
  const trail: Crumb[] =
    breadcrumbs ??
    (handle?.parents ?? [])
      .filter(isRouteName)
      .map((name) => ({ to: name, label: t(`${handle?.namespace ?? 'common'}:pages.${name}.title`) }));
  return (
    <Container
      component="article"
      className={classes.page}
      data-section={handle?.section}
      data-section-version={handle?.sectionVersion}
      data-build-version={handle?.buildVersion}
    >
      <DocumentTitle title={title} description={description} />
      {hideBreadcrumbs ? null : (
        <nav aria-label={t('common:breadcrumbs')} className={classes.breadcrumbs}>
          <ol>
            <li>
              <LocalizedLink to="home">{t('common:home')}</LocalizedLink>
            </li>
            {trail.map((crumb) => (
              <li key={`${crumb.to ?? ''}:${crumb.label}`}>
                {crumb.to ? (
                  <LocalizedLink to={crumb.to} params={crumb.params as never}>
                    {crumb.label}
                  </LocalizedLink>
                ) : (
                  crumb.label
                )}
              </li>
            ))}
            <li aria-current="page" lang={titleLang}>
              {title}
            </li>
          </ol>
        </nav>
      )}
      <Title order={1} id="page-title" tabIndex={-1} className={classes.title} lang={titleLang}>
        {title}
      </Title>
      {intro ? (
        <Text size="lg" c="dimmed" className={classes.intro} component="div">
          {intro}
        </Text>
      ) : null}
      {children}
    </Container>
  );
}
