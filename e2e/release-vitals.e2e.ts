/**
 * Issue 42, item 2 (decision 0046): a real page load in a browser measures its LCP, INP, CLS and TTFB with the
 * `web-vitals` library, loaded once the page is idle, and sends them once each with its view token; the site
 * counts them for the version and page it landed on. A canary of the news section made slower on purpose (its page
 * runs a busy loop on every click) is ended by the site server's own check, on the visitors' INP.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { baseURL, openSession, pageReady, type Session } from './support/browser.ts';
import { ROOT } from './support/paths.ts';

interface VitalFigure {
  samples: number;
  p75: number | null;
}
interface Figures {
  app: string;
  version: string;
  visits: number;
  vitals: Record<string, VitalFigure | undefined>;
  pages: { page: string; samples: number }[];
}
interface Registry {
  remotes: { news: { current: { version: string }; canary?: { version: string; startedAt?: string } | null } };
}

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const figures = async (): Promise<Figures[]> => {
  const port = new URL(baseURL()).port;
  const token = readFileSync(join(inject('deployDir'), '.ops', `${port}.token`), 'utf8').trim();
  const response = await fetch(`${baseURL()}/__ops/figures?minutes=15`, { headers: { 'x-ops-token': token } });
  expect(response.status).toBe(200);
  return (await response.json()) as Figures[];
};
const newsFigures = async (version: string) => (await figures()).find((f) => f.app === 'news' && f.version === version);
const registry = () => JSON.parse(readFileSync(join(inject('deployDir'), 'remotes.json'), 'utf8')) as Registry;

/** The page is hidden, as when its visitor switches tabs: what it measured goes, with its view token. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

/**
 * One visitor's page load of a news article: the page shown, the vitals library loaded when idle, a click on the
 * article's heading (an interaction, as a reader selecting text), then the page hidden. Resolves with the vitals sent.
 */
async function visit(page: Page): Promise<{ metric: string; value: number; version: string; page: string }[]> {
  await page.goto('/en/news');
  await pageReady(page);
  // The library arrives once the page is idle (from the cache after the first visitor).
  await page.waitForFunction(
    () => performance.getEntriesByType('resource').some((entry) => /\/web-vitals\.[^/]*\.js$/.test(new URL(entry.name).pathname)),
    undefined,
    { timeout: 15_000 },
  );
  await page.locator('#page-title').first().click();
  // The next frame after the click is what INP measures; give the library its callbacks.
  await page.waitForTimeout(300);
  const sent: { metric: string; value: number; version: string; page: string }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/beacons') && request.method() === 'POST') {
      const body = JSON.parse(request.postData() ?? '{}') as { token?: string; vitals?: typeof sent };
      if (body.token) sent.push(...(body.vitals ?? []));
    }
  });
  await hide(page);
  await expect.poll(() => sent.map((v) => v.metric).sort(), { timeout: 5_000 }).toEqual(['CLS', 'INP', 'LCP', 'TTFB']);
  return sent;
}

describe("page loads' speed per version (web vitals)", () => {
  it('a browser sends its LCP, INP, CLS and TTFB once each, counted for the version and page it landed on', async () => {
    const version = registry().remotes.news.current.version;
    const before = (await newsFigures(version))?.vitals.LCP?.samples ?? 0;
    session = await openSession();
    const sent = await visit(session.page);
    for (const vital of sent) expect(vital).toMatchObject({ version, page: 'news' });
    expect(sent.find((v) => v.metric === 'LCP')!.value).toBeGreaterThan(0);
    await expect.poll(async () => (await newsFigures(version))?.vitals.LCP?.samples ?? 0, { timeout: 10_000 }).toBe(before + 1);
    const news = (await newsFigures(version))!;
    for (const metric of ['INP', 'CLS', 'TTFB']) expect(news.vitals[metric]?.samples).toBeGreaterThan(0);
    expect(news.pages.map((p) => p.page)).toContain('news');
  });
});

