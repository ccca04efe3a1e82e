import { afterEach, describe, expect, it } from 'vitest';
import { baseURL, openSession, pageReady, type Session } from './support/browser.ts';

describe('language redirect at / only', () => {
  let session: Session | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('follows the browser language at /, and never on /news', async () => {
    session = await openSession({ locale: 'ru-RU' });
    const { page } = session;
    await page.goto('/');
    await pageReady(page);
    expect(new URL(page.url()).pathname).toBe('/ru');
    expect(await page.getAttribute('html', 'lang')).toBe('ru');

    await page.goto('/news');
    await pageReady(page);
    expect(new URL(page.url()).pathname).toBe('/news');
    expect(await page.getAttribute('html', 'lang')).toBe('uz');
  });

  it('prefers the stored cookie over the browser language', async () => {
    session = await openSession({ locale: 'ru-RU' });
    const { page, context } = session;
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL() }]);
    await page.goto('/');
    await pageReady(page);
    expect(new URL(page.url()).pathname).toBe('/en');
  });

  it('keeps Uzbek for an Uzbek or unknown browser language', async () => {
    session = await openSession({ locale: 'de-DE' });
    const { page } = session;
    await page.goto('/');
    await pageReady(page);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getAttribute('html', 'lang')).toBe('uz');
  });

  it('switching language keeps the page, query and hash, and stores the cookie with its attributes', async () => {
    session = await openSession();
    const { page, context } = session;
    await page.goto('/ru/news?page=2#top');
    await pageReady(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page.locator('header').getByRole('link', { name: 'English' }).first().click();
    await page.waitForURL('**/en/news?page=2#top');
    await pageReady(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await expect.poll(() => page.locator('h1').textContent()).toBe('News');
    // The same document: a client-side navigation, not a reload.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.secure).toBe(false);
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
  });

  it('switching language keeps the place on the page; choosing the current one adds no history entry', async () => {
    session = await openSession();
    const { page } = session;
    await page.goto('/ru/about');
    await pageReady(page);
    await page.evaluate(() => window.scrollTo(0, 700));
    // Clicked where it is, without scrolling to it first (a click from the keyboard or a mouse at the page's top).
    await page
      .locator('header [data-locale="en"]')
      .first()
      .evaluate((link) => (link as HTMLElement).click());
    await page.waitForURL('**/en/about');
    await expect.poll(() => page.locator('h1').textContent()).toBe('About us');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const entries = await page.evaluate(() => history.length);
    await page
      .locator('header [data-locale="en"]')
      .first()
      .evaluate((link) => (link as HTMLElement).click());
    await pageReady(page);
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });

  it('the language list names each language in itself and marks the current one', async () => {
    session = await openSession();
    const { page } = session;
    await page.goto('/en/about');
    await pageReady(page);
    const links = page.locator('header [data-locale]');
    expect(
      await links.evaluateAll((els) =>
        els.map((el) => [el.textContent, el.getAttribute('hreflang'), el.getAttribute('lang'), el.getAttribute('aria-current')]),
      ),
    ).toEqual([
      ['Oʻzbekcha', 'uz', 'uz', null],
      ['Русский', 'ru', 'ru', null],
      ['English', 'en', 'en', 'true'],
    ]);
  });
});
