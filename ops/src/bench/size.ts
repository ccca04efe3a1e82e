/**
 * Bundle size and request figures, measured in a real browser against the production build:
 * for each page, the JavaScript and CSS a fresh browser downloads to show it (count, gzip bytes, bytes on the
 * wire), split into the shell's own files and each section's; then the size of each app's build on disk.
 *   npm run bench:size            (starts its own production server on a spare port)
 *   BENCH_URL=http://localhost:3000 npm run bench:size
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { APPS, ROOT } from '../paths.ts';

/** The public pages measured; BENCH_PAGES (comma-separated paths) measures others, e.g. the workspace's `/workspace/signin`. */
const PAGES = process.env.BENCH_PAGES?.split(',').filter(Boolean) ?? ['/', '/en/news', '/ru/services', '/en/about'];
export const BROWSER_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Row {
  group: string;
  count: number;
  gzip: number;
  wire: number;
  raw: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function groupOf(path: string): string {
  const match = /^\/mfe\/([^/]+)\//.exec(path);
  return match ? `section ${match[1]}` : 'shell';
}

/** Debian's Chromium with a fresh profile (nothing cached): its page, and `close`, which also removes the profile. */
export async function freshBrowser(
  executablePath: string,
  options: { viewport: { width: number; height: number }; isMobile?: boolean; deviceScaleFactor?: number },
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath, headless: true, args: BROWSER_ARGS, ...options });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function measurePage(base: string, path: string, executablePath: string) {
  const { context, page, close } = await freshBrowser(executablePath, { viewport: { width: 375, height: 740 } });
  // Hold idle-time prefetch: we measure what the page needs to show, not what it fetches ahead afterwards.
  await context.addInitScript('window.requestIdleCallback = () => 0;');
  const rows = new Map<string, Row>();
  const pending: Promise<void>[] = [];
  let requests = 0;
  page.on('requestfinished', (request) => {
    requests += 1;
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const body = await response.body();
        const sizes = await request.sizes();
        const kind = type === 'script' ? 'JS' : 'CSS';
        const key = `${groupOf(new URL(request.url()).pathname)} ${kind}`;
        const row = rows.get(key) ?? { group: key, count: 0, gzip: 0, wire: 0, raw: 0 };
        row.count += 1;
        row.raw += body.length;
        row.gzip += gzipSync(body, { level: 9 }).length;
        row.wire += sizes.responseBodySize;
        rows.set(key, row);
      })(),
    );
  });
  const started = Date.now();
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await page.locator('#page-title').first().waitFor({ timeout: 60_000 });
  const shownMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await close();
  return { path, shownMs, requests, rows: [...rows.values()].sort((a, b) => a.group.localeCompare(b.group)) };
}

/**
 * The first screen with idle-time prefetch running (not held back), at 1280 px where the most links are in view:
 * the JavaScript and CSS asked for before the page is live (hydrated, `data-app="ready"`), and what prefetch asked
 * for after. Prefetch that started while the page's own files or data were still on their way would show in the
 * first figure (issue 11: it once took the first screen's files from 238 to 335 KB gzip).
 */
async function measureWithPrefetch(base: string, path: string, executablePath: string) {
  const { context, page, close } = await freshBrowser(executablePath, { viewport: { width: 1280, height: 800 } });
  // When the page went live, in the page's own clock (the resource timings' clock).
  await context.addInitScript(`(() => {
    const mark = () => { if (document.documentElement.dataset.app === 'ready' && window.__liveAt === undefined) window.__liveAt = performance.now(); };
    new MutationObserver(mark).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
  })();`);
  const bodies = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      (async () => {
        const body = await (await request.response())?.body();
        if (body) bodies.set(request.url(), gzipSync(body, { level: 9 }).length);
      })(),
    );
  });
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => (window as unknown as { __liveAt?: number }).__liveAt !== undefined, undefined, { timeout: 60_000 });
  // Prefetch waits for the browser to be idle (at most 2 s): give it time, then let its requests end.
  await page.waitForTimeout(3000);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const timing = await page.evaluate(() => ({
    liveAt: (window as unknown as { __liveAt: number }).__liveAt,
    files: performance
      .getEntriesByType('resource')
      .filter((entry) => /\.(js|css)(\?|$)/.test(entry.name))
      .map((entry) => ({ url: entry.name, start: entry.startTime })),
  }));
  await close();
  const before = timing.files.filter((file) => file.start <= timing.liveAt);
  const after = timing.files.filter((file) => file.start > timing.liveAt);
  const gzip = (files: { url: string }[]) => files.reduce((n, file) => n + (bodies.get(file.url) ?? 0), 0);
  return {
    liveMs: timing.liveAt,
    before: { count: before.length, gzip: gzip(before) },
    after: { count: after.length, gzip: gzip(after), firstMs: after.length ? Math.min(...after.map((file) => file.start)) : null },
  };
}

