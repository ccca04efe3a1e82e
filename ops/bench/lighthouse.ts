/**
 * Lighthouse 13 (mobile: simulated slow 4G, 4x CPU) on the pages against the production build, Debian's
 * Chromium: performance, accessibility and SEO scores with FCP, LCP, TBT and CLS, the median of RUNS (default 3).
 * Lighthouse is not a project dependency (it is large and only this script needs it): it runs from npm's cache.
 *   npm run bench:lighthouse                    (starts its own production server on a spare port)
 *   BENCH_URL=http://localhost:3000 RUNS=5 npm run bench:lighthouse
 *   PAGES=/en,/ru/contacts npm run bench:lighthouse   (only these pages; "article" stands for the newest article)
 *   BASE_REF=origin/main npm run bench:lighthouse     (two builds compared on this machine in one run: below)
 *
 * BASE_REF compares the ref's production build with this checkout's: the ref is checked out in a temporary git
 * worktree (base-build.ts), both servers run side by side, and each page is measured RUNS times, base and head taking
 * turns (which goes first alternates), so both meet the same load on a shared machine. It prints each build's median
 * with the difference: performance score, LCP, TBT, CLS, bytes transferred and requests.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkOutBase } from './base-build.ts';
import { startServer, stopServer } from './size.ts';

const RUNS = Number(process.env.RUNS ?? 3);

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue: number; details?: { items?: unknown[] } }>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One Lighthouse run; a run Lighthouse itself reports as broken (a lost trace, NO_NAVSTART) is tried again, twice at most. */
function lighthouse(url: string, attempt = 1): Report {
  try {
    return lighthouseOnce(url);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.error(
      `(${url}: ${
        String(error)
          .split('\n')
          .find((line) => line.includes('Runtime error')) ?? 'failed'
      }; again)`,
    );
    return lighthouse(url, attempt + 1);
  }
}

function lighthouseOnce(url: string): Report {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  try {
    const out = join(dir, 'report.json');
    const result = spawnSync(
      'npx',
      [
        '--yes',
        'lighthouse@13.5.0',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, encoding: 'utf8', timeout: 300_000 },
    );
    if (result.status !== 0) throw new Error(`lighthouse failed for ${url}: ${result.stderr.slice(-2000)}`);
    return JSON.parse(readFileSync(out, 'utf8')) as Report;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The pages measured: the issue's, or PAGES; "article" is the newest article of the site at `base`. */
async function pagesOf(base: string): Promise<string[]> {
  const news = (await (await fetch(`${base}/api/news?locale=en`)).json()) as { items: { slug: string }[] };
  const article = `/en/news/${news.items[0]!.slug}`;
  const all = ['/en', '/en/news', article, '/en/services', '/en/services/calculator', '/ru/contacts'];
  return process.env.PAGES ? process.env.PAGES.split(',').map((page) => (page === 'article' ? article : page)) : all;
}

async function measureOne() {
  const port = Number(process.env.BENCH_PORT) || 3600 + Math.floor(Math.random() * 100);
  const server = process.env.BENCH_URL ? null : await startServer(port);
  const base = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`;
  try {
    const pages = await pagesOf(base);
    console.log(`Lighthouse 13.5.0, mobile, median of ${RUNS} runs`);
    console.log('| page | performance | accessibility | SEO | FCP | LCP | TBT | CLS |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const path of pages) {
      const reports = Array.from({ length: RUNS }, () => lighthouse(`${base}${path}`));
      const score = (name: string) => Math.round(100 * median(reports.map((r) => r.categories[name]?.score ?? 0)));
      const audit = (name: string) => median(reports.map((r) => r.audits[name]?.numericValue ?? 0));
      console.log(
        `| \`${path}\` | ${score('performance')} | ${score('accessibility')} | ${score('seo')} | ${(audit('first-contentful-paint') / 1000).toFixed(1)} s | ` +
          `${(audit('largest-contentful-paint') / 1000).toFixed(1)} s | ${audit('total-blocking-time').toFixed(0)} ms | ${audit('cumulative-layout-shift').toFixed(3)} |`,
      );
    }
  } finally {
    if (server) await stopServer(server);
  }
}

/** What the comparison reads from one report. */
function figures(report: Report) {
  return {
    performance: Math.round(100 * (report.categories.performance?.score ?? 0)),
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: report.audits['total-blocking-time']?.numericValue ?? 0,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? 0,
    bytes: report.audits['total-byte-weight']?.numericValue ?? 0,
    requests: report.audits['network-requests']?.details?.items?.length ?? 0,
  };
}
type Figures = ReturnType<typeof figures>;

/** "base → head (difference)" for one figure, in its unit. */
function cell(base: number, head: number, format: (value: number) => string, signed: (value: number) => string) {
  const diff = head - base;
  return `${format(base)} → ${format(head)} (${diff > 0 ? '+' : diff < 0 ? '−' : '±'}${signed(Math.abs(diff))})`;
}

function comparisonRow(path: string, base: Figures[], head: Figures[]): string {
  const m = (runs: Figures[], key: keyof Figures) => median(runs.map((run) => run[key]));
  const pair = (key: keyof Figures) => [m(base, key), m(head, key)] as const;
  const ms = (value: number) => `${Math.round(value)} ms`;
  const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
  const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;
  const plain = (value: number) => String(Math.round(value));
  const cls = (value: number) => value.toFixed(3);
  return [
    `\`${path}\``,
    cell(...pair('performance'), plain, plain),
    cell(...pair('lcp'), seconds, seconds),
    cell(...pair('tbt'), ms, ms),
    cell(...pair('cls'), cls, cls),
    cell(...pair('bytes'), kb, kb),
    cell(...pair('requests'), plain, plain),
  ].join(' | ');
}

async function compareWithBase(ref: string) {
  const checkout = checkOutBase(ref);
  const headCommit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  const port = Number(process.env.BENCH_PORT) || 3600 + Math.floor(Math.random() * 100);
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  try {
    // One at a time: each builds its front end on its first start, and two builds at once would slow both.
    servers.push(await startServer(port + 1, checkout.dir));
    servers.push(await startServer(port));
    const urls = { base: `http://127.0.0.1:${port + 1}`, head: `http://127.0.0.1:${port}` };
    const pages = await pagesOf(urls.head);
    console.log(
      `Lighthouse 13.5.0, mobile, median of ${RUNS} runs per build, base and head taking turns; ` +
        `base ${ref} (${checkout.commit.slice(0, 7)}), head ${headCommit} (with what is not committed)`,
    );
    console.log('| page | performance | LCP | TBT | CLS | transferred | requests |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const path of pages) {
      const runs: Record<'base' | 'head', Figures[]> = { base: [], head: [] };
      for (let run = 0; run < RUNS; run++) {
        const order = run % 2 === 0 ? (['base', 'head'] as const) : (['head', 'base'] as const);
        for (const build of order) runs[build].push(figures(lighthouse(`${urls[build]}${path}`)));
      }
      console.log(`| ${comparisonRow(path, runs.base, runs.head)} |`);
    }
  } finally {
    for (const server of servers) await stopServer(server);
    checkout.remove();
  }
}

if (process.env.BASE_REF) await compareWithBase(process.env.BASE_REF);
else await measureOne();
