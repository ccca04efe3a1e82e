import { ROUTES, type RouteName } from '@tax/shared';

export interface RouteTarget {
  to: RouteName;
  params: Record<string, string>;
}

/**
 * Turns a site path the API hands out ('/services/e-invoice', '/news/x') into a named route of the typed
 * route map, so that links to it are built by LocalizedLink in the active language. Null when no route matches.
 */
export function routeForPath(path: string): RouteTarget | null {
  const clean = path.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  const parts = clean.split('/').filter(Boolean);
  for (const [name, route] of Object.entries(ROUTES)) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((segment, index) => {
      const part = parts[index] ?? '';
      if (segment.startsWith(':')) {
        if (!part) return false;
        params[segment.slice(1)] = decodeURIComponent(part);
        return true;
      }
      return segment === part;
    });
    if (ok) return { to: name as RouteName, params };
  }
  return null;
}
