/**
 * Chaos: each kind of code file × each fault, and the visitor must end on a working page (the current or the
 * previous version) or on the error screen whose retry works; never a blank page, never the last-resort screen,
 * never more than one reload. To stay fast the section faults all hit one section (news, deployed twice so it has
 * a previous version; its LatestNews widget on the home page for the widget kind) and the shell fault hits the
 * menu drawer's chunk. The matrix with its reload counts is printed at the end.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { documentLoads, openSession, pageReady, type Session } from './support/browser.ts';
import { FAULTS, deployTwoNewsVersions, injectFault, versionFile, type Fault } from './support/faults.ts';

type Kind = 'manifest' | 'entry' | 'routes chunk' | 'page chunk' | 'CSS chunk' | 'widget' | 'shell chunk';
const results: { kind: Kind; fault: Fault; outcome: string; reloads: number; ms: number }[] = [];

interface Manifest {
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

describe('chaos: code files that fail to arrive', () => {
  let news: { previous: string; current: string };
  const files: Partial<Record<Kind, string[]>> = {};
  let drawer: string[] = [];

  beforeAll(async () => {
    news = deployTwoNewsVersions('chaos');
    const manifest = JSON.parse(
      readFileSync(join(inject('deployDir'), 'mfe', 'news', news.current, 'mf-manifest.json'), 'utf8'),
    ) as Manifest;
    const expose = (path: string) => manifest.exposes.find((item) => item.path === path)!;
    files['routes chunk'] = expose('./routes').assets.js.sync;
    files.widget = [...expose('./LatestNews').assets.js.sync, ...expose('./LatestNews').assets.css.sync];
    // What the news page itself loads beyond its routes: its page chunks and its CSS.
    const probe = await openSession({ width: 375, height: 740 });
    try {
      await probe.page.goto('/en/news');
      await pageReady(probe.page);
      const own = probe.requests
        .map((request) => new URL(request.url()))
        .filter((url) => versionFile('news', news.current)(url) && url.pathname.includes('/static/'))
        .map((url) => url.pathname.split('/').slice(-3).join('/'));
      files['page chunk'] = own.filter((file) => file.endsWith('.js') && !files['routes chunk']!.includes(file));
      files['CSS chunk'] = own.filter((file) => file.endsWith('.css'));
      await probe.page.waitForLoadState('networkidle');
      const before = new Set(probe.requests.map((request) => request.url()));
      await probe.page.getByRole('button', { name: 'Open menu' }).click();
      await probe.page.getByRole('dialog').waitFor();
      drawer = probe.requests
        .map((request) => request.url())
        .filter((url) => !before.has(url) && new URL(url).pathname.startsWith('/static/'));
    } finally {
      await probe.close();
    }
    for (const kind of ['routes chunk', 'page chunk', 'CSS chunk', 'widget'] as const) expect(files[kind]!.length, kind).toBeGreaterThan(0);
    expect(drawer.length).toBeGreaterThan(0);
  }, 180_000);

  afterAll(() => {
    console.log(
      `chaos matrix (${results.length} cells, ${(results.reduce((sum, cell) => sum + cell.ms, 0) / 1000).toFixed(0)} s):\n` +
        results
          .map(
            (cell) =>
              `  ${cell.kind.padEnd(13)} ${cell.fault.padEnd(10)} ${cell.outcome.padEnd(22)} reloads ${cell.reloads}  ${(cell.ms / 1000).toFixed(1)} s`,
          )
          .join('\n'),
    );
  });

  const sectionKinds: { kind: Kind; select: (url: URL) => boolean; path: string }[] = [
    {
      kind: 'manifest',
      select: (url) => versionFile('news', news.current)(url) && url.pathname.endsWith('/mf-manifest.json'),
      path: '/en/news',
    },
    {
      kind: 'entry',
      select: (url) => versionFile('news', news.current)(url) && url.pathname.endsWith('/remoteEntry.js'),
      path: '/en/news',
    },
    ...(['routes chunk', 'page chunk', 'CSS chunk', 'widget'] as const).map((kind) => ({
      kind,
      select: (url: URL) => versionFile('news', news.current)(url) && files[kind]!.some((file) => url.pathname.endsWith(`/${file}`)),
      path: kind === 'widget' ? '/en' : '/en/news',
    })),
  ];

  /** Ends on a page or the error screen, never the last resort nor a blank page; the error screen's retry must work. */
  async function outcome(session: Session, ready: string, heal: () => void): Promise<string> {
    const { page } = session;
    await page.waitForFunction(
      (selector) =>
        !!document.querySelector('[data-testid="error-screen"], [data-testid="fatal-error"]') ||
        (!!document.querySelector(selector) && !document.querySelector('#boot, [data-rest-pending]')),
      ready,
      { timeout: 60_000 },
    );
    expect(await page.getByTestId('fatal-error').count()).toBe(0);
    if ((await page.getByTestId('error-screen').count()) === 0) return 'page';
    heal();
    await page.getByTestId('error-retry').click();
    await pageReady(page);
    return 'error screen, retry ok';
  }

  for (const { kind, path } of sectionKinds) {
    for (const fault of FAULTS) {
      it(`${kind} × ${fault}: a working page, at most one reload`, async () => {
        const started = Date.now();
        const session = await openSession();
        try {
          let active = true;
          const select = sectionKinds.find((item) => item.kind === kind)!.select;
          await injectFault(session.page, select, fault, () => active);
          await session.page.goto(path);
          const result = await outcome(
            session,
            kind === 'widget' ? '#page-title' : 'article[data-section] #page-title',
            () => (active = false),
          );
          if (kind === 'widget') expect(await session.page.locator('[data-widget-error]').count()).toBe(0);
          else expect(await session.page.locator('article[data-section]').first().getAttribute('data-section')).toBe('news');
          const reloads = documentLoads(session) - 1;
          expect(reloads).toBeLessThanOrEqual(1);
          const version =
            kind === 'widget'
              ? ''
              : ` on ${(await session.page.locator('article[data-section]').first().getAttribute('data-build-version')) === news.current ? 'current' : 'previous'}`;
          results.push({ kind, fault, outcome: `${result}${version}`, reloads, ms: Date.now() - started });
        } finally {
          await session.close();
        }
      });
    }
  }

  for (const fault of FAULTS) {
    it(`shell chunk (menu drawer) × ${fault}: the menu opens, or a small error whose retry opens it; at most one reload`, async () => {
      const started = Date.now();
      const session = await openSession({ width: 375, height: 740 });
      const { page } = session;
      try {
        let active = true;
        await injectFault(
          page,
          (url) => drawer.includes(url.toString()),
          fault,
          () => active,
        );
        await page.goto('/en/about');
        await pageReady(page);
        await page.waitForLoadState('networkidle');
        await page.getByRole('button', { name: 'Open menu' }).click();
        const dialog = page.getByRole('dialog');
        const partError = page.locator('[data-part-error="menu"]');
        let result = 'menu opened';
        // Wait for the menu, the small error, or the one reload (after which the visitor opens the menu again).
        await expect
          .poll(async () => (await dialog.isVisible()) || (await partError.isVisible()) || documentLoads(session) > 1, { timeout: 40_000 })
          .toBe(true);
        if (documentLoads(session) > 1) {
          await pageReady(page);
          await page.getByRole('button', { name: 'Open menu' }).click();
          await partError.waitFor({ timeout: 30_000 });
        }
        if (await partError.isVisible()) {
          active = false;
          await partError.getByRole('button', { name: 'Try again' }).click();
          await dialog.waitFor({ timeout: 30_000 });
          result = 'error in frame, retry ok';
        }
        expect(await page.getByTestId('fatal-error').count()).toBe(0);
        const reloads = documentLoads(session) - 1;
        expect(reloads).toBeLessThanOrEqual(1);
        results.push({ kind: 'shell chunk', fault, outcome: result, reloads, ms: Date.now() - started });
      } finally {
        await session.close();
      }
    });
  }
});
