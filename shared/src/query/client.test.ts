import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './client.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('createQueryClient', () => {
  it('on the server, keeps no timer once a query has its data (a render and its client are freed with it)', async () => {
    vi.useFakeTimers();
    const client = createQueryClient({ server: true });
    await client.prefetchQuery({ queryKey: ['article', 'a'], queryFn: async () => ({ title: 'A' }) });
    await client.prefetchQuery({ queryKey: ['news'], queryFn: async () => [] });
    expect(client.getQueryData(['article', 'a'])).toEqual({ title: 'A' });
    // A garbage-collection timer per query would hold the client (and the whole render) until it fired.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('in the browser, forgets a query nobody uses after half an hour', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['news'], queryFn: async () => [] });
    expect(client.getQueryCache().find({ queryKey: ['news'] })).toBeDefined();
    vi.advanceTimersByTime(30 * 60_000 - 1);
    expect(client.getQueryCache().find({ queryKey: ['news'] })).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(client.getQueryCache().find({ queryKey: ['news'] })).toBeUndefined();
  });
});
