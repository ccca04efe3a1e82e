import { data, redirect, type Locale, type RemotePage } from '@tax/shared';

/**
 * Named route middleware. A page names what it needs (`middleware: ['auth']`); a page that names none
 * gets the two defaults. A name nobody registered fails the page with 'Unknown middleware {name}' (500).
 */
export interface MiddlewareContext {
  request: Request;
  params: Record<string, string | undefined>;
  locale: Locale;
  page: RemotePage;
}
export type Middleware = (context: MiddlewareContext) => void | Promise<void>;

export const DEFAULT_MIDDLEWARE = ['canonical', 'page-view'] as const;

const registry = new Map<string, Middleware>();

export function registerMiddleware(name: string, middleware: Middleware): void {
  registry.set(name, middleware);
}

export async function runMiddleware(names: readonly string[] | undefined, context: MiddlewareContext): Promise<void> {
  const list = names && names.length > 0 ? names : DEFAULT_MIDDLEWARE;
  for (const name of list) {
    const middleware = registry.get(name);
    if (!middleware) throw data({ message: `Unknown middleware ${name}` }, { status: 500, statusText: 'Internal Server Error' });
    await middleware(context);
  }
}

/** Default 1: one address per page — a trailing slash or doubled slashes redirect to the clean path. */
registerMiddleware('canonical', ({ request }) => {
  const url = new URL(request.url);
  const clean = url.pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  if (clean !== url.pathname) throw redirect(`${clean}${url.search}${url.hash}`);
});

type PageViewListener = (view: { path: string; locale: Locale; page: string }) => void;
const pageViewListeners = new Set<PageViewListener>();

/** The analytics tag (when configured) listens to page views. */
export function onPageView(listener: PageViewListener): () => void {
  pageViewListeners.add(listener);
  return () => pageViewListeners.delete(listener);
}

/** Default 2: a page view for the analytics tag, if one is configured. */
registerMiddleware('page-view', ({ request, locale, page }) => {
  const path = new URL(request.url).pathname;
  for (const listener of pageViewListeners) listener({ path, locale, page: page.name });
});
