import { data, redirect, type Locale, type RemotePage } from '@tax/shared';

/**
 * Named route middleware. Every page runs the two defaults (`canonical` first, `page-view` last); a page adds
 * what it needs between them (`middleware: ['auth']`). A name nobody provided fails the page with
 * 'Unknown middleware {name}' (500). The shell hands the set to the router at start-up (`createMiddleware`).
 */
export interface MiddlewareContext {
  request: Request;
  params: Record<string, string | undefined>;
  locale: Locale;
  page: RemotePage;
}
export type Middleware = (context: MiddlewareContext) => void | Promise<void>;
export type MiddlewareSet = ReadonlyMap<string, Middleware>;

export const DEFAULT_MIDDLEWARE = ['canonical', 'page-view'] as const;

/** The order a page's middleware runs in: canonical, then what the page names (once each), then page-view. */
export function middlewareOrder(names: readonly string[] | undefined): string[] {
  const named = [...new Set(names ?? [])].filter((name) => !(DEFAULT_MIDDLEWARE as readonly string[]).includes(name));
  return ['canonical', ...named, 'page-view'];
}

export async function runMiddleware(names: readonly string[] | undefined, context: MiddlewareContext, set: MiddlewareSet): Promise<void> {
  for (const name of middlewareOrder(names)) {
    const middleware = set.get(name);
    if (!middleware) throw data({ message: `Unknown middleware ${name}` }, { status: 500, statusText: 'Internal Server Error' });
    await middleware(context);
  }
}

/** Default 1: one address per page — a trailing slash or doubled slashes redirect to the clean path. */
export const canonical: Middleware = ({ request }) => {
  const url = new URL(request.url);
  const clean = url.pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  if (clean !== url.pathname) throw redirect(`${clean}${url.search}${url.hash}`);
};

export interface PageView {
  path: string;
  locale: Locale;
  page: string;
}

/** Page views, for the analytics tag when one is configured. */
export class PageViews {
  private listeners = new Set<(view: PageView) => void>();
  listen(listener: (view: PageView) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  emit(view: PageView): void {
    for (const listener of this.listeners) listener(view);
  }
}

/** The middleware set: the two defaults and the named ones the shell provides (`auth`). */
export function createMiddleware(named: Record<string, Middleware>, pageViews: PageViews): MiddlewareSet {
  return new Map<string, Middleware>([
    ['canonical', canonical],
    // Default 2: a page view for the analytics tag.
    ['page-view', ({ request, locale, page }) => pageViews.emit({ path: new URL(request.url).pathname, locale, page: page.name })],
    ...Object.entries(named),
  ]);
}
