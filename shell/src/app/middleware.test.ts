import { describe, expect, it } from 'vitest';
import type { RemotePage } from '@tax/shared';
import { DEFAULT_MIDDLEWARE, PageViews, createMiddleware, middlewareOrder, runMiddleware } from './middleware.ts';

const page: RemotePage = { name: 'news', path: '/news', layout: 'default', load: async () => ({}) };
const context = (url: string, extra: Partial<RemotePage> = {}) => ({
  request: new Request(url),
  params: {},
  locale: 'en' as const,
  page: { ...page, ...extra },
});

async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('route middleware', () => {
  it('runs the two defaults when a page names none', async () => {
    expect(DEFAULT_MIDDLEWARE).toEqual(['canonical', 'page-view']);
    const pageViews = new PageViews();
    const views: string[] = [];
    pageViews.listen((view) => views.push(`${view.locale}:${view.path}:${view.page}`));
    await runMiddleware(undefined, context('http://site/en/news'), createMiddleware({}, pageViews));
    expect(views).toEqual(['en:/en/news:news']);
  });

  it("fails a page that names an unknown middleware with 'Unknown middleware {name}' (500)", async () => {
    const error = await thrown(() => runMiddleware(['nope'], context('http://site/en/news'), createMiddleware({}, new PageViews())));
    // react-router turns this thrown `data()` into the route's error response with the same status.
    expect((error as { init: { status: number } }).init.status).toBe(500);
    expect((error as { data: { message: string } }).data.message).toBe('Unknown middleware nope');
  });

  it('adds the named middleware to the defaults: canonical, the named ones in order, then page-view', async () => {
    expect(middlewareOrder(['auth'])).toEqual(['canonical', 'auth', 'page-view']);
    expect(middlewareOrder(['page-view', 'a', 'a', 'canonical', 'b'])).toEqual(['canonical', 'a', 'b', 'page-view']);
    const order: string[] = [];
    const pageViews = new PageViews();
    pageViews.listen(() => order.push('page-view'));
    const set = createMiddleware({ first: () => void order.push('first'), second: async () => void order.push('second') }, pageViews);
    await runMiddleware(['first', 'second'], context('http://site/en/news'), set);
    expect(order).toEqual(['first', 'second', 'page-view']);
  });

  it('a page naming auth still gets canonical: an unclean address redirects before auth runs', async () => {
    let authRan = false;
    const set = createMiddleware({ auth: () => void (authRan = true) }, new PageViews());
    const response = (await thrown(() => runMiddleware(['auth'], context('http://site/en/personal/product/'), set))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en/personal/product');
    expect(authRan).toBe(false);
  });

  it('canonical: a trailing or doubled slash redirects to the clean address, keeping the query', async () => {
    const set = createMiddleware({}, new PageViews());
    const response = (await thrown(() => runMiddleware([], context('http://site/en//news/?page=2'), set))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en/news?page=2');
    await expect(runMiddleware([], context('http://site/en/news'), set)).resolves.toBeUndefined();
  });
});
