import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageCache, PageRenderer, RenderAllowance } from './ssr.ts';

afterEach(() => vi.useRealTimers());

describe('page cache', () => {
  it('serves a page fresh, then stale (for a refresh behind it), then forgets it', () => {
    vi.useFakeTimers({ now: 0 });
    const cache = new PageCache(60_000, 300_000);
    cache.set('k', { status: 200, html: '<p>', storedAt: Date.now() });
    expect(cache.get('k')?.fresh).toBe(true);
    vi.setSystemTime(61_000);
    expect(cache.get('k')?.fresh).toBe(false);
    vi.setSystemTime(361_001);
    expect(cache.get('k')).toBeNull();
    expect({ hits: cache.hits, stale: cache.stale, misses: cache.misses }).toEqual({ hits: 1, stale: 1, misses: 1 });
  });

  it('keeps a page past its stale time only for when a new render fails (lastGood), for a day, then forgets it', () => {
    vi.useFakeTimers({ now: 0 });
    const cache = new PageCache(60_000, 300_000);
    cache.set('k', { status: 200, html: '<p>', storedAt: Date.now() });
    expect(cache.lastGood('k')?.html).toBe('<p>');
    vi.setSystemTime(361_000 + 23 * 3600_000);
    expect(cache.get('k')).toBeNull();
    expect(cache.lastGood('k')?.html).toBe('<p>');
    vi.setSystemTime(361_000 + 24 * 3600_000);
    expect(cache.get('k')).toBeNull();
    expect(cache.lastGood('k')).toBeNull();
    expect(cache.kept).toBe(2);
  });

  it('keeps no more pages than its memory allows, forgetting the least recently used first', () => {
    // A page of 10,000 characters counts 22,000 bytes (two a character, and room for its compressed copies).
    const cache = new PageCache(60_000, 300_000, 2000, 50_000);
    const page = () => ({ status: 200, html: 'x'.repeat(10_000), storedAt: Date.now() });
    cache.set('/a', page());
    cache.set('/b', page());
    expect(cache.get('/a')).not.toBeNull();
    cache.set('/c', page());
    expect(cache.get('/a')).not.toBeNull();
    expect(cache.get('/b')).toBeNull();
    expect(cache.get('/c')).not.toBeNull();
  });
});

describe('page renderer', () => {
  const renderer = new PageRenderer({
    deployDir: mkdtempSync(join(tmpdir(), 'ssr-')),
    mfeDir: '/srv/mfe',
    api: null,
    apiBase: '/api',
    log: () => undefined,
  });

  it("finds a version's server container beside its manifest, only inside the published versions", () => {
    expect(renderer.serverEntryFile('news', { version: '1.0.2', entry: '/mfe/news/1.0.2/mf-manifest.json' })).toBe(
      '/srv/mfe/news/1.0.2/server/remoteEntry.cjs',
    );
    for (const entry of ['/mfe/../../etc/mf-manifest.json', 'http://localhost:3004/mf-manifest.json', '/elsewhere/mf-manifest.json']) {
      expect(() => renderer.serverEntryFile('news', { version: 'x', entry })).toThrow(/not a published version here/);
    }
  });

  it('keeps the last shell record it read while the record cannot be read (a hand-edited file), and follows a new one', () => {
    let record: () => { current: { version: string }; previous: { version: string } | null } | null = () => ({
      current: { version: '1.1.0' },
      previous: { version: '1.0.0' },
    });
    const live = new PageRenderer({ deployDir: '/nowhere', mfeDir: '/srv/mfe', api: null, apiBase: '/api', shellRecord: () => record() });
    expect(live.liveShell()).toBe('1.1.0');
    record = () => {
      throw new SyntaxError('Unexpected end of JSON input');
    };
    expect(live.liveShell()).toBe('1.1.0');
    record = () => ({ current: { version: '1.0.0' }, previous: { version: '1.1.0' } });
    expect(live.liveShell()).toBe('1.0.0');
  });

  it('falls back to the client-rendered page when no shell is published (no shell record)', async () => {
    const result = await renderer.render(
      {
        url: '/en/news',
        origin: 'http://x',
        registry: { schemaVersion: 1, remotes: {} },
        config: { apiBase: '/api', siteUrl: '', registryUrl: '/remotes.json', analytics: null },
      },
      '127.0.0.1',
    );
    expect(result).toMatchObject({ kind: 'fallback', reason: 'no-shell-record', cacheable: false });
  });
});

describe('render allowance per client', () => {
  it('gives each client a burst of renders, then as many as refill; other clients keep theirs', () => {
    let now = 0;
    const allowance = new RenderAllowance(3, 2, () => now);
    expect([1, 2, 3, 4].map(() => allowance.take('10.0.0.1'))).toEqual([true, true, true, false]);
    expect(allowance.take('10.0.0.2')).toBe(true);
    now += 500; // one render back (2 a second)
    expect(allowance.take('10.0.0.1')).toBe(true);
    expect(allowance.take('10.0.0.1')).toBe(false);
    now += 60_000; // never more than the burst
    expect([1, 2, 3, 4].map(() => allowance.take('10.0.0.1'))).toEqual([true, true, true, false]);
  });
});
