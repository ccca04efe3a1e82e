import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { Container } from './Container.tsx';
import { Text, Title } from './primitives.tsx';
import type { PageHandle } from '../federation/contract.ts';
import { LocalizedLink, useLocale } from '../routing/LocalizedLink.tsx';
import { SITE_CARDS } from './site-cards.ts';
import { useSiteOrigin } from './site-origin.ts';
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

export interface DocumentTitleProps {
  title?: string;
  description?: string;
  /** A raster image (PNG, JPEG, WebP; about 1200×630) for link previews; default the site's card in the page's language. */
  image?: string;
  /** 'article' for a news article; default 'website'. */
  type?: 'website' | 'article';
}

/**
 * The document title (the page's own title with the company's service name), its description, and what link
 * previews show (Telegram, Facebook, X): og:title, og:description, og:type, og:image (absolute), twitter:card.
 */
export function DocumentTitle({ title, description, image, type = 'website' }: DocumentTitleProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const origin = useSiteOrigin();
  const site = t('siteName');
  const card = image ?? SITE_CARDS[locale];
  const absolute = /^https?:\/\//.test(card) ? card : `${origin}${card.startsWith('/') ? '' : '/'}${card}`;
  const fullTitle = title ? `${title} — ${site}` : site;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta property="og:site_name" content={site} />
      <meta property="og:title" content={title ?? site} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:image" content={absolute} />
      {image ? null : <meta property="og:image:width" content="1200" />}
      {image ? null : <meta property="og:image:height" content="630" />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={absolute} />
    </>
  );
}

export interface PageFrameProps {
  /** The page's heading and the first part of the tab title. */
  title: string;
  description?: string;
  /** The link preview's image (a raster image of the content, e.g. an article's); default the site's card. */
  image?: string;
  /** 'article' for a news article. */
  type?: 'website' | 'article';
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
export function PageFrame({ title, description, image, type, intro, breadcrumbs, hideBreadcrumbs, titleLang, children }: PageFrameProps) {
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
      <DocumentTitle title={title} description={description} {...(image ? { image } : {})} {...(type ? { type } : {})} />
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
