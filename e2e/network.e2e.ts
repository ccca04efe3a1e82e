import { afterEach, describe, expect, it } from 'vitest';
import { openSession, pageReady, type Session } from './support/browser.ts';

describe('network state', () => {
  let session: Session | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('shows a quiet notice while offline, and says when the connection is back', async () => {
    session = await openSession();
    const { page, context } = session;
    await page.goto('/ru/news');
    await pageReady(page);
    const notice = page.locator('[role="status"][data-online]');
    await context.setOffline(true);
    await expect.poll(() => notice.textContent()).toContain('Нет подключения к интернету');
    await context.setOffline(false);
    await expect.poll(() => notice.textContent()).toContain('Связь восстановлена');
  });

  it('shows the loading bar while a slow page loads, and hides it when the page is ready', async () => {
    // No idle prefetch: the section must load on the click.
    session = await openSession({ initScript: 'window.requestIdleCallback = () => 0;' });
    const { page } = session;
    await page.goto('/en');
    await pageReady(page);
    // Slow the next section's code down so that the navigation takes a while.
    await page.route('**/mfe/about/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    const bar = page.getByTestId('progress-bar');
    // The home page's own lazy sections may still be fetching: start from a quiet bar.
    await expect.poll(() => bar.getAttribute('data-state'), { timeout: 10_000 }).toBe('idle');
    await page.locator('header nav').getByRole('link', { name: 'About us', exact: true }).first().click();
    await expect.poll(() => bar.getAttribute('data-state'), { timeout: 5000 }).toBe('loading');
    await expect.poll(() => page.locator('#page-title').textContent(), { timeout: 15_000 }).toBe('About us');
    await expect.poll(() => bar.getAttribute('data-state'), { timeout: 5000 }).toBe('idle');
  });
});
