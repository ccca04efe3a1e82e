/**
 * Visitors offline or on a bad network (issue 42, observation 7): a navigation made offline waits for the connection
 * with the site's own notice instead of reloading into the browser's "No internet" page; a part whose code failed
 * offline keeps its server markup and loads once the connection is back, shared files included; no raw JavaScript
 * message reaches the visitor.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { documentLoads, nextFrames, openSession, pageReady, type Session } from './support/browser.ts';

/** No idle prefetch: the next section's code is fetched by the navigation itself (offline, it cannot be). */
const NO_PREFETCH = 'window.requestIdleCallback = () => 0;';

const CASES = [
  {
    locale: 'uz',
    prefix: '',
    news: 'Yangiliklar',
    about: 'Korxona haqida',
    waiting: 'Sahifa aloqa tiklanganda ochiladi',
    contacts: 'Kontaktlar',
  },
  {
    locale: 'ru',
    prefix: '/ru',
    news: 'Новости',
    about: 'О предприятии',
    waiting: 'Страница откроется, когда связь восстановится',
    contacts: 'Контакты',
  },
  {
    locale: 'en',
    prefix: '/en',
    news: 'News',
    about: 'About us',
    waiting: 'The page will open when the connection returns',
    contacts: 'Contacts',
  },
] as const;

describe('offline', () => {
  let session: Session | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  for (const c of CASES) {
    it(`a navigation to another section waits for the connection, then opens (${c.locale})`, async () => {
      session = await openSession({ initScript: NO_PREFETCH });
      const { page, context } = session;
      await page.goto(`${c.prefix}/news`);
      await pageReady(page);
      await context.setOffline(true);
      await page.locator('header nav').getByRole('link', { name: c.about, exact: true }).first().click();
      const notice = page.locator('[role="status"][data-online]');
      await expect.poll(() => notice.getAttribute('data-waiting'), { timeout: 10_000 }).toBe('true');
      const text = (await notice.textContent()) ?? '';
      expect(text).toContain(c.waiting);
      console.log(`[offline ${c.locale}] ${text}`);
      // Still the page the visitor was on: no reload, no error screen.
      await nextFrames(page);
      expect(await page.locator('#page-title').textContent()).toBe(c.news);
      expect(await page.getByTestId('error-screen').count()).toBe(0);
      expect(documentLoads(session)).toBe(1);

      await context.setOffline(false);
      await expect.poll(() => page.locator('#page-title').textContent(), { timeout: 30_000 }).toBe(c.about);
      expect(new URL(page.url()).pathname).toBe(`${c.prefix}/about`);
      expect(documentLoads(session)).toBe(1);
    });
  }

  it('a part whose code failed offline keeps its markup, and loads once online, shared files included', async () => {
    session = await openSession({ initScript: NO_PREFETCH });
    const { page, context } = session;
    await page.goto('/en/contacts');
    await pageReady(page);
    await context.setOffline(true);
    await page.locator('#message').scrollIntoViewIfNeeded();
    // The server's form stays on screen (no error box in its place); the page's note says part of it waits.
    const waiting = page.locator('[data-parts-waiting~="message"]');
    await waiting.locator('p').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-part-error="message"]').count()).toBe(0);
    expect(await page.locator('#message').isVisible()).toBe(true);
    // The connection's return retries by itself (the note's button does the same at any time).
    await context.setOffline(false);
    // Live: hydrated with its code (the server's markup alone is never `data-live`).
    await page.locator('form[data-testid="contact-form"][data-live]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-parts-waiting]').count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toMatch(/Cannot read properties|undefined \(reading/);
    expect(documentLoads(session)).toBe(1);
  });
});
