/**
 * The site server's rendering figures, on loopback in production mode: throughput and latency of cached pages
 * (autocannon), render times of uncached pages (each request a new address, so every one is rendered), the cache's
 * hit rate during the run, cached pages while uncached ones render, and the HTML size of each measured page.
 * SSR_THREADS=0 measures the server rendering in its main thread.
 *   npm run bench:ssr                          (starts its own production server on a spare port)
 *   BENCH_URL=http://localhost:3000 npm run bench:ssr   (BENCH_PID=<its pid> adds the server's CPU per render)
 */
/// <reference path="../../api/bench/autocannon.d.ts" />
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { startServer, stopServer } from './size.ts';

const PAGES = ['/en', '/en/news', '/ru/contacts', '/en/services', '/en/services/calculator'];
const DURATION_S = Number(process.env.DURATION ?? 10);
const UNCACHED = Number(process.env.UNCACHED ?? 2000);
/**
 * Uncached renders first, not counted: the figures are of a server that has compiled its hot code, as in service.
 * 2,000: a render thread (decision 0019) is still compiling its hot code after 300 renders (this machine: p95 97 ms
 * and 8.0 ms of CPU a render after 300, 57 ms and 6.1 ms after 2,000).
 */
const WARMUP = Number(process.env.WARMUP ?? 2000);
const CONNECTIONS = (process.env.CONNECTIONS ?? '10,50').split(',').map(Number);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/**
 * CPU time (ms) the server has used, its own and its children's (`npm start` runs the site server as a child), read
 * from /proc on Linux; null elsewhere. Divided by the renders it is the cost of one render, a figure that depends far
 * less on the machine's other load than latency does.
 */
function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return ticks * 10 + children.reduce((sum, child) => sum + (cpuMs(child) ?? 0), 0);
  } catch {
    return null;
  }
}

