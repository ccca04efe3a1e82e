/**
 * Caching during a canary, and the page a previous version rendered (issue 42, observations 4 and 5): a running news
 * canary made every page of every section `no-cache` for every visitor, so a CDN kept nothing; now only the pages
 * composed from the canary's section depend on the visitor's bucket. A page rendered by a section's previous version
 * (its current one's server code failed) named the failed version's files and was cached for a minute.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createSiteServer } from './server.ts';

const dirs: string[] = [];
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const entry = (section: string, version: string) => ({ version, entry: `/mfe/${section}/${version}/mf-manifest.json` });

/** A shell server build standing in for the real one: the page of each section, the home page with the news widget. */
const SHELL_SERVER = `exports.createRenderer = async () => ({
  version: '1.0.0',
  render: async (request) => {
    const path = new URL(request.url, request.origin).pathname.replace(/^\\/(ru|en)(?=\\/|$)/, '') || '/';
    const owner = path.startsWith('/news') ? 'news' : path.startsWith('/about') ? 'about' : 'home';
    const remote = request.registry.remotes[owner];
    // A version whose server code fails: the previous one renders (the real renderer's loadWithFallback).
    const version = remote.current.version.endsWith('-broken') ? remote.previous.version : remote.current.version;
    const versions = { shell: '1.0.0', [owner]: version };
    if (owner === 'home') versions.news = request.registry.remotes.news.current.version;
    const news = owner === 'home' ? ' latest news by ' + versions.news : '';
    return { kind: 'page', status: 200, head: '<title>' + owner + '</title>', html: '<main>' + owner + ' ' + version + news + '</main>', state: '{}', versions, cacheable: true };
  },
});`;

/** A deploy folder with the shell, each section's published versions (a manifest with a stylesheet each) and the registry. */
async function site(
  remotes: Record<string, unknown>,
  onFailedRender?: (failed: { app: string; version: string }[]) => void,
): Promise<FastifyInstance> {
  const deployDir = mkdtempSync(join(tmpdir(), 'canary-caching-'));
  dirs.push(deployDir);
  mkdirSync(join(deployDir, 'shell', 'static', 'js'), { recursive: true });
  writeFileSync(
    join(deployDir, 'shell', 'index.html'),
    '<!doctype html><html lang="uz"><head><title>x</title><!--site:head--></head><body><div id="root"><!--site:root--><!--/site:root--></div></body></html>',
  );
  writeFileSync(join(deployDir, 'shell', 'mf-manifest.json'), '{}');
  writeFileSync(join(deployDir, 'shell.json'), JSON.stringify({ current: { version: '1.0.0' }, previous: null }));
  mkdirSync(join(deployDir, 'shell', 'versions', '1.0.0', 'server'), { recursive: true });
  writeFileSync(join(deployDir, 'shell', 'versions', '1.0.0', 'server', 'server.cjs'), SHELL_SERVER);
  for (const [section, remote] of Object.entries(remotes) as [string, Record<string, { version: string } | null>][]) {
    for (const published of [remote.current, remote.previous, remote.canary]) {
      if (!published) continue;
      const dir = join(deployDir, 'mfe', section, published.version);
      mkdirSync(join(dir, 'static', 'css'), { recursive: true });
      writeFileSync(join(dir, 'static', 'css', '1.abc.css'), `.${section}{color:#000}`);
      writeFileSync(
        join(dir, 'mf-manifest.json'),
        JSON.stringify({
          exposes: [{ path: './routes', assets: { js: { sync: ['static/js/routes.js'] }, css: { sync: ['static/css/1.abc.css'] } } }],
        }),
      );
    }
  }
  writeFileSync(join(deployDir, 'remotes.json'), JSON.stringify({ schemaVersion: 1, remotes }));
  const app = await createSiteServer({
    deployDir,
    ops: { token: 'ops-token', figures: async () => [] },
    ...(onFailedRender ? { onFailedRender } : {}),
  });
  apps.push(app);
  return app;
}

const sections = (news: Record<string, unknown>) => ({
  home: { prefixes: ['/'], current: entry('home', '1.0.0'), previous: null },
  about: { prefixes: ['/about'], current: entry('about', '1.0.0'), previous: null },
  news: { prefixes: ['/news'], current: entry('news', '1.0.0'), previous: null, ...news },
});
const NEWS_CANARY = { canary: { ...entry('news', '1.1.0'), percent: 50 } };

const get = (app: FastifyInstance, url: string, bucket?: number) =>
  app.inject({ method: 'GET', url, headers: bucket === undefined ? {} : { cookie: `site_bucket=${bucket}` } });
/** The registry the page carries for the browser, if any. */
const island = (html: string) => {
  const found = /<script id="site-registry" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return found
    ? (JSON.parse(found) as { remotes: Record<string, { current: { version: string }; previous: { version: string } | null }> })
    : null;
};