function dirSize(dir: string, filter: RegExp): { files: number; raw: number; gzip: number } {
  let files = 0;
  let raw = 0;
  let gzip = 0;
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (filter.test(entry.name)) {
        const data = readFileSync(p);
        files += 1;
        raw += data.length;
        gzip += gzipSync(data, { level: 9 }).length;
      }
    }
  };
  walk(dir);
  return { files, raw, gzip };
}

export async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'ops', 'bin', 'start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The address the benchmarks open: the pages' canonical and alternate links name it (never a request's Host).
      SITE_URL: process.env.SITE_URL ?? `http://127.0.0.1:${port}`,
      LOG: '0',
      DATA_DIR: join(ROOT, '.e2e-tmp', 'bench-data'),
      DEPLOY_DIR: join(ROOT, '.e2e-tmp', 'deploy'),
    },
  });
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return child;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('server did not start');
}

/** Stops a server started by startServer and waits until it has closed (its database is free again). */
export async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function sizeBench(): Promise<void> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  let server: ChildProcess | undefined;
  let base = process.env.BENCH_URL;
  if (!base) {
    server = await startServer(3299);
    base = 'http://127.0.0.1:3299';
  }
  try {
    console.log(`\nFirst load in a fresh browser (375 px, no idle prefetch), ${base}`);
    for (const path of PAGES) {
      const result = await measurePage(base, path, executablePath);
      const js = result.rows.filter((r) => r.group.endsWith('JS'));
      const css = result.rows.filter((r) => r.group.endsWith('CSS'));
      const sum = (rows: Row[], key: 'gzip' | 'wire' | 'count') => rows.reduce((n, r) => n + r[key], 0);
      console.log(
        `\n${path}: heading shown after ${result.shownMs} ms; ${result.requests} requests in all; ` +
          `JS ${sum(js, 'count')} files ${kb(sum(js, 'gzip'))} gzip (${kb(sum(js, 'wire'))} on the wire); ` +
          `CSS ${sum(css, 'count')} files ${kb(sum(css, 'gzip'))} gzip`,
      );
      for (const row of result.rows)
        console.log(
          `  ${row.group.padEnd(24)} ${String(row.count).padStart(3)} files  ${kb(row.gzip).padStart(10)} gzip  ${kb(row.wire).padStart(10)} wire  ${kb(row.raw).padStart(10)} raw`,
        );
    }
    console.log(`\nThe first screen with idle-time prefetch running (1280 px, fresh browser), ${base}`);
    for (const path of PAGES) {
      const result = await measureWithPrefetch(base, path, executablePath);
      console.log(
        `  ${path.padEnd(14)} live after ${result.liveMs.toFixed(0)} ms; before it ${result.before.count} files ${kb(result.before.gzip)} gzip; ` +
          `prefetched after it ${result.after.count} files ${kb(result.after.gzip)} gzip` +
          (result.after.firstMs === null ? '' : `, the first ${(result.after.firstMs - result.liveMs).toFixed(0)} ms after`),
      );
    }
    console.log('\nBuild output per app (JS and CSS, excluding source maps):');
    for (const app of APPS) {
      const dist = join(ROOT, app, 'dist');
      try {
        statSync(dist);
      } catch {
        continue;
      }
      const js = dirSize(dist, /\.js$/);
      const css = dirSize(dist, /\.css$/);
      console.log(
        `  ${app.padEnd(14)} JS ${String(js.files).padStart(3)} files ${kb(js.gzip).padStart(9)} gzip   CSS ${String(css.files).padStart(2)} files ${kb(css.gzip).padStart(8)} gzip`,
      );
    }
  } finally {
    await stopServer(server);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await sizeBench();
}
