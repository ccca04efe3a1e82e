import { matchPath } from 'react-router';
import { knownRoutes, type RouteName, type RouteParams } from './route-map.ts';

export interface RouteTarget {
  to: RouteName;
  /** The params the matched pattern names, ready for `<LocalizedLink to={target.to} params={target.params}>`. */
  params: RouteParams<RouteName>;
}

/**
 * Turns a site path the API hands out ('/services/e-invoice', '/news/x') into a named page, so that the link to it
 * is built by LocalizedLink in the page's language. Static pages win over patterns ('/services/prices' over
 * '/services/:slug'), as in the router. Null when no page matches.
 */
export function routeOfPath(path: string): RouteTarget | null {
  const clean = path.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  const routes = knownRoutes().sort((a, b) => a.path.split(':').length - b.path.split(':').length);
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, clean);
    if (match) {
      // matchPath leaves params as they are in the path; LocalizedLink encodes them again.
      const params = Object.fromEntries(Object.entries(match.params).map(([key, value]) => [key, decode(value ?? '')]));
      // Exactly the params the matched pattern names: what RouteParams asks of that route.
      return { to: route.name as RouteName, params: params as unknown as RouteParams<RouteName> };
    }
  }
  return null;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
