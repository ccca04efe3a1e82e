/**
 * Lighthouse 13 (mobile: simulated slow 4G, 4x CPU) on the pages against the production build, Debian's
 * Chromium: performance, accessibility and SEO scores with FCP, LCP, TBT and CLS, the median of RUNS (default 3).
 * Lighthouse is not a project dependency (it is large and only this script needs it): it runs from npm's cache.
 *   npm run bench:lighthouse                    (starts its own production server on a spare port)
 *   BENCH_URL=http://localhost:3000 RUNS=5 npm run bench:lighthouse
 *   PAGES=/en,/ru/contacts npm run bench:lighthouse   (only these pages; "article" stands for the newest article)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, stopServer } from './size.ts';

const RUNS = Number(process.env.RUNS ?? 3);

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue: number }>;
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

async function main() {
  const port = 3600 + Math.floor(Math.random() * 100);
  const server = process.env.BENCH_URL ? null : await startServer(port);
  const base = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`;
  try {
    const news = (await (await fetch(`${base}/api/news?locale=en`)).json()) as { items: { slug: string }[] };
    const article = `/en/news/${news.items[0]!.slug}`;
    const all = ['/en', '/en/news', article, '/en/services', '/en/services/calculator', '/ru/contacts'];
    const pages = process.env.PAGES ? process.env.PAGES.split(',').map((page) => (page === 'article' ? article : page)) : all;
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

await main();