describe('a canary made slower on purpose is ended by its vitals', () => {
  const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const ops = (script: string, args: string[]) => {
    const result = spawnSync(process.execPath, [tsx, join(ROOT, 'ops', 'release', script), ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, DEPLOY_DIR: inject('deployDir') },
    });
    if (result.status !== 0) throw new Error(`${script} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
    return result.stdout;
  };
  let slow: string | undefined;
  // Whatever happens, no canary is left running for the other browser tests.
  afterAll(() => {
    if (slow && registry().remotes.news.canary?.version === slow) ops('rollback.ts', ['news']);
  });

  /**
   * The canary's news pages do too much on input: its published routes chunk gets a 500 ms busy loop in a click
   * handler (what a page with a slow handler does), its compressed copies written again so every client gets it.
   */
  const slowDown = (version: string) => {
    const dir = join(inject('deployDir'), 'mfe', 'news', version, 'static', 'js');
    const chunk = readdirSync(dir).find((file) => /^__federation_expose_routes\.[^.]+\.js$/.test(file))!;
    const loop =
      "if (typeof document !== 'undefined') document.addEventListener('click', function () { " +
      'var t = performance.now(); while (performance.now() - t < 500); }, true);\n';
    const body = Buffer.from(loop + readFileSync(join(dir, chunk), 'utf8'));
    writeFileSync(join(dir, chunk), body);
    writeFileSync(join(dir, `${chunk}.gz`), gzipSync(body));
    writeFileSync(join(dir, `${chunk}.br`), brotliCompressSync(body));
  };

  it('a news canary whose page runs a busy loop on every click is ended by the site server on its p75 INP', async () => {
    const current = registry().remotes.news.current.version;
    slow = `${current.split(/[-+]/)[0]}-slow.${Date.now()}`;
    ops('deploy.ts', ['news', '--version', slow, '--canary', '10', '--reason', 'e2e: slowed on purpose']);
    slowDown(slow);
    const startedAt = new Date(registry().remotes.news.canary!.startedAt!).getTime();

    // Visitors one after another, half on each side (the bucket cookie chooses), until the server ends the canary.
    const inp: Record<string, number[]> = { [slow]: [], [current]: [] };
    let loads = 0;
    // One browser, a fresh page for each visitor (its own page load and view token); the cookie chooses its side.
    session = await openSession();
    const { context } = session;
    for (let i = 0; i < 60 && registry().remotes.news.canary?.version === slow; i++) {
      const onCanary = i % 2 === 0;
      await context.clearCookies();
      await context.addCookies([{ name: 'site_bucket', value: onCanary ? '0' : '99', url: baseURL() }]);
      const visited = Date.now();
      const page = await context.newPage();
      const sent = await visit(page);
      await page.close();
      loads += 1;
      const version = sent[0]!.version;
      expect(version).toBe(onCanary ? slow : current);
      inp[version]!.push(sent.find((v) => v.metric === 'INP')!.value);
      // At most a visit every 3 s from this one address: the beacons' limit is 60 batches a minute per client.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 3_000 - (Date.now() - visited))));
    }
    // The server checks every 30 s: the canary is ended within one more check.
    await expect.poll(() => registry().remotes.news.canary?.version ?? null, { timeout: 45_000, interval: 500 }).toBeNull();
    const endedAt = Date.now();
    const history = readFileSync(join(inject('deployDir'), 'releases.jsonl'), 'utf8')
      .trim()
      .split('\n');
    const row = JSON.parse(history.at(-1)!) as { app: string; action: string; from: string; actor: string; reason: string };
    expect(row).toMatchObject({ app: 'news', action: 'abort', from: slow, actor: 'auto-abort' });
    expect(row.reason).toMatch(
      new RegExp(
        `^ended automatically: news ${slow.replace(/\./g, '\\.')} is slower: p75 INP [\\d.]+ m?s on \\d+ page loads vs [\\d.]+ m?s`,
      ),
    );
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    console.log(
      `slowed canary: ended ${((endedAt - startedAt) / 1000).toFixed(0)} s after it started, after ${loads} page loads ` +
        `(median INP ${median(inp[slow]!).toFixed(0)} ms on it, ${median(inp[current]!).toFixed(0)} ms on ${current}); ${row.reason}`,
    );
    expect(median(inp[slow]!)).toBeGreaterThan(400);
  }, 600_000);
});
