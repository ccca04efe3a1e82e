import { describe, expect, it } from 'vitest';
import type { RemotePage } from '@tax/shared';
import { DEFAULT_MIDDLEWARE, onPageView, registerMiddleware, runMiddleware } from './middleware.ts';

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
    const views: string[] = [];
    const stop = onPageView((view) => views.push(`${view.locale}:${view.path}:${view.page}`));
    await runMiddleware(undefined, context('http://site/en/news'));
    stop();
    expect(views).toEqual(['en:/en/news:news']);
  });

  it("fails a page that names an unknown middleware with 'Unknown middleware {name}' (500)", async () => {
    const error = await thrown(() => runMiddleware(['nope'], context('http://site/en/news')));
    // react-router turns this thrown `data()` into the route's error response with the same status.
    expect((error as { init: { status: number } }).init.status).toBe(500);
    expect((error as { data: { message: string } }).data.message).toBe('Unknown middleware nope');
  });

  it('runs the named middleware in order, instead of the defaults', async () => {
    const order: string[] = [];
    registerMiddleware('first', () => void order.push('first'));
    registerMiddleware('second', async () => void order.push('second'));
    const views: string[] = [];
    const stop = onPageView((view) => views.push(view.path));
    await runMiddleware(['first', 'second'], context('http://site/en/news'));
    stop();
    expect(order).toEqual(['first', 'second']);
    expect(views).toEqual([]);
  });

  it('canonical: a trailing or doubled slash redirects to the clean address, keeping the query', async () => {
    const response = (await thrown(() => runMiddleware(['canonical'], context('http://site/en//news/?page=2')))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en/news?page=2');
    await expect(runMiddleware(['canonical'], context('http://site/en/news'))).resolves.toBeUndefined();
  });
});
