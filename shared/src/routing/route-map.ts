import { type Locale, withLocale } from './locales.ts';

/**
 * The typed route map: every page of the site by its stable name, its path pattern and its owner.
 * It is the only place that builds localized links (see `localizedPath`).
 */
export const ROUTES = {
  home: { path: '/', owner: 'home' },
  search: { path: '/search', owner: 'home' },
  about: { path: '/about', owner: 'about' },
  'about-details': { path: '/about/details', owner: 'about' },
  'about-structure': { path: '/about/structure', owner: 'about' },
  staff: { path: '/staff', owner: 'about' },
  'staff-slug': { path: '/staff/:slug', owner: 'about' },
  vacancy: { path: '/vacancy', owner: 'about' },
  'vacancy-slug': { path: '/vacancy/:slug', owner: 'about' },
  contacts: { path: '/contacts', owner: 'about' },
  ustav: { path: '/ustav', owner: 'about' },
  oferta: { path: '/oferta', owner: 'about' },
  services: { path: '/services', owner: 'services' },
  'services-prices': { path: '/services/prices', owner: 'services' },
  'services-calculator': { path: '/services/calculator', owner: 'services' },
  'services-slug': { path: '/services/:slug', owner: 'services' },
  business: { path: '/business', owner: 'services' },
  'business-products': { path: '/business/products', owner: 'services' },
  'business-products-details': { path: '/business/products/details', owner: 'services' },
  news: { path: '/news', owner: 'news' },
  'news-slug': { path: '/news/:slug', owner: 'news' },
  'personal-product': { path: '/personal/product', owner: 'personal' },
  'personal-product-slug': { path: '/personal/product/:slug', owner: 'personal' },
  signin: { path: '/signin', owner: 'personal' },
  registration: { path: '/registration', owner: 'personal' },
  'personal-requests': { path: '/personal/requests', owner: 'personal' },
  'personal-partner': { path: '/personal/partner', owner: 'personal' },
  empty: { path: '/empty', owner: 'shell' },
  error: { path: '/error', owner: 'shell' },
  success: { path: '/success', owner: 'shell' },
} as const;

export type RouteName = keyof typeof ROUTES;
export type SectionName = 'home' | 'about' | 'services' | 'news' | 'personal';
export type RouteOwner = SectionName | 'shell';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The params a route needs: `{ slug: string }` for '/news/:slug', nothing for '/news'. */
export type RouteParams<N extends RouteName> = [ParamNames<(typeof ROUTES)[N]['path']>] extends [never]
  ? Record<string, never>
  : Record<ParamNames<(typeof ROUTES)[N]['path']>, string>;

/** `news-slug___ru`: the route name carrying its locale, as the specification names routes. */
export function localizedRouteName(name: string, locale: Locale): string {
  return `${name}___${locale}`;
}

/** Splits `news-slug___ru` back into its name and locale. */
export function parseRouteName(id: string): { name: string; locale: string } | null {
  const index = id.lastIndexOf('___');
  if (index <= 0) return null;
  return { name: id.slice(0, index), locale: id.slice(index + 3) };
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface LinkOptions {
  query?: Record<string, QueryValue>;
  hash?: string;
}

/** Serializes a query object; arrays become repeated keys, empty values are left out. */
export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Fills a path pattern with params; throws when one is missing so that a broken link is caught in tests. */
export function fillPath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Missing route param "${key}" for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** The localized href of a named route: localizedPath('news-slug', 'ru', { slug: 'x' }) -> '/ru/news/x'. */
export function localizedPath<N extends RouteName>(name: N, locale: Locale, params?: RouteParams<N>, options: LinkOptions = {}): string {
  const path = fillPath(ROUTES[name].path, params as Record<string, string> | undefined);
  const hash = options.hash ? `#${options.hash.replace(/^#/, '')}` : '';
  return `${withLocale(path, locale)}${buildQuery(options.query)}${hash}`;
}

/** Which section owns an unprefixed path, by the route map's patterns and the owners' prefixes. */
export function ownerOfPath(path: string, prefixes: Record<string, readonly string[]>): string | null {
  let best: { owner: string; length: number } | null = null;
  for (const [owner, list] of Object.entries(prefixes)) {
    for (const prefix of list) {
      const matches = prefix === '/' ? path === '/' : path === prefix || path.startsWith(`${prefix}/`);
      if (matches && (!best || prefix.length > best.length)) best = { owner, length: prefix.length };
    }
  }
  return best?.owner ?? null;
}

/** The owners' prefixes as the route map declares them; the registry may add to them. */
export function defaultPrefixes(): Record<SectionName, string[]> {
  const result: Record<SectionName, string[]> = { home: [], about: [], services: [], news: [], personal: [] };
  for (const route of Object.values(ROUTES)) {
    if (route.owner === 'shell') continue;
    const first = route.path === '/' ? '/' : `/${route.path.split('/')[1]}`;
    const list = result[route.owner];
    if (!list.includes(first)) list.push(first);
  }
  return result;
}
