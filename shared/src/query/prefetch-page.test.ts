import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { prefetchPage } from './prefetch-page.ts';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const ok = (key: string, value: unknown = key) => queryOptions({ queryKey: [key], queryFn: async () => value });
const failing = (key: string, status: number) =>
  queryOptions({ queryKey: [key], queryFn: async (): Promise<string> => Promise.reject(new ApiError(status, 'x', 'x')) });

describe('prefetchPage: the one way a loader prefetches', () => {
  it('waits for main and wait, fills the shared cache, and starts later without waiting for it', async () => {
    const queryClient = client();
    let release: (value: string) => void = () => undefined;
    const slow = queryOptions({ queryKey: ['slow'], queryFn: () => new Promise<string>((resolve) => (release = resolve)) });
    await expect(prefetchPage({ queryClient }, { main: ok('article'), wait: [ok('list')], later: [slow] })).resolves.toBeNull();
    expect(queryClient.getQueryData(['article'])).toBe('article');
    expect(queryClient.getQueryData(['list'])).toBe('list');
    expect(queryClient.getQueryState(['slow'])?.fetchStatus).toBe('fetching');
    release('done');
  });

  it('rejects the route with the 404 when main is unknown, and only then', async () => {
    await expect(prefetchPage({ queryClient: client() }, { main: failing('article', 404) })).rejects.toMatchObject({
      init: { status: 404 },
    });
    // An address the API will not look up is no page either: a slug over its length (414), a malformed one (400).
    for (const status of [414, 400])
      await expect(prefetchPage({ queryClient: client() }, { main: failing('article', status) })).rejects.toMatchObject({
        init: { status: 404 },
      });
    // Withdrawn (an unpublished article): 410, the shell's "removed" page.
    await expect(prefetchPage({ queryClient: client() }, { main: failing('article', 410) })).rejects.toMatchObject({
      init: { status: 410 },
    });
    // A failure of main other than these, or of anything else, is left to the page (its error state and retry).
    await expect(prefetchPage({ queryClient: client() }, { main: failing('article', 503) })).resolves.toBeNull();
    await expect(prefetchPage({ queryClient: client() }, { main: ok('article'), wait: [failing('list', 404)] })).resolves.toBeNull();
    const queryClient = client();
    await prefetchPage({ queryClient }, { wait: [failing('list', 500)] });
    expect(queryClient.getQueryState(['list'])?.status).toBe('error');
  });
});
