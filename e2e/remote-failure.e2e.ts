import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { baseURL, documentLoads, openSession, pageReady, type Session } from './support/browser.ts';
import { injectFault } from './support/faults.ts';

/** The browser files of a widget's own code in the live version of its section (from that version's manifest). */
async function widgetFiles(section: string, expose: string): Promise<string[]> {
  const registry = (await (await fetch(`${baseURL()}/remotes.json`)).json()) as { remotes: Record<string, { current: { entry: string } }> };
  const entry = registry.remotes[section]!.current.entry;
  const manifest = JSON.parse(readFileSync(join(inject('deployDir'), decodeURIComponent(entry.slice(1))), 'utf8')) as {
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
  const base = entry.replace(/mf-manifest\.json$/, '');
  const files = manifest.exposes.find((item) => item.path === expose)!.assets.js.sync.map((file) => `${base}${file}`);
  if (files.length === 0) throw new Error(`${section} ${expose} has no files of its own`);
  return files;
}

describe('a section that fails to load', () => {
  let session: Session | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('reloads the page once, then shows the error screen, whose retry loads the section once it is back', async () => {
    session = await openSession();
    const { page } = session;
    let down = true;
    await page.route('**/mfe/news/**', (route) => (down ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue()));

    await page.goto('/en/news');
    const screen = page.getByTestId('error-screen');
    await screen.waitFor({ timeout: 60_000 });
    // Exactly one automatic reload (the first load plus one), and no more after that.
    expect(documentLoads(session)).toBe(2);
    await page.waitForTimeout(1500);
    expect(documentLoads(session)).toBe(2);
    await expect.poll(() => page.locator('h1').textContent()).toBe('This section is unavailable right now');
    // The rest of the site lives on: the header and its navigation are there.
    expect(await page.locator('header nav').first().isVisible()).toBe(true);
    const stamp = await page.evaluate(() => sessionStorage.getItem('site:chunk-reload-at'));
    expect(Number(stamp)).toBeGreaterThan(Date.now() - 60_000);

    // Still down: the retry tries again (a real new request) and fails again.
    const before = session.requests.filter((r) => r.url().includes('/mfe/news/')).length;
    await page.getByTestId('error-retry').click();
    await expect.poll(() => session!.requests.filter((r) => r.url().includes('/mfe/news/')).length).toBeGreaterThan(before);
    // Wait for that attempt to finish: the retry button is enabled again on the error screen.
    await expect.poll(() => page.getByTestId('error-retry').getAttribute('data-loading')).toBeNull();
    await screen.waitFor();

    // Back up: the retry succeeds, without a reload.
    down = false;
    await page.getByTestId('error-retry').click();
    await expect.poll(() => page.locator('#page-title').textContent(), { timeout: 30_000 }).toBe('News');
    expect(await page.locator('article[data-section]').getAttribute('data-section')).toBe('news');
    expect(documentLoads(session)).toBe(2);
  });

  it('keeps the rest of the site working while one section is down', async () => {
    session = await openSession();
    const { page } = session;
    await page.route('**/mfe/services/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/en/about');
    await pageReady(page);
    await page.locator('header nav').getByRole('link', { name: 'Services', exact: true }).first().click();
    await page.getByTestId('error-screen').waitFor({ timeout: 60_000 });
    // Another section still opens.
    await page.locator('header nav').getByRole('link', { name: 'News', exact: true }).first().click();
    await expect.poll(() => page.locator('#page-title').textContent(), { timeout: 30_000 }).toBe('News');
  });

  it("keeps a widget's server markup when its code fails during hydration: the polite note's retry, no error box", async () => {
    // The about page's video gallery: the news section's widget, rendered with the page on the server.
    // Every version's copy of the widget's code: the shell falls back to the section's previous version when the
    // live one's files fail (the tests above deployed two), and that one would hydrate the gallery.
    const files = await widgetFiles('news', './VideoGallery');
    expect(files.length).toBeGreaterThan(0);
    const widgetCode = (path: string) => path.startsWith('/mfe/news/') && /\/__federation_expose_VideoGallery\.[^/]+\.js$/.test(path);
    await expect
      .poll(async () => (await fetch(new URL('/en/about', baseURL()))).headers.get('x-render'), { timeout: 30_000 })
      .toMatch(/^server/);
    session = await openSession();
    const { page } = session;
    let down = true;
    await injectFault(
      page,
      (url) => widgetCode(url.pathname),
      'aborted',
      () => down,
    );
    await page.context().route(/youtube/, (route) => route.abort());
    await page.goto('/en/about');
    await pageReady(page);
    const widget = page.locator('[data-remote-widget="news/VideoGallery"]');
    const videos = widget.locator('article[data-video]');
    // The frame takes no box (display: contents): its first video is what comes into view.
    await videos.first().scrollIntoViewIfNeeded();

    const note = page.locator('[data-parts-waiting]');
    await note.locator('p').waitFor({ timeout: 30_000 });
    expect((await note.getAttribute('data-parts-waiting'))!.split(' ')).toContain(await widget.getAttribute('id'));
    expect(await note.getAttribute('aria-live')).toBe('polite');
    expect(await note.textContent()).toContain('Part of this page did not finish loading');
    // The server's markup of the gallery is still there, readable, and no error box in its place.
    expect(await videos.count()).toBeGreaterThan(0);
    expect(await videos.first().textContent()).not.toBe('');
    expect(await page.locator('[data-widget-error]').count()).toBe(0);
    await page.screenshot({ path: join(tmpdir(), 'remote-widget-waiting-1280.png') });

    down = false;
    await note.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.locator('[data-parts-waiting]').count(), { timeout: 30_000 }).toBe(0);
    expect(await page.locator('[data-widget-error]').count()).toBe(0);
    // Hydrated: pressing play puts the player in the preview's place (the server's markup alone cannot).
    await videos.first().getByRole('button').click();
    await videos.first().locator('iframe').waitFor({ timeout: 10_000 });
    expect(documentLoads(session)).toBe(1);
  });
});