async function main() {
  const port = 3700 + Math.floor(Math.random() * 200);
  // The uncached renders all come from this one address, as one client asking for a new query string each time:
  // what the renders-per-client allowance stops (docs/operations.md). The bench's own server lifts it, to measure
  // rendering; against BENCH_URL the count of server-rendered answers shows how many the allowance let through.
  process.env.SSR_RENDERS_BURST ??= '1000000';
  process.env.SSR_RENDERS_PER_S ??= '1000000';
  const server = process.env.BENCH_URL ? null : await startServer(port);
  const base = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`;
  try {
    const news = (await (await fetch(`${base}/api/news?locale=en`)).json()) as { items: { slug: string }[] };
    const article = `/en/news/${news.items[0]!.slug}`;
    const pages = [...PAGES.slice(0, 2), article, ...PAGES.slice(2)];

    console.log('=== Server rendering: HTML per page (first, uncached render)');
    for (const path of pages) {
      const started = performance.now();
      const response = await fetch(`${base}${path}?size=1`);
      const html = await response.text();
      const ms = performance.now() - started;
      console.log(
        `${path.padEnd(34)} ${response.status} ${String(response.headers.get('x-render')).padEnd(20)} ${(html.length / 1024).toFixed(1).padStart(6)} KB raw ${(gzipSync(html).length / 1024).toFixed(1).padStart(5)} KB gzip  ${ms.toFixed(0)} ms`,
      );
    }

    // Uncached: a new query string each time (the cache keys by address), 10 clients at once.
    const uncached = async (count: number) => {
      const times: number[] = [];
      let next = 0;
      let renders = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (next < count) {
            const n = next++;
            const t = performance.now();
            const response = await fetch(`${base}${article}?uncached=${n}-${Date.now()}`);
            await response.arrayBuffer();
            times.push(performance.now() - t);
            if (String(response.headers.get('x-render')).startsWith('server; cache=miss')) renders += 1;
          }
        }),
      );
      return { times, renders, seconds: (performance.now() - started) / 1000 };
    };
    await uncached(WARMUP);
    const serverPid = server?.pid ?? (process.env.BENCH_PID ? Number(process.env.BENCH_PID) : undefined);
    const cpuBefore = cpuMs(serverPid);
    const { times: renderTimes, renders, seconds } = await uncached(UNCACHED);
    const cpuAfter = cpuMs(serverPid);
    console.log(`\n=== Uncached renders of ${article}, 10 concurrent clients, ${UNCACHED} requests after ${WARMUP} not counted`);
    console.log(
      `server-rendered ${renders}/${UNCACHED}; ${(UNCACHED / seconds).toFixed(0)} renders/s; p50 ${percentile(renderTimes, 50).toFixed(1)} ms, p95 ${percentile(renderTimes, 95).toFixed(1)} ms, p99 ${percentile(renderTimes, 99).toFixed(1)} ms` +
        (cpuBefore !== null && cpuAfter !== null ? `; server CPU ${((cpuAfter - cpuBefore) / UNCACHED).toFixed(2)} ms per render` : ''),
    );

    // 10 connections (as many clients as the uncached run) and 50 (queueing on one Node thread shows in the tail).
    for (const connections of CONNECTIONS) {
      console.log(`\n=== Cached pages, ${connections} connections, ${DURATION_S} s each (brotli accepted)`);
      for (const path of [article, '/en', '/en/news']) {
        // Warm the entry, then hammer it.
        await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br' } });
        const kinds = new Map<string, number>();
        const result = await autocannon({
          url: base,
          connections,
          duration: DURATION_S,
          requests: [
            {
              method: 'GET',
              path,
              headers: { 'accept-encoding': 'br' },
              onResponse: (_status, _body, _context, headers) => {
                const how = String(headers['x-render'] ?? '');
                kinds.set(how, (kinds.get(how) ?? 0) + 1);
              },
            },
          ],
        });
        const total = [...kinds.values()].reduce((a, b) => a + b, 0);
        const hits = kinds.get('server; cache=hit') ?? 0;
        console.log(
          `${path.padEnd(34)} ${result.requests.average.toFixed(0)} req/s; latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ` +
            `non-2xx ${result.non2xx}, errors ${result.errors}; cache hits ${total ? ((100 * hits) / total).toFixed(1) : '?'}% of ${total}`,
        );
      }
    }

    // What a visitor whose page is cached meets while other visitors' pages render: 10 clients asking for uncached
    // articles and 5 asking for a cached page, at once (render threads keep the second fast, decision 0019).
    console.log(`\n=== Cached pages while pages render: 10 clients uncached (${article}), 5 clients /en/news, ${DURATION_S} s`);
    await fetch(`${base}/en/news`).then((response) => response.arrayBuffer());
    const until = performance.now() + DURATION_S * 1000;
    const clients = (count: number, url: () => string, times: number[]) =>
      Promise.all(
        Array.from({ length: count }, async () => {
          while (performance.now() < until) {
            const started = performance.now();
            await (await fetch(url())).arrayBuffer();
            times.push(performance.now() - started);
          }
        }),
      );
    const rendered: number[] = [];
    const cachedTimes: number[] = [];
    let n = 0;
    await Promise.all([
      clients(10, () => `${base}${article}?mixed=${n++}-${Date.now()}`, rendered),
      clients(5, () => `${base}/en/news`, cachedTimes),
    ]);
    console.log(
      `cached /en/news: ${(cachedTimes.length / DURATION_S).toFixed(0)}/s, p50 ${percentile(cachedTimes, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(cachedTimes, 95).toFixed(1)} ms, p99 ${percentile(cachedTimes, 99).toFixed(1)} ms; ` +
        `uncached: ${(rendered.length / DURATION_S).toFixed(0)} renders/s, p95 ${percentile(rendered, 95).toFixed(1)} ms`,
    );
  } finally {
    if (server) await stopServer(server);
  }
}

await main();
