import { type Locale, withLocale } from './locales.ts';

/**
 * The site's route names and their path patterns, as types. The kit declares only the shell's own pages;
 * each section's pages are added by declaration merging from the declarations `npm run routes` generates out
 * of every section's `src/expose/routes.ts` (`src/site-routes.gen.d.ts` in each app). So a section adds a page
 * without a kit release, and a link to a page that a section removes fails the typecheck.
 */
export interface SiteRoutes {
  /** The site's root, every locale's start page (served by the home section): the kit's own links go there. */
  home: '/';
  empty: '/empty';
  error: '/error';
  success: '/success';
}

/** The shell's own pages (the kit ships with the shell, so these change only with a shell release). */
export const SHELL_ROUTES: Record<string, string> = { empty: '/empty', error: '/error', success: '/success' };

export type RouteName = keyof SiteRoutes & string;
/** A section's name in the registry (its package.json "federation.section"): any workspace may be one, none is listed here. */
export type SectionName = string;
export type RouteOwner = string;

/** A section's route table as published with its build and carried by the registry: page name -> path pattern. */
export type RouteTable = Record<string, string>;

interface KnownRoute {
  path: string;
  owner: RouteOwner;
}

/**
 * The route table at run time: the shell's pages plus every section's, from the registry (each entry carries
 * the table its build published). Set once the registry is read (`setSiteRoutes`).
 */
function baseRoutes(): Map<string, KnownRoute> {
  return new Map<string, KnownRoute>([
    ['home', { path: '/', owner: 'home' }],
    ...Object.entries(SHELL_ROUTES).map(([name, path]): [string, KnownRoute] => [name, { path, owner: 'shell' }]),
  ]);
}

let known = baseRoutes();

/** Installs the sections' route tables (section -> table); the shell's pages and the root are always known. */
export function setSiteRoutes(tables: Record<string, RouteTable>): void {
  const next = baseRoutes();
  next.delete('home');
  for (const [owner, table] of Object.entries(tables)) {
    for (const [name, path] of Object.entries(table)) if (!next.has(name)) next.set(name, { path, owner });
  }
  if (!next.has('home')) next.set('home', { path: '/', owner: 'home' });
  known = next;
}

/**
 * A section's pages as the version that is running declares them (`defineSection` calls this when its routes
 * module loads): its links to its own new pages work even before the registry lists them (a section in
 * development against the production site).
 */
export function addSectionRoutes(owner: string, table: RouteTable): void {
  for (const [name, route] of known) if (route.owner === owner && !(name in table) && name !== 'home') known.delete(name);
  for (const [name, path] of Object.entries(table)) {
    const current = known.get(name);
    if (!current || current.owner === owner || (name === 'home' && current.owner === 'home')) known.set(name, { path, owner });
  }
}

/** The route a name stands for, or undefined when no deployed section has it. */
export function findRoute(name: string): KnownRoute | undefined {
  return known.get(name);
}

/** Is `name` a page some section (or the shell) has now? Narrows to RouteName. */
export function isRouteName(name: string): name is RouteName {
  return known.has(name);
}

/** Every known route (name, path, owner). */
export function knownRoutes(): ({ name: string } & KnownRoute)[] {
  return [...known].map(([name, route]) => ({ name, ...route }));
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The params a route needs: `{ slug: string }` for '/news/:slug', nothing for '/news'. */
export type RouteParams<N extends RouteName> = [ParamNames<SiteRoutes[N]>] extends [never]
  ? Record<string, never>
  : Record<ParamNames<SiteRoutes[N]>, string>;

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

/** Thrown when a name is in the types but not in the registry (a section rolled back to a version without it). */
export class UnknownRouteError extends Error {
  override name = 'UnknownRouteError';
}

/** The localized href of a named route: localizedPath('news-slug', 'ru', { slug: 'x' }) -> '/ru/news/x'. */
export function localizedPath<N extends RouteName>(name: N, locale: Locale, params?: RouteParams<N>, options: LinkOptions = {}): string {
  const route = known.get(name);
  if (!route) throw new UnknownRouteError(`No deployed section has the page "${name}"`);
  const path = fillPath(route.path, params as Record<string, string> | undefined);
  const hash = options.hash ? `#${options.hash.replace(/^#/, '')}` : '';
  return `${withLocale(path, locale)}${buildQuery(options.query)}${hash}`;
}

/** Which section owns an unprefixed path, by the sections' prefixes (package.json "federation.prefixes", in the registry). */
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
