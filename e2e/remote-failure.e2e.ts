import { afterEach, describe, expect, it } from 'vitest';
import { documentLoads, openSession, pageReady, type Session } from './support/browser.ts';

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
});
