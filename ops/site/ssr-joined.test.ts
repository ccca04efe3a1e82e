/**
 * Visitors who ask for a page while it is being rendered wait for that render (right after a deploy every page's
 * key is new, and a popular page would otherwise be rendered once per visitor asking); the operators' count of how
 * pages were served.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from './server.ts';
import { RenderAllowance } from './ssr.ts';

let deployDir: string;
let app: FastifyInstance;
const renders = (): string[] => (globalThis as unknown as { __joinedRenders: string[] }).__joinedRenders;
const apiDown = (down: boolean) => ((globalThis as unknown as { __apiDown: boolean }).__apiDown = down);

beforeAll(async () => {
  (globalThis as unknown as { __joinedRenders: string[] }).__joinedRenders = [];
  deployDir = mkdtempSync(join(tmpdir(), 'ssr-joined-'));
  mkdirSync(join(deployDir, 'shell', 'static', 'js'), { recursive: true });
  mkdirSync(join(deployDir, 'mfe'), { recursive: true });
  writeFileSync(
    join(deployDir, 'shell', 'index.html'),
    '<!doctype html><html lang="uz"><head><title>x</title><!--site:head--></head><body><div id="root"><!--site:root--><!--/site:root--></div></body></html>',
  );
  writeFileSync(join(deployDir, 'shell', 'mf-manifest.json'), '{}');
  writeFileSync(
    join(deployDir, 'remotes.json'),
    JSON.stringify({
      schemaVersion: 1,
      remotes: { news: { prefixes: ['/news'], current: { version: '1.0.0', entry: '/mfe/news/1.0.0/mf-manifest.json' }, previous: null } },
    }),
  );
  writeFileSync(join(deployDir, 'shell.json'), JSON.stringify({ current: { version: '1.0.0' }, previous: null }));
  const server = join(deployDir, 'shell', 'versions', '1.0.0', 'server');
  mkdirSync(server, { recursive: true });
  // A shell server build that takes 100 ms a page and says which render made it.
  writeFileSync(
    join(server, 'server.cjs'),
    `exports.createRenderer = async () => ({
      version: '1.0.0',
      render: async (request) => {
        const renders = globalThis.__joinedRenders;
        renders.push(request.url);
        const n = renders.length;
        await new Promise((resolve) => setTimeout(resolve, 100));
        if (request.url.startsWith('/en/news/old')) return { kind: 'redirect', status: 301, location: '/en/news' };
        if (request.url.includes('broken')) return { kind: 'fallback', reason: 'loader-error', cacheable: false };
        // The API away: the page's parts are placeholders, answered 503 (shell/src/server/unavailable.ts).
        if (globalThis.__apiDown) return { kind: 'page', status: 503, head: '<title>News</title>', html: '<main>placeholders</main>', state: '{}', versions: { shell: '1.0.0' }, cacheable: false };
        return { kind: 'page', status: 200, head: '<title>News</title>', html: '<main>render ' + n + '</main>', state: '{}', versions: { shell: '1.0.0' }, cacheable: !request.url.includes('fails') };
      },
    });`,
  );
  app = await createSiteServer({ deployDir, ops: { token: 'ops-token', figures: async () => [] } });
});
afterAll(async () => {
  await app.close();
  rmSync(deployDir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('a page asked for while it renders', () => {
  it('is rendered once for everyone who asked, and cached', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/en/news')));
    expect(renders().filter((url) => url === '/en/news')).toHaveLength(1);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => /<main>[^<]*<\/main>/.exec(answer.body)?.[0])).size).toBe(1);
    expect(answers.map((answer) => answer.headers['x-render']).sort()).toEqual([
      ...Array.from({ length: 5 }, () => 'server; cache=joined'),
      'server; cache=miss',
    ]);
    expect((await get('/en/news')).headers['x-render']).toBe('server; cache=hit');
  });

  it('shares a redirect too', async () => {
    const answers = await Promise.all([get('/en/news/old'), get('/en/news/old')]);
    expect(answers.map((answer) => [answer.statusCode, answer.headers.location])).toEqual([
      [301, '/en/news'],
      [301, '/en/news'],
    ]);
    expect(renders().filter((url) => url === '/en/news/old')).toHaveLength(1);
  });

  it('is not shared when it cannot be kept (a part failed): each visitor gets a render of his own', async () => {
    const answers = await Promise.all([get('/en/news?fails=1'), get('/en/news?fails=1')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(renders().filter((url) => url === '/en/news?fails=1')).toHaveLength(2);
    expect(answers.every((answer) => answer.headers['cache-control'] === 'no-cache')).toBe(true);
  });

  it('is never shared with a signed-in visitor, who gets his own render', async () => {
    const answers = await Promise.all([get('/ru/news'), get('/ru/news', 'tax_signed_in=1')]);
    expect(answers.map((answer) => answer.headers['x-render'])).toEqual(['server; cache=miss', 'server; cache=miss']);
    expect(renders().filter((url) => url === '/ru/news')).toHaveLength(2);
  });

  it("keeps no signed-in visitor's render: neither for the next visitor nor for a CDN", async () => {
    const signedIn = await get('/en/news/kept', 'tax_signed_in=1');
    expect(signedIn.headers['x-render']).toBe('server; cache=miss');
    expect(signedIn.headers['cache-control']).toBe('no-cache');
    const next = await get('/en/news/kept');
    expect(next.headers['x-render']).toBe('server; cache=miss');
    expect(next.body).not.toBe(signedIn.body);
    expect(renders().filter((url) => url === '/en/news/kept')).toHaveLength(2);
    // The anonymous visitor's render is kept, as any other.
    expect((await get('/en/news/kept')).headers['x-render']).toBe('server; cache=hit');
  });
});

describe("the operators' count of pages served (npm run status)", () => {
  interface Rendering {
    rendered: number;
    joined: number;
    clientRendered: Record<string, number>;
    cache: { hits: number; stale: number; pages: number; megabytes: number };
  }
  const counts = async (): Promise<Rendering> =>
    (await app.inject({ method: 'GET', url: '/__ops/rendering', headers: { 'x-ops-token': 'ops-token' } })).json();

  it('is only for the operators token: anyone else gets a 404', async () => {
    expect((await get('/__ops/rendering')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/__ops/rendering', headers: { 'x-ops-token': 'guess' } })).statusCode).toBe(404);
  });

  it('counts pages from the cache, rendered, sharing a render and client-rendered with the reason', async () => {
    const before = await counts();
    await Promise.all([get('/news'), get('/news'), get('/news')]);
    await get('/news');
    await get('/news/broken');
    const after = await counts();
    expect(after.rendered - before.rendered).toBe(1);
    expect(after.joined - before.joined).toBe(2);
    expect(after.cache.hits - before.cache.hits).toBe(1);
    expect((after.clientRendered['loader-error'] ?? 0) - (before.clientRendered['loader-error'] ?? 0)).toBe(1);
    expect(after.cache.pages).toBeGreaterThan(before.cache.pages);
    expect(after.cache.megabytes).toBeGreaterThanOrEqual(0);
  });
});

describe('a client that asks for page after uncached page', () => {
  it('gets client-rendered pages beyond its allowance of renders; cached pages and other clients are served as before', async () => {
    const limited = await createSiteServer({ deployDir, renderAllowance: new RenderAllowance(2, 0.001) });
    try {
      const from = (url: string, ip: string) => limited.inject({ method: 'GET', url, remoteAddress: ip });
      const first = await from('/en/news?cb=1', '10.9.9.9');
      expect(first.headers['x-render']).toBe('server; cache=miss');
      expect((await from('/en/news?cb=2', '10.9.9.9')).headers['x-render']).toBe('server; cache=miss');
      const refused = await from('/en/news?cb=3', '10.9.9.9');
      expect(refused.statusCode).toBe(200);
      expect(refused.headers['x-render']).toBe('client; busy');
      expect(refused.headers['cache-control']).toBe('no-cache');
      // A page in the cache costs nothing: still served from it.
      expect((await from('/en/news?cb=1', '10.9.9.9')).headers['x-render']).toBe('server; cache=hit');
      expect((await from('/en/news?cb=4', '10.1.1.1')).headers['x-render']).toBe('server; cache=miss');
    } finally {
      await limited.close();
    }
  });
});

describe('an address with the tracking parameters of a link from elsewhere', () => {
  it('is rendered and cached as the page without them; a page parameter still makes a page of its own', async () => {
    await get('/en/news?page=7');
    const before = renders().length;
    // Yandex's result click, Facebook's shared post, a newsletter's campaign: each click another id.
    for (const url of [
      '/en/news?page=7&ysclid=lq8z1x2y3',
      '/en/news?fbclid=IwAR0abc&page=7',
      '/en/news?utm_source=tg&page=7&UTM_MEDIUM=post',
    ])
      expect((await get(url)).headers['x-render']).toBe('server; cache=hit');
    expect(renders().length).toBe(before);
    expect((await get('/en/news?page=8&gclid=x')).headers['x-render']).toBe('server; cache=miss');
    expect(renders().at(-1)).toBe('/en/news?page=8');
  });

  it('keeps them on a redirect to a page of the site', async () => {
    const answer = await get('/en/news/old?utm_source=telegram&ysclid=abc1');
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('/en/news?utm_source=telegram&ysclid=abc1');
  });
});

describe('a page whose new render cannot get its data (the API or its database away)', () => {
  let short: FastifyInstance;
  beforeAll(async () => {
    // Fresh for 50 ms, then stale for 50 ms: past that a page is no longer served as it is, but kept for errors.
    const saved = { fresh: process.env.SSR_CACHE_FRESH_MS, stale: process.env.SSR_CACHE_STALE_MS };
    process.env.SSR_CACHE_FRESH_MS = '50';
    process.env.SSR_CACHE_STALE_MS = '50';
    short = await createSiteServer({ deployDir });
    for (const [name, value] of [
      ['SSR_CACHE_FRESH_MS', saved.fresh],
      ['SSR_CACHE_STALE_MS', saved.stale],
    ] as const)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  });
  afterAll(async () => {
    apiDown(false);
    await short.close();
  });
  const ask = (url: string) => short.inject({ method: 'GET', url });

  it("is answered with its last good render, however stale, for no cache to keep; a page it never had is the render's 503", async () => {
    const good = await ask('/news/kept-through');
    expect(good.statusCode).toBe(200);
    expect(good.headers['cache-control']).toMatch(/stale-if-error=86400/);
    await new Promise((resolve) => setTimeout(resolve, 150));
    apiDown(true);
    const kept = await ask('/news/kept-through');
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['x-render']).toBe('server; cache=kept-through-error');
    expect(kept.headers['cache-control']).toBe('no-cache');
    expect(/<main>[^<]*<\/main>/.exec(kept.body)?.[0]).toBe(/<main>[^<]*<\/main>/.exec(good.body)?.[0]);
    const never = await ask('/news/never-rendered');
    expect(never.statusCode).toBe(503);
    expect(never.headers['retry-after']).toBe('30');
    expect(never.body).toContain('<main>placeholders</main>');
    // Back: rendered anew and cached as before.
    apiDown(false);
    const again = await ask('/news/kept-through');
    expect([again.statusCode, again.headers['x-render']]).toEqual([200, 'server; cache=miss']);
    expect(again.body).not.toContain('placeholders');
  });
});
