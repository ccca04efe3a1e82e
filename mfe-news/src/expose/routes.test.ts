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
    // What is further down the page (the video gallery) is started, not waited for.
    queryClient: { fetchQuery: ensureQueryData, prefetchQuery: async () => undefined } as unknown as QueryClient,
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
});
