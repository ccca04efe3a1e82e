import { describe, expect, it, vi } from 'vitest';
import { ApiError, type PageLoaderArgs, type QueryClient } from '@tax/shared';
import { describeRemoteContract } from '@tax/shared/testing';
import routes from './routes.ts';
import pkg from '../../package.json';
import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import en from '../locales/en.json';

// The checks every section remote must pass (shared/src/testing): routes, prefixes, three languages, lazy pages.
describeRemoteContract({ routes, prefixes: pkg.federation.prefixes, strings: { uz, ru, en } });

describe('news remote: widgets and loaders', () => {
  it('has the widgets other sections render (news/LatestNews, news/VideoGallery) as default exports', async () => {
    for (const module of [await import('./LatestNews.tsx'), await import('./VideoGallery.tsx')]) {
      expect(module.default).toBeTypeOf('function');
    }
  });

  const page = (name: string) => routes.pages.find((candidate) => candidate.name === name)!;
  const args = (
    url: string,
    ensureQueryData: (options: { queryKey: readonly unknown[] }) => Promise<unknown>,
    params = {},
  ): PageLoaderArgs => ({
    request: new Request(url),
    params,
    locale: 'ru',
    // What is further down the page (the video gallery) is started, not waited for. What main fetched is read back.
    queryClient: (() => {
      const got = new Map<string, { data?: unknown; error?: unknown }>();
      const key = (k: readonly unknown[]) => JSON.stringify(k);
      return {
        fetchQuery: (options: { queryKey: readonly unknown[] }) =>
          ensureQueryData(options).then(
            (data) => void got.set(key(options.queryKey), { data }),
            (error: unknown) => {
              got.set(key(options.queryKey), { error });
              throw error;
            },
          ),
        prefetchQuery: async () => undefined,
        getQueryData: (k: readonly unknown[]) => got.get(key(k))?.data,
        getQueryState: (k: readonly unknown[]) => got.get(key(k)),
      } as unknown as QueryClient;
    })(),
  });

  it('the list loader prefetches the page, year and topic of the address, in the page language', async () => {
    const ensure = vi.fn(async (_options: { queryKey: readonly unknown[] }) => undefined);
    await page('news').loader!(args('http://site/ru/news?page=3&year=2025&topic=digital&x=1', ensure));
    expect(ensure.mock.calls[0]?.[0]?.queryKey).toEqual(['news', 'list', 'ru', 3, 9, 2025, 'digital']);
  });

  it('the list loader leaves a failed request to the page (its error state and retry)', async () => {
    await expect(
      page('news').loader!(args('http://site/news', async () => Promise.reject(new ApiError(503, 'x', 'down')))),
    ).resolves.toBeNull();
  });

  it('the article loader rejects an unknown slug with the 404, and leaves other failures to the page', async () => {
    const missing = page('news-slug').loader!(
      args('http://site/ru/news/nope', async () => Promise.reject(new ApiError(404, 'not_found', 'no')), { slug: 'nope' }),
    );
    await expect(missing).rejects.toMatchObject({ init: { status: 404 } });
    const down = page('news-slug').loader!(
      args('http://site/ru/news/x', async () => Promise.reject(new ApiError(0, 'network_error', 'offline')), { slug: 'x' }),
    );
    await expect(down).resolves.toBeNull();
    const ensure = vi.fn(async (_options: { queryKey: readonly unknown[] }) => undefined);
    await page('news-slug').loader!(args('http://site/ru/news/x', ensure, { slug: 'x' }));
    expect(ensure.mock.calls[0]?.[0]?.queryKey).toEqual(['news', 'article', 'ru', 'x']);
  });

  it('the article loader answers a withdrawn article with the 410 and an old slug with a 301 to the new address', async () => {
    const gone = page('news-slug').loader!(
      args('http://site/ru/news/old', async () => Promise.reject(new ApiError(410, 'gone', 'gone')), { slug: 'old' }),
    );
    await expect(gone).rejects.toMatchObject({ init: { status: 410 } });
    const renamed = async () => ({ item: { slug: 'new-name' }, previous: null, next: null, related: [] });
    const moved = (await page('news-slug').loader!(args('http://site/ru/news/old-name', renamed, { slug: 'old-name' })).catch(
      (thrown: unknown) => thrown,
    )) as Response;
    expect(moved.status).toBe(301);
    expect(moved.headers.get('Location')).toBe('/ru/news/new-name');
  });

  it("the article loader asks for the editor's draft with the preview token of the address", async () => {
    const ensure = vi.fn(async (_options: { queryKey: readonly unknown[] }) => ({ item: { slug: 'x' }, preview: true }));
    await expect(page('news-slug').loader!(args('http://site/ru/news/x?preview=tok.en', ensure, { slug: 'x' }))).resolves.toBeNull();
    expect(ensure.mock.calls[0]?.[0]?.queryKey).toEqual(['news', 'article', 'ru', 'x', { preview: 'tok.en' }]);
  });
});
