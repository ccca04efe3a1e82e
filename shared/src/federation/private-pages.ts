/**
 * Which paths are private pages (a section's `private` pages, carried by the registry): the site server's and the
 * sitemap's question, never the browser's, so this stays out of the kit's first-load part (exported from
 * `@tax/shared/server` only).
 */
import type { RegistryEntry } from './registry.ts';

/** A pattern ('/workspace/items/:id') as a matcher of unprefixed paths. */
function patternMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`).test(path);
}

/**
 * Is this unprefixed path one of a section's private pages, as the registry entry says? A path under a section whose
 * every page is private counts as private even when it names no page (its 404 is no public page either).
 */
export function isPrivatePath(entry: RegistryEntry | undefined, path: string): boolean {
  const names = entry?.private ?? [];
  if (!entry || names.length === 0) return false;
  const routes = entry.routes ?? {};
  if (Object.keys(routes).length > 0 && Object.keys(routes).every((name) => names.includes(name))) return true;
  return names.some((name) => routes[name] !== undefined && patternMatches(routes[name], path));
}
