/**
 * A server-rendered part whose code fails to load keeps its markup (issue 42, observation 7): a connection reset on a
 * home band's file replaced the band's good, readable markup with an error box. Now the band stays as the server
 * rendered it, a quiet note in the page's language offers a retry, and the retry (the network back) hydrates it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { baseURL, documentLoads, nextFrames, openSession, pageReady, type Session } from './support/browser.ts';
import { injectFault } from './support/faults.ts';

const CASES = [
  { locale: 'uz', path: '/', title: 'Soliq statistikasi', note: 'Sahifaning bir qismi toʻliq yuklanmadi', retry: 'Qayta urinish' },
  { locale: 'ru', path: '/ru', title: 'Налоговая статистика', note: 'Часть страницы загрузилась не полностью', retry: 'Повторить' },
  { locale: 'en', path: '/en', title: 'Tax statistics', note: 'Part of this page did not finish loading', retry: 'Try again' },
] as const;

/** What a raw JavaScript failure reads like; none of it may reach the visitor. */
const RAW_ERROR = /Cannot read properties|undefined \(reading|ChunkLoadError|Loading chunk|TypeError|Failed to fetch|RUNTIME-0/;

/** The browser files of the live home version that hold the statistics band's code (found by its strings' keys). */
async function statisticsBandFiles(): Promise<string[]> {
  const registry = (await (await fetch(`${baseURL()}/remotes.json`)).json()) as { remotes: { home: { current: { entry: string } } } };
  const base = registry.remotes.home.current.entry.replace(/mf-manifest\.json$/, '');
  const dir = join(inject('deployDir'), decodeURIComponent(base.slice(1)));
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.js') && !file.startsWith('server'))
    .filter((file) => /["']stats\.title["']/.test(readFileSync(join(dir, file), 'utf8')))
    .map((file) => `${base}${file}`);
  if (files.length === 0) throw new Error(`no browser file of ${base} holds the statistics band`);
  return files;
}

describe('a home band whose code fails to load', () => {
  let session: Session | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  for (const c of CASES) {
    it(`keeps its server markup, readable, with a quiet note; the retry hydrates it (${c.locale})`, async () => {
      const files = await statisticsBandFiles();
      // Rendered on the server (a cold server's first render of a page may exceed its budget and go to the browser).
      await expect
        .poll(async () => (await fetch(new URL(c.path, baseURL()), { headers: { 'accept-language': c.locale } })).headers.get('x-render'), {
          timeout: 30_000,
        })
        .toMatch(/^server/);
      session = await openSession({ locale: c.locale === 'uz' ? 'uz-UZ' : `${c.locale}-${c.locale.toUpperCase()}` });
      const { page } = session;
      let down = true;
      await injectFault(
        page,
        (url) => files.includes(url.pathname),
        'aborted',
        () => down,
      );
      await page.goto(c.path);
      await pageReady(page);
      const band = page.locator('#tax-statistics');
      await band.scrollIntoViewIfNeeded();

      const note = page.locator('[data-parts-waiting~="tax-statistics"]');
      // The note's line is fixed at the foot of the view (its live region itself takes no room).
      await note.locator('p').waitFor({ timeout: 30_000 });
      expect(await note.getAttribute('role')).toBe('status');
      expect(await note.textContent()).toContain(c.note);
      // The band is the server's markup still: its heading and its chart's table, no error box in its place.
      await expect.poll(() => band.getByRole('heading').first().textContent()).toBe(c.title);
      expect(await band.isVisible()).toBe(true);
      expect(await band.locator('table tbody tr').count()).toBeGreaterThan(0);
      expect(await page.locator('[data-part-error]').count()).toBe(0);
      expect(await page.locator('body').textContent()).not.toMatch(RAW_ERROR);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.screenshot({ path: join(tmpdir(), `band-failure-${c.locale}-${width}.png`) });
      }

      down = false;
      await note.getByRole('button', { name: c.retry }).click();
      await expect.poll(() => page.locator('[data-parts-waiting]').count(), { timeout: 30_000 }).toBe(0);
      // Hydrated: its tabs answer a click (the server's markup alone cannot switch a tab).
      const tabs = band.getByRole('tab');
      expect(await tabs.count()).toBeGreaterThan(1);
      await tabs.nth(1).click();
      await expect.poll(() => tabs.nth(1).getAttribute('aria-selected'), { timeout: 10_000 }).toBe('true');
      await nextFrames(page);
      expect(await page.locator('[data-part-error]').count()).toBe(0);
      expect(await page.locator('body').textContent()).not.toMatch(RAW_ERROR);
      expect(documentLoads(session)).toBe(1);
    });
  }
});
