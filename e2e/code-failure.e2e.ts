/**
 * The four observations of issue 12, each as it was reproduced: a section whose code cannot be loaded, the error
 * screen's retry, two versions of one section in one page, and the shell's own lazy chunks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { documentLoads, openSession, pageReady, type Session } from './support/browser.ts';
import { deployTwoNewsVersions, injectFault, versionFile } from './support/faults.ts';

const article = (page: Page) => page.locator('article[data-section]').first();
const versions = async (page: Page) => ({
  section: await article(page).getAttribute('data-section-version'),
  build: await article(page).getAttribute('data-build-version'),
});
/** Claims the one reload of the 60 s window up front, so a test reaches the error screen without one. */
const RELOAD_ALREADY_USED = `if (!sessionStorage.getItem('site:chunk-reload-at')) sessionStorage.setItem('site:chunk-reload-at', String(Date.now()));`;

describe('a section whose code cannot be loaded', () => {
  let session: Session | undefined;
  let news: { previous: string; current: string };
  beforeAll(() => {
    news = deployTwoNewsVersions('obs');
  }, 120_000);
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('observation 1: after an outage, Try again fetches the entry anew and comes back on the current version, without a page load', async () => {
    session = await openSession();
    const { page } = session;
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    let down = true;
    // Every file of every version of news blocked: manifests, entries, chunks.
    await injectFault(
      page,
      (url) => url.pathname.startsWith('/mfe/news/'),
      'aborted',
      () => down,
    );

    await page.goto('/en/news');
    await page.getByTestId('error-screen').waitFor({ timeout: 60_000 });
    expect(documentLoads(session)).toBe(2);

    down = false;
    const entryRequests = () =>
      session!.requests.filter((r) => versionFile('news', news.current)(new URL(r.url())) && r.url().includes('remoteEntry.js')).length;
    const before = entryRequests();
    await page.getByTestId('error-retry').click();
    await expect.poll(() => page.locator('#page-title').textContent(), { timeout: 30_000 }).toBe('News');
    expect(entryRequests()).toBeGreaterThan(before);
    expect(await versions(page)).toEqual({ section: news.current, build: news.current });
    expect(documentLoads(session)).toBe(2);
    expect(warnings.filter((text) => /already registered/.test(text))).toEqual([]);
  });

  it('observation 2: the current entry missing or truncated, the previous version runs whole (its own routes and pages)', async () => {
    for (const fault of ['404', 'truncated'] as const) {
      session = await openSession();
      const { page } = session;
      await injectFault(page, (url) => versionFile('news', news.current)(url) && url.pathname.endsWith('/remoteEntry.js'), fault);
      await page.goto('/en/news');
      await pageReady(page);
      expect(await versions(page), fault).toEqual({ section: news.previous, build: news.previous });
      // The truncated entry's own syntax error is the browser's report of the fault; nothing else may fail (before the
      // fix: "s[e] is not a function", a chunk of the broken version run by the previous version's runtime).
      expect(session.errors.filter((error) => error.name !== 'SyntaxError').map((error) => error.message)).toEqual([]);
      expect(documentLoads(session)).toBe(1);
      // A page of the section reached by a link also works.
      await page.locator('main a[href^="/en/news/"]').first().click();
      await expect.poll(() => page.url()).toMatch(/\/en\/news\/[^/]+$/);
      await pageReady(page);
      expect((await versions(page)).build).toBe(news.previous);
      await session.close();
      session = undefined;
    }
  });

  it('observation 4: says the section is unavailable and to check the connection (503), in uz, ru and en, never "Error code: 500"', async () => {
    const expected = {
      '/news': { title: 'Boʻlim hozir mavjud emas', text: /Internet aloqasini tekshirib/ },
      '/ru/news': { title: 'Раздел сейчас недоступен', text: /Проверьте подключение/ },
      '/en/news': { title: 'This section is unavailable right now', text: /Check your connection/ },
    };
    session = await openSession({ initScript: RELOAD_ALREADY_USED });
    const { page } = session;
    await injectFault(page, (url) => url.pathname.startsWith('/mfe/news/'), '404');
    for (const [path, { title, text }] of Object.entries(expected)) {
      await page.goto(path);
      const screen = page.getByTestId('error-screen');
      await screen.waitFor({ timeout: 30_000 });
      expect(await page.locator('h1').textContent()).toBe(title);
      expect(await screen.getAttribute('data-status')).toBe('503');
      expect(await screen.textContent()).toMatch(text);
      expect(await screen.textContent()).not.toMatch(/500/);
    }
  });

  it('two versions of one section live in one page: a page of the current version falls back to the previous one beside it', async () => {
    session = await openSession();
    const { page } = session;
    // The current version's routes load (the files its manifest lists for ./routes); its pages' own chunks do not,
    // so the news page comes from the previous version, running beside the current one.
    const manifest = JSON.parse(readFileSync(join(inject('deployDir'), 'mfe', 'news', news.current, 'mf-manifest.json'), 'utf8')) as {
      exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
    };
    const routes = manifest.exposes.find((expose) => expose.path === './routes')!;
    const routesFiles = [...routes.assets.js.sync, ...routes.assets.css.sync];
    await injectFault(
      page,
      (url) =>
        versionFile('news', news.current)(url) &&
        url.pathname.includes('/static/') &&
        !routesFiles.some((file) => url.pathname.endsWith(`/${file}`)),
      '404',
    );
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/en/news');
    await pageReady(page);
    expect(await page.locator('#page-title').textContent(), logged.join('\n')).toBe('News');
    expect((await versions(page)).section).toBe(news.current);
    // Each version in its own container and chunk-loading global: neither sees the other's chunks.
    const globals = await page.evaluate(() =>
      Object.keys(window)
        .filter((key) => /^(rspackChunk)?news_/.test(key))
        .sort(),
    );
    const safe = (version: string) => version.replace(/[^A-Za-z0-9]/g, '_');
    const containers = globals.filter((key) => key.startsWith('news_'));
    const chunkGlobals = globals.filter((key) => key.startsWith('rspackChunknews_'));
    expect(containers.map((key) => key.replace(/_[0-9a-f]{8}$/, ''))).toEqual([
      `news_${safe(news.previous)}`,
      `news_${safe(news.current)}`,
    ]);
    expect(chunkGlobals).toHaveLength(2);
    expect(chunkGlobals).toEqual(containers.map((key) => `rspackChunk${key}`));
    expect(session.errors.map((error) => error.message)).toEqual([]);
    expect(documentLoads(session)).toBe(1);
  });
});