describe('during a news canary', () => {
  it('a page of another section is cached exactly as without a canary, and the same page for both buckets', async () => {
    const plain = await site(sections({}));
    const canary = await site(sections(NEWS_CANARY));
    const before = await get(plain, '/ru/about');
    expect(before.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=60, /);

    const fresh = await get(canary, '/ru/about');
    const inCanary = await get(canary, '/ru/about', 3);
    const outside = await get(canary, '/ru/about', 97);
    for (const answer of [fresh, inCanary, outside]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe(before.headers['cache-control']);
      // Nothing for a CDN to key on: no bucket cookie set, no Vary on it.
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(String(answer.headers.vary)).not.toMatch(/cookie/i);
      expect(answer.body).toBe(fresh.body);
    }
    // One render for everyone (the others came from the cache); the browser asks /remotes.json for its bucket's registry.
    expect([inCanary.headers['x-render'], outside.headers['x-render']]).toEqual(['server; cache=hit', 'server; cache=hit']);
    expect(island(fresh.body)).toBeNull();
    expect(island(before.body)?.remotes.news?.current.version).toBe('1.0.0');
    const registry = await get(canary, '/remotes.json', 3);
    expect(registry.json().remotes.news.current.version).toBe('1.1.0');
  });

  it("the canary's section's pages are chosen by bucket and kept by no shared cache", async () => {
    const canary = await site(sections(NEWS_CANARY));
    const inCanary = await get(canary, '/ru/news', 3);
    const outside = await get(canary, '/ru/news', 97);
    for (const answer of [inCanary, outside]) {
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(String(answer.headers.vary)).toMatch(/cookie/i);
    }
    expect(inCanary.body).toContain('<main>news 1.1.0</main>');
    expect(island(inCanary.body)?.remotes.news?.current.version).toBe('1.1.0');
    expect(inCanary.body).toContain('/mfe/news/1.1.0/static/css/1.abc.css');
    expect(outside.body).toContain('<main>news 1.0.0</main>');
    expect(outside.body).not.toContain('/mfe/news/1.1.0/');
    // A first visit gets its bucket.
    expect(String((await get(canary, '/ru/news')).headers['set-cookie'])).toMatch(/^site_bucket=\d{1,2};/);
  });

  it("a page whose server render has the canary's widget (here the home page's latest news) is chosen by bucket too", async () => {
    const canary = await site(sections(NEWS_CANARY));
    for (let round = 0; round < 2; round++) {
      const inCanary = await get(canary, '/ru', 3);
      const outside = await get(canary, '/ru', 97);
      expect(inCanary.body).toContain('latest news by 1.1.0');
      expect(island(inCanary.body)?.remotes.news?.current.version).toBe('1.1.0');
      expect(outside.body).toContain('latest news by 1.0.0');
      for (const answer of [inCanary, outside]) expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('a page rendered by the previous version (the current one failed on the server)', () => {
  it('names the version that rendered it in its stylesheets, scripts and registry, and no cache keeps it', async () => {
    const failedRenders: { app: string; version: string }[] = [];
    const app = await site(sections({ current: entry('news', '1.0.2-broken'), previous: entry('news', '1.0.1') }), (failed) =>
      failedRenders.push(...failed),
    );
    for (let round = 0; round < 2; round++) {
      const page = await get(app, '/en/news');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<main>news 1.0.1</main>');
      expect(page.body).toContain('<link rel="stylesheet" href="/mfe/news/1.0.1/static/css/1.abc.css">');
      expect(page.body).not.toContain('/mfe/news/1.0.2-broken/static/');
      expect(page.body).not.toContain('/mfe/news/1.0.2-broken/remoteEntry.js');
      // The browser hydrates with the code that made the markup; the failed version is only its last resort.
      expect(island(page.body)?.remotes.news).toMatchObject({ current: { version: '1.0.1' }, previous: { version: '1.0.2-broken' } });
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['x-render-fallback']).toBe('news 1.0.1');
      // Rendered anew each time: the next render may well have the current version.
      expect(page.headers['x-render']).toBe('server; cache=miss');
    }
    // Counted for the operators (/__ops/rendering, on this machine): no browser reports the version that failed here.
    const served = await app.inject({ method: 'GET', url: '/__ops/rendering', headers: { 'x-ops-token': 'ops-token' } });
    expect(served.json().byPreviousVersion).toEqual({ 'news 1.0.1': 2 });
    // ...and told to release health as failed page views of the version that failed, so a canary of it still ends.
    expect(failedRenders).toEqual([
      { app: 'news', version: '1.0.2-broken' },
      { app: 'news', version: '1.0.2-broken' },
    ]);
    // The other sections' pages are untouched.
    expect((await get(app, '/en/about')).headers['cache-control']).toMatch(/s-maxage=60/);
  });
});
