import { findRoute, splitLocale, type RouteName } from '@tax/shared';

/** The header's navigation: one entry per section page a visitor looks for first. */
export const NAV_ITEMS: { to: RouteName; key: string }[] = [
  { to: 'about', key: 'nav.about' },
  { to: 'services', key: 'nav.services' },
  { to: 'business', key: 'nav.business' },
  { to: 'news', key: 'nav.news' },
  { to: 'vacancy', key: 'nav.vacancy' },
  { to: 'contacts', key: 'nav.contacts' },
  { to: 'personal-product', key: 'nav.cabinet' },
];

/**
 * How a navigation item relates to the page shown: 'page' only on the very page it leads to, 'true' (the visitor
 * is somewhere in its section: a news article under News, "My requests" under the cabinet), else nothing.
 * Marking every page of a section as the item's page told screen-reader users they were on a page they were not on.
 */
export function currentOf(pathname: string, to: RouteName): 'page' | 'true' | undefined {
  const { path } = splitLocale(pathname);
  const base = findRoute(to)?.path;
  if (!base) return undefined;
  if (path === base) return 'page';
  if (path.startsWith(`${base}/`)) return 'true';
  // The cabinet's item leads to its products, but the whole /personal section is the cabinet.
  const section = base.split('/')[1];
  if (to === 'personal-product' && section && path.startsWith(`/${section}/`)) return 'true';
  return undefined;
}
