/**
 * Bundle size and request figures, measured in a real browser against the production build:
 * for each page, the JavaScript and CSS a fresh browser downloads to show it (count, gzip bytes, bytes on the
 * wire), split into the shell's own files and each section's; then the size of each app's build on disk; then
 * the first-load budgets (budgets.json: the pages measured and what each may weigh), failing over one.
 *   npm run bench:size                        (starts its own production server, on BENCH_PORT or 3299)
 *   BENCH_URL=http://localhost:3000 npm run bench:size
 *   npm run bench:size -- --write-docs        (also writes the figures into docs/performance.md)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, release, tmpdir, type as osType } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { APPS, ROOT } from '../lib/paths.ts';
import { BUDGETS_FILE, overBudget, readBudgets, type Budgets, type FirstLoad } from './budgets.ts';

/** Pages measured besides the budgeted ones, without a budget: BENCH_PAGES=/ru/workspace/signin (comma-separated). */
const EXTRA_PAGES = (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean);

/** The budgeted pages, then any extra ones asked for. */
const pagesOf = (budgets: Budgets) => [...budgets.pages, ...EXTRA_PAGES.map((path) => ({ type: 'extra', path }))];
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

/** The production site of the checkout at `root` (this one by default; another commit's for a comparison). */
export async function startServer(port: number, root = ROOT): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(root, 'ops', 'bin', 'start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The address the benchmarks open: the pages' canonical and alternate links name it (never a request's Host).
      SITE_URL: process.env.SITE_URL ?? `http://127.0.0.1:${port}`,
      LOG: '0',
      DATA_DIR: join(root, '.e2e-tmp', 'bench-data'),
      DEPLOY_DIR: join(root, '.e2e-tmp', 'deploy'),
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

const sum = (rows: Row[], key: 'gzip' | 'wire' | 'count') => rows.reduce((n, r) => n + r[key], 0);

/** A page's first load in a fresh browser, with its totals (gzip bytes) in the shape the budgets check reads. */
async function measureFirstLoad(base: string, path: string, executablePath: string) {
  const result = await measurePage(base, path, executablePath);
  const js = result.rows.filter((r) => r.group.endsWith('JS'));
  const css = result.rows.filter((r) => r.group.endsWith('CSS'));
  return {
    ...result,
    totals: { path, js: sum(js, 'gzip'), css: sum(css, 'gzip') } satisfies FirstLoad,
    jsFiles: sum(js, 'count'),
    jsWire: sum(js, 'wire'),
    cssFiles: sum(css, 'count'),
  };
}
type Measured = Awaited<ReturnType<typeof measureFirstLoad>>;

const DOCS_FILE = join(ROOT, 'docs', 'performance.md');
const DOCS_START = '<!-- bench:size start: written by `npm run bench:size -- --write-docs`, do not edit by hand -->';
const DOCS_END = '<!-- bench:size end -->';

/** The figures as a Markdown table, with the machine and the date they were measured on. */
function docsTable(budgets: Budgets, measured: Measured[], browserVersion: string): string {
  const cpu = cpus();
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:size\` on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ` +
      `${osType()} ${release()}, Node ${process.version}, Chromium ${browserVersion}; production build on loopback, 375 px, ` +
      `a fresh browser profile, idle-time prefetch held back. Sizes are gzip -9 of each response body (1 KB = 1024 bytes).`,
    '',
    '| page type | address | JS files | JS gzip | JS budget | CSS files | CSS gzip | CSS budget | requests |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const budget of budgets.pages) {
    const m = measured.find((row) => row.path === budget.path);
    if (!m) continue;
    lines.push(
      `| ${budget.type} | \`${budget.path}\` | ${m.jsFiles} | ${kb(m.totals.js)} | ${budget.js.toFixed(1)} KB | ${m.cssFiles} | ` +
        `${kb(m.totals.css)} | ${budget.css.toFixed(1)} KB | ${m.requests} |`,
    );
  }
  return lines.join('\n');
}

function writeDocs(table: string): void {
  const text = readFileSync(DOCS_FILE, 'utf8');
  const start = text.indexOf(DOCS_START);
  const end = text.indexOf(DOCS_END);
  if (start < 0 || end < start) throw new Error(`${DOCS_FILE} has no block between "${DOCS_START}" and "${DOCS_END}"`);
  writeFileSync(DOCS_FILE, `${text.slice(0, start + DOCS_START.length)}\n${table}\n${text.slice(end)}`);
  console.log(`\nWrote the figures into ${DOCS_FILE}`);
}

async function printFirstLoads(base: string, budgets: Budgets, executablePath: string): Promise<Measured[]> {
  console.log(`\nFirst load in a fresh browser (375 px, no idle prefetch), ${base}`);
  const measured: Measured[] = [];
  for (const { type: pageType, path } of pagesOf(budgets)) {
    const result = await measureFirstLoad(base, path, executablePath);
    measured.push(result);
    console.log(
      `\n${pageType} ${path}: heading shown after ${result.shownMs} ms; ${result.requests} requests in all; ` +
        `JS ${result.jsFiles} files ${kb(result.totals.js)} gzip (${kb(result.jsWire)} on the wire); ` +
        `CSS ${result.cssFiles} files ${kb(result.totals.css)} gzip`,
    );
    for (const row of result.rows)
      console.log(
        `  ${row.group.padEnd(24)} ${String(row.count).padStart(3)} files  ${kb(row.gzip).padStart(10)} gzip  ${kb(row.wire).padStart(10)} wire  ${kb(row.raw).padStart(10)} raw`,
      );
  }
  return measured;
}

async function printWithPrefetch(base: string, budgets: Budgets, executablePath: string): Promise<void> {
  console.log(`\nThe first screen with idle-time prefetch running (1280 px, fresh browser), ${base}`);
  for (const { path } of pagesOf(budgets)) {
    const result = await measureWithPrefetch(base, path, executablePath);
    console.log(
      `  ${path.padEnd(24)} live after ${result.liveMs.toFixed(0)} ms; before it ${result.before.count} files ${kb(result.before.gzip)} gzip; ` +
        `prefetched after it ${result.after.count} files ${kb(result.after.gzip)} gzip` +
        (result.after.firstMs === null ? '' : `, the first ${(result.after.firstMs - result.liveMs).toFixed(0)} ms after`),
    );
  }
}

function printBuildOutput(): void {
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
}

/**
 * `npm run bench:size [-- --check | --write-docs]`: measures, prints, checks the budgets; 1 when a page is over.
 * `--check` measures only the budgeted first loads (what the browser tests run in CI); `--write-docs` also writes
 * the figures into docs/performance.md.
 */
export async function sizeBench(args: string[]): Promise<number> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  // BENCH_BUDGETS: another budgets file (the browser test's proof that a page over its budget fails the run).
  const budgetsFile = process.env.BENCH_BUDGETS ?? BUDGETS_FILE;
  const budgets = readBudgets(budgetsFile);
  let server: ChildProcess | undefined;
  let base = process.env.BENCH_URL;
  if (!base) {
    const port = Number(process.env.BENCH_PORT ?? 3299);
    server = await startServer(port);
    base = `http://127.0.0.1:${port}`;
  }
  try {
    const measured = await printFirstLoads(base, budgets, executablePath);
    if (!args.includes('--check')) {
      await printWithPrefetch(base, budgets, executablePath);
      printBuildOutput();
    }
    if (args.includes('--write-docs')) writeDocs(docsTable(budgets, measured, chromiumVersion(executablePath)));
    const over = overBudget(
      budgets,
      measured.map((m) => m.totals),
      relative(ROOT, budgetsFile),
    );
    if (over.length) {
      console.error(`\nOver budget:\n  ${over.join('\n  ')}`);
      return 1;
    }
    console.log(`\nEvery page is within its first-load budget (${relative(ROOT, budgetsFile)}).`);
    return 0;
  } finally {
    await stopServer(server);
  }
}

function chromiumVersion(executablePath: string): string {
  const out = spawnSync(executablePath, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  return /(\d+(?:\.\d+)+)/.exec(out)?.[1] ?? 'unknown';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await sizeBench(process.argv.slice(2));
}
