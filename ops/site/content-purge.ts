/**
 * Editorial publishing reaches the site server's page cache: when the API says content changed (on this server or
 * another on the same database, see api/src/editorial/content-changes.ts), the cached pages that show it are dropped,
 * in every language, whatever their query string (`/ru/news?page=2`), so the next visitor gets a fresh render.
 */
import type { ContentChange } from '@tax/api';

/** The site path of a page cache key (`<shell> <origin> <path?query> <versions>[ registry=asked]`, ops/site/pages.ts). */
export function pathOfCacheKey(key: string): string | null {
  const target = key.split(' ')[2];
  return target ? (target.split('?')[0] ?? null) : null;
}

/** Every localized form of a change's paths: `/news` is `/news`, `/ru/news` and `/en/news`; `/` is `/`, `/ru`, `/en`. */
export function localizedPaths(change: ContentChange): Set<string> {
  const out = new Set<string>();
  for (const path of change.paths) {
    out.add(path);
    for (const prefix of ['/ru', '/en']) out.add(path === '/' ? prefix : `${prefix}${path}`);
  }
  return out;
}

/** Drops the pages a change touches from a cache that can drop by key; returns how many went. */
export function purgeContentPages(cache: { dropWhere(predicate: (key: string) => boolean): number }, change: ContentChange): number {
  const paths = localizedPaths(change);
  return cache.dropWhere((key) => {
    const path = pathOfCacheKey(key);
    return path !== null && paths.has(decodeURI(path).replace(/(.)\/+$/, '$1'));
  });
}

/**
 * A link nobody else may be served: a password reset's `?token=` and an editor's `?preview=` (a draft). Such pages
 * are never cached, here or at a CDN.
 */
export const oneTimeLink = (params: URLSearchParams): boolean => params.has('token') || params.has('preview');