describe("the shell's own lazy chunks", () => {
  let session: Session | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  /** The shell files the menu drawer loads when first opened, after the page and its idle-time parts are in. */
  async function drawerFiles(): Promise<string[]> {
    const probe = await openSession({ width: 375, height: 740 });
    try {
      await probe.page.goto('/en/about');
      await pageReady(probe.page);
      await probe.page.waitForLoadState('networkidle');
      const before = new Set(probe.requests.map((r) => r.url()));
      await probe.page.getByRole('button', { name: 'Open menu' }).click();
      await probe.page.getByRole('dialog').waitFor();
      return probe.requests.map((r) => r.url()).filter((url) => !before.has(url) && new URL(url).pathname.startsWith('/static/'));
    } finally {
      await probe.close();
    }
  }

  it('observation 3: the drawer chunk missing reloads once, then shows a small error in the header whose retry opens the menu', async () => {
    const files = await drawerFiles();
    expect(files.length).toBeGreaterThan(0);
    session = await openSession({ width: 375, height: 740 });
    const { page } = session;
    let down = true;
    await injectFault(
      page,
      (url) => files.includes(url.toString()),
      '404',
      () => down,
    );
    await page.goto('/en/about');
    await pageReady(page);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Open menu' }).click();
    // One reload, then the same click meets the error inside the header, never the last-resort page.
    await expect.poll(() => documentLoads(session!), { timeout: 30_000 }).toBe(2);
    await pageReady(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const partError = page.locator('[data-part-error="menu"]');
    await partError.waitFor({ timeout: 30_000 });
    expect(await partError.textContent()).toMatch(/Check your connection/);
    expect(await page.getByTestId('fatal-error').count()).toBe(0);
    expect(await page.locator('#page-title').isVisible()).toBe(true);

    down = false;
    await partError.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('dialog').waitFor({ timeout: 30_000 });
    expect(await partError.count()).toBe(0);
    expect(documentLoads(session)).toBe(2);
  });
});

describe('the start-up itself cannot run', () => {
  it('a server-rendered page stays to be read, with a note in its language that its forms and buttons do not work (ru, 375 px)', async () => {
    const session = await openSession({ width: 375, height: 740 });
    try {
      const { page } = session;
      // The start-up's own file (the boot step: the router, the shell's layout) never arrives.
      await injectFault(
        page,
        (url) => /\/static\/js\/boot\.[0-9a-f]+\.js$/.test(url.pathname),
        '404',
        () => true,
      );
      await page.goto('/ru/contacts');
      const note = page.locator('#start-failed');
      await note.waitFor({ timeout: 30_000 });
      expect(await note.getAttribute('role')).toBe('alert');
      expect(await note.textContent()).toContain('Скрипты страницы не загрузились');
      expect(await note.getByRole('link', { name: 'Перезагрузить страницу' }).getAttribute('href')).toBe('/ru/contacts');
      // The page is still there: its heading, its offices, its form with what was typed in it.
      expect(await page.locator('#page-title').textContent()).toBe('Контакты');
      const message = page.getByTestId('contact-form').locator('textarea');
      await message.fill('Работаете ли вы в субботу?');
      expect(await message.inputValue()).toBe('Работаете ли вы в субботу?');
      expect(await page.getByTestId('fatal-error').count()).toBe(0);
    } finally {
      await session.close();
    }
  });
});
