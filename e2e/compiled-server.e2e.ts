/**
 * Production runs compiled JavaScript (issue 15 item 5): the process `npm start` leaves serving the site is plain
 * node on dist/server/site.js, with no TypeScript loader (tsx, esbuild) in it or under it, and it serves the pages
 * and the API.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { baseURL, openSession, pageReady, type Session } from './support/browser.ts';
import { ROOT } from './support/paths.ts';

interface Proc {
  pid: number;
  argv: string[];
  env: string[];
}

/** The processes whose parent is `parent` (Linux /proc). */
function childrenOf(parent: number): Proc[] {
  const found: Proc[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name in parentheses may hold spaces: the fields after its closing one are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== parent) continue;
      const read = (file: string) => readFileSync(`/proc/${entry}/${file}`, 'utf8').split('\0').filter(Boolean);
      found.push({ pid: Number(entry), argv: read('cmdline'), env: read('environ') });
    } catch {
      // It ended while we looked.
    }
  }
  return found;
}

describe('the production server', () => {
  let session: Session | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('is plain node running the compiled site server, with no TypeScript loader in or under it', () => {
    const launcher = inject('launcherPid');
    expect(launcher, 'this test checks the server the suite starts itself (E2E_BASE_URL unset)').toBeGreaterThan(0);
    const [server, ...others] = childrenOf(launcher);
    expect(others).toEqual([]);
    expect(server!.argv.slice(1)).toEqual(['--enable-source-maps', join(ROOT, 'dist', 'server', 'site.js')]);
    const loaders = /tsx|esbuild|--import|--loader|--require|--experimental/;
    expect(server!.argv.filter((arg) => loaders.test(arg))).toEqual([]);
    expect(server!.env.filter((line) => line.startsWith('NODE_OPTIONS=') && loaders.test(line))).toEqual([]);
    // Nothing beneath it runs tsx or a loader. An esbuild service child may be there: the build step reads each
    // section's routes.ts with esbuild's transform (ops/build/route-table.ts) when it rebuilds; that compiles build
    // input, not the server's own code, which the two checks above prove is plain JavaScript.
    const childLoaders = /tsx|--import|--loader|--require|--experimental/;
    expect(childrenOf(server!.pid).filter((child) => child.argv.some((arg) => childLoaders.test(arg)))).toEqual([]);
  });

  it('serves a page and the API', async () => {
    const news = await fetch(`${baseURL()}/api/news`);
    expect(news.status).toBe(200);
    expect(((await news.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);

    session = await openSession();
    const { page } = session;
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await pageReady(page);
    expect(await page.getAttribute('html', 'lang')).toBe('uz');
    await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
  });

  it('renders pages on its render threads, not in the thread that answers the connections', async () => {
    const port = new URL(baseURL()).port;
    const token = readFileSync(join(inject('deployDir'), '.ops', `${port}.token`), 'utf8').trim();
    const rendering = async () => {
      const response = await fetch(`${baseURL()}/__ops/rendering`, { headers: { 'x-ops-token': token } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { threads: { threads: number; running: number; rendered: number } | null }).threads;
    };
    const before = await rendering();
    expect(before?.threads).toBeGreaterThanOrEqual(1);
    expect(before?.running).toBe(before?.threads);
    // An address no one has asked for: a render, not the cache.
    const response = await fetch(`${baseURL()}/ru/news?threads=${Date.now()}`);
    expect(response.headers.get('x-render')).toBe('server; cache=miss');
    expect(await response.text()).toContain('<h1');
    expect((await rendering())?.rendered).toBeGreaterThan(before?.rendered ?? 0);
  });
});
