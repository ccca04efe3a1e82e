/**
 * Load figures on a cheap phone over a slow network, measured in a real browser against the production build:
 * Chromium at 375 px with its CPU slowed down 4x and the network shaped like Lighthouse's "slow 4G"
 * (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up). For each page, RUNS fresh visits (default 5); prints the
 * median first contentful paint, largest contentful paint, total blocking time (the part of each main-thread task
 * over 50 ms, from the first paint until the page has been quiet for 3 s), the longest task from the first paint on
 * (the scripts' start-up and hydration) and the longest before it (the server's HTML parsed, styled, laid out).
 * FRAMES=1 also prints, per visit, what ran in each frame over 100 ms (scripts, style and layout).
 *   npm run bench:vitals                     (starts its own production server on a spare port)
 *   BENCH_URL=http://localhost:3000 RUNS=9 npm run bench:vitals
 */
import { freshBrowser, startServer, stopServer } from './size.ts';

const PAGES = process.env.PAGES ? process.env.PAGES.split(',') : ['/en', '/ru/news', '/services', '/en/about'];

interface Visit {
  fcp: number;
  lcp: number;
  tbt: number;
  /** The longest task from the first paint on: the scripts' start-up and hydration. */
  longest: number;
  /** The longest task before the first paint: parsing the server's HTML, styling and laying it out. */
  longestBeforePaint: number;
  longTasks: number;
}

interface Frame {
  start: number;
  duration: number;
  styleAndLayout: number;
  scripts: { what: string; ms: number }[];
}

/** Collects paint and long-task entries from the very start of the page. */
const OBSERVE = `(() => {
  const v = (window.__vitals = { fcp: 0, lcp: 0, tasks: [] });
  const watch = (type, fn) => { try { new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true }); } catch {} };
  watch('paint', (e) => { if (e.name === 'first-contentful-paint') v.fcp = e.startTime; });
  watch('largest-contentful-paint', (e) => { v.lcp = e.startTime; });
  watch('longtask', (e) => { v.tasks.push([e.startTime, e.duration]); });
  v.frames = [];
  watch('long-animation-frame', (e) => {
    if (e.duration > 100) v.frames.push({ start: e.startTime, duration: e.duration, styleAndLayout: e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0,
      scripts: e.scripts.map((s) => ({ what: s.invokerType + ' ' + (s.sourceURL || s.invoker || '').split('/').pop() + (s.sourceFunctionName ? ':' + s.sourceFunctionName : ''), ms: Math.round(s.duration) })) });
  });
})();`;

async function visit(base: string, path: string, executablePath: string): Promise<Visit> {
  const { context, page, close } = await freshBrowser(executablePath, {
    viewport: { width: 375, height: 740 },
    isMobile: true,
    deviceScaleFactor: 2,
  });
  try {
    await context.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 120_000 });
    await page.locator('#page-title').first().waitFor({ timeout: 120_000 });
    // Quiet: no long task for 3 s (or give up after 30 s).
    const deadline = Date.now() + 30_000;
    let quietSince = Date.now();
    let seen = 0;
    while (Date.now() < deadline && Date.now() - quietSince < 3000) {
      await page.waitForTimeout(250);
      const count = await page.evaluate(() => (window as unknown as { __vitals: { tasks: unknown[] } }).__vitals.tasks.length);
      if (count !== seen) {
        seen = count;
        quietSince = Date.now();
      }
    }
    const v = await page.evaluate(
      () => (window as unknown as { __vitals: { fcp: number; lcp: number; tasks: [number, number][]; frames: Frame[] } }).__vitals,
    );
    const after = v.tasks.filter(([start]) => start >= v.fcp);
    const before = v.tasks.filter(([start]) => start < v.fcp);
    if (process.env.FRAMES) {
      // What ran in each frame over 100 ms (Long Animation Frames): the scripts, and the style and layout after them.
      for (const frame of v.frames) {
        const scripts = frame.scripts.map((script) => `${script.what} ${script.ms} ms`).join('; ');
        console.log(
          `    ${path} frame at ${Math.round(frame.start)} ms: ${Math.round(frame.duration)} ms (style and layout ${Math.round(frame.styleAndLayout)} ms) ${scripts}`,
        );
      }
    }
    return {
      fcp: v.fcp,
      lcp: v.lcp,
      tbt: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longest: Math.max(0, ...after.map(([, duration]) => duration)),
      longestBeforePaint: Math.max(0, ...before.map(([, duration]) => duration)),
      longTasks: after.length,
    };
  } finally {
    await close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export async function vitalsBench(): Promise<void> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const runs = Math.max(1, Number(process.env.RUNS ?? 5));
  const pages = process.env.PAGES ? process.env.PAGES.split(',') : PAGES;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let base = process.env.BENCH_URL;
  if (!base) {
    server = await startServer(3298);
    base = 'http://127.0.0.1:3298';
  }
  try {
    console.log(`\nLoad on a slow phone (375 px, CPU 4x slower, slow 4G), median of ${runs} fresh visits, ${base}`);
    console.log(
      `  ${'page'.padEnd(12)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'longest task'.padStart(13)} ${'long tasks'.padStart(11)} ${'longest before paint'.padStart(21)}`,
    );
    for (const path of pages) {
      const visits: Visit[] = [];
      for (let i = 0; i < runs; i += 1) visits.push(await visit(base, path, executablePath));
      const ms = (key: keyof Visit) => `${Math.round(median(visits.map((v) => v[key])))} ms`;
      console.log(
        `  ${path.padEnd(12)} ${ms('fcp').padStart(8)} ${ms('lcp').padStart(8)} ${ms('tbt').padStart(8)} ${ms('longest').padStart(13)} ${String(median(visits.map((v) => v.longTasks))).padStart(11)} ${ms('longestBeforePaint').padStart(21)}`,
      );
    }
  } finally {
    await stopServer(server);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await vitalsBench();
}
