import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, pageReady, type Session } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';

const PAGES = ['/', '/ru/news', '/en/about/structure', '/en/no-such-page', '/ru/signin'];

for (const width of [375, 1280]) {
  describe(`accessibility at ${width} px`, () => {
    let session: Session;
    beforeAll(async () => {
      session = await openSession({ width, height: 800, bypassCSP: true });
    });
    afterAll(async () => session.close());

    for (const path of PAGES) {
      it(`${path}: axe finds no WCAG 2.2 AA violation`, async () => {
        const { page } = session;
        await page.goto(path);
        await page.locator('h1').first().waitFor();
        await page.waitForFunction(() => !document.querySelector('#boot'));
        const violations = await axeViolations(page);
        expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
      });
    }

    it('works by keyboard: the skip link is the first stop and leads to the content', async () => {
      const { page } = session;
      await page.goto('/en/news');
      await pageReady(page);
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent);
      expect(focused).toBe('Skip to main content');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#main');
    });
  });
}

describe('small screens', () => {
  it('at 375 px the navigation is a drawer that opens, lists every section and closes after a choice', async () => {
    const session = await openSession({ width: 375, height: 740 });
    try {
      const { page } = session;
      await page.goto('/en');
      await pageReady(page);
      expect(await page.locator('header nav[aria-label="Main menu"]').first().isVisible()).toBe(false);
      const burger = page.getByRole('button', { name: 'Open menu' });
      await burger.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.waitFor();
      for (const name of ['About us', 'Services', 'For business', 'News', 'Vacancies', 'Contacts', 'Personal cabinet']) {
        expect(await drawer.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
      }
      await drawer.getByRole('link', { name: 'News', exact: true }).click();
      await page.waitForURL('**/en/news');
      await drawer.waitFor({ state: 'hidden' });
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } finally {
      await session.close();
    }
  });
});
