import type { RouteName } from '@tax/shared';

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
