/**
 * Issue 14, items 11, 12 and 14 where they were seen: the long /about page (375 px, uz) has a contents list, a way
 * back to it from every part, and no first part repeating the page's title; the header marks "Personal cabinet" as
 * the section, not as the page, on the cabinet's other pages (1280 px, en); images' alt texts say what the sample
 * drawings show (ru).
 */
import { describe, expect, it } from 'vitest';
import { openSession, pageReady } from './support/browser.ts';

describe('visitor details', () => {
  it('/about on a phone: contents, a way back from every part, no heading twice (uz, 375 px)', async () => {
    const session = await openSession({ width: 375, height: 800 });
    try {
      const { page } = session;
      await page.goto('/about');
      await pageReady(page);
      const title = await page.locator('#page-title').textContent();
      const headings = await page.locator('main section[id] h2').allTextContents();
      expect(headings.length).toBeGreaterThan(8);
      expect(headings).not.toContain(title);
      const contents = page.locator('nav#contents a');
      expect(await contents.count()).toBe(headings.length);
      const back = page.locator('main section[id] a[href="#contents"]');
      expect(await back.count()).toBe(headings.length);
      await back.nth(3).click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#contents');
      // People are rows with a small portrait, not a screen-wide picture each.
      const portrait = await page.locator('[data-testid="staff-card"] [data-testid="staff-avatar"]').first().boundingBox();
      expect(portrait!.width).toBeLessThanOrEqual(80);
    } finally {
      await session.close();
    }
  });

  it('the header marks "Personal cabinet" as the section on the cabinet\'s pages, and as the page only on its own (en, 1280 px)', async () => {
    const session = await openSession({ width: 1280, height: 800 });
    try {
      const { page } = session;
      const item = page.locator('header nav').getByRole('link', { name: 'Personal cabinet', exact: true });
      await page.goto('/en/personal/partner');
      await pageReady(page);
      expect(await item.getAttribute('aria-current')).toBe('true');
      await page.goto('/en/personal/product');
      await pageReady(page);
      expect(await item.getAttribute('aria-current')).toBe('page');
      await page.goto('/en/news');
      await pageReady(page);
      expect(await item.getAttribute('aria-current')).toBeNull();
    } finally {
      await session.close();
    }
  });

  it('an article image says what it shows: a drawing, not a photograph (ru)', async () => {
    const session = await openSession();
    try {
      const { page } = session;
      await page.goto('/ru/news');
      await pageReady(page);
      const list = await page.locator('#page-title').textContent();
      // An article with the generated drawing (the editors' tests publish articles with uploaded photographs first).
      await page
        .locator('main article[data-news]')
        .filter({ has: page.locator('img[src*="/media/news/"]') })
        .first()
        .locator('a[href^="/ru/news/"]')
        .click();
      await page.waitForURL(/\/ru\/news\/[a-z0-9-]+$/);
      // The article has replaced the list (whose cards' pictures are decorative, alt="").
      await expect.poll(() => page.locator('#page-title').textContent()).not.toBe(list);
      const image = page.locator('main img[src*="/media/news/"]').first();
      expect(await image.getAttribute('alt')).toMatch(/^Иллюстрация: полупрозрачные круги на .+ фоне$/);
    } finally {
      await session.close();
    }
  });
});
