import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageCache, PageRenderer } from './ssr.ts';

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

/**
 * A published shell whose server build renders when the test says so: `globalThis.__ssrTurns` holds the order renders
 * started in and a gate per address.
 */
function shellThatWaits(): string {
  const deployDir = mkdtempSync(join(tmpdir(), 'ssr-turns-'));
  writeFileSync(join(deployDir, 'shell.json'), JSON.stringify({ current: { version: '1.0.0' }, previous: null }));
  const dir = join(deployDir, 'shell', 'versions', '1.0.0', 'server');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'server.cjs'),
    `exports.createRenderer = async () => ({
      version: '1.0.0',
      render: async (request) => {
        const turns = globalThis.__ssrTurns;
        turns.started.push(request.url);
        await new Promise((resolve) => { turns.release[request.url] = resolve; });
        return { kind: 'page', status: 200, head: '', html: request.url, state: '{}', versions: {}, cacheable: true };
      },
    });`,
  );
  return deployDir;
}

describe('renders in turn', () => {
  interface Turns {
    started: string[];
    release: Record<string, () => void>;
  }
  const turns = (): Turns => (globalThis as unknown as { __ssrTurns: Turns }).__ssrTurns;
  const ask = (renderer: PageRenderer, url: string) =>
    renderer.render(
      {
        url,
        origin: 'http://x',
        registry: { schemaVersion: 1, remotes: {} },
        config: { apiBase: '/api', siteUrl: '', registryUrl: '/remotes.json', analytics: null },
      },
      '127.0.0.1',
    );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('runs as many renders at once as it may, the others first come first served', async () => {
    (globalThis as unknown as { __ssrTurns: Turns }).__ssrTurns = { started: [], release: {} };
    const renderer = new PageRenderer({
      deployDir: shellThatWaits(),
      mfeDir: '/srv/mfe',
      api: null,
      apiBase: '/api',
      concurrency: 2,
      log: () => undefined,
    });
    const pages = ['/a', '/b', '/c', '/d'].map((url) => ask(renderer, url));
    await settle();
    expect(turns().started).toEqual(['/a', '/b']);
    expect(renderer.load).toEqual({ running: 2, waiting: 2 });
    turns().release['/b']!();
    await settle();
    expect(turns().started).toEqual(['/a', '/b', '/c']);
    turns().release['/a']!();
    turns().release['/c']!();
    await settle();
    turns().release['/d']!();
    const results = await Promise.all(pages);
    expect(results.map((result) => (result.kind === 'page' ? result.html : result.kind))).toEqual(['/a', '/b', '/c', '/d']);
    expect(renderer.load).toEqual({ running: 0, waiting: 0 });
  });

  it('counts the budget from the request: one that waited it out gets the client-rendered page and is never rendered', async () => {
    (globalThis as unknown as { __ssrTurns: Turns }).__ssrTurns = { started: [], release: {} };
    const logged: string[] = [];
    const renderer = new PageRenderer({
      deployDir: shellThatWaits(),
      mfeDir: '/srv/mfe',
      api: null,
      apiBase: '/api',
      concurrency: 1,
      budgetMs: 60,
      log: (event) => logged.push(event.message),
    });
    const first = ask(renderer, '/slow');
    const second = ask(renderer, '/waiting');
    expect(await second).toMatchObject({ kind: 'fallback', reason: 'timeout', cacheable: false });
    expect(await first).toMatchObject({ kind: 'fallback', reason: 'timeout' });
    turns().release['/slow']!();
    await settle();
    expect(turns().started).toEqual(['/slow']);
    expect(renderer.load).toEqual({ running: 0, waiting: 0 });
    expect(logged).toContain('render took longer than 60 ms');
  });

  it('answers at once, without rendering, when the queue is full, and says so in the log', async () => {
    (globalThis as unknown as { __ssrTurns: Turns }).__ssrTurns = { started: [], release: {} };
    const logged: string[] = [];
    const renderer = new PageRenderer({
      deployDir: shellThatWaits(),
      mfeDir: '/srv/mfe',
      api: null,
      apiBase: '/api',
      concurrency: 1,
      queueMax: 1,
      log: (event) => logged.push(event.message),
    });
    const running = ask(renderer, '/one');
    const waiting = ask(renderer, '/two');
    await settle();
    expect(await ask(renderer, '/three')).toMatchObject({ kind: 'fallback', reason: 'busy', cacheable: false });
    expect(logged.some((message) => /sent unrendered: 1 renders were waiting/.test(message))).toBe(true);
    turns().release['/one']!();
    await settle();
    turns().release['/two']!();
    expect((await running).kind).toBe('page');
    expect((await waiting).kind).toBe('page');
    expect(turns().started).toEqual(['/one', '/two']);
  });
});
