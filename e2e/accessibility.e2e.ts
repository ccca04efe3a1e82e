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

describe('headings', () => {
  // axe's WCAG rules leave heading order to its best practices: a screen reader's list of headings skipped a level
  // on the about page (the news section's video cards, h4 under an h2).
  const HEADED = [
    '/',
    '/en/about',
    '/ru/news',
    '/ru/contacts',
    '/en/services/calculator',
    '/en/personal/product',
    '/en/search?q=kalit',
    '/ru/oferta',
  ];
  it('never skip a level, on a page of every section, lower parts included', async () => {
    const session = await openSession({ width: 1280, height: 800 });
    try {
      const { page } = session;
      for (const path of HEADED) {
        await page.goto(path);
        await pageReady(page);
        // Down the whole page, so that the parts drawn when they come near the view are there too.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        });
        await pageReady(page);
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 });
        const skipped = await page.evaluate(() => {
          const found: string[] = [];
          let previous = 0;
          for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
            const level = Number(heading.tagName[1]);
            if (previous && level > previous + 1) found.push(`h${previous} then h${level}: ${heading.textContent?.slice(0, 60)}`);
            previous = level;
          }
          return found;
        });
        expect(skipped, path).toEqual([]);
      }
    } finally {
      await session.close();
    }
  });
});

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

describe('high contrast (forced colours)', () => {
  it('keeps ticked boxes, the chosen option and the current item distinct from the others (uz, ru, en)', async () => {
    const session = await openSession({ width: 1280, height: 900 });
    try {
      const { page } = session;
      await page.emulateMedia({ forcedColors: 'active' });
      for (const prefix of ['', '/ru', '/en']) {
        await page.goto(`${prefix}/services/calculator`);
        await pageReady(page);
        const boxes = page.locator('.mantine-Checkbox-input');
        await boxes.nth(0).check();
        const [ticked, empty] = await Promise.all([0, 1].map((n) => boxes.nth(n).evaluate((box) => getComputedStyle(box).backgroundColor)));
        expect(ticked).not.toBe(empty);
        // The current section in the menu and the current breadcrumb: an outline the mode keeps.
        const current = await page.evaluate(() =>
          [...document.querySelectorAll('header a[aria-current], nav[aria-label] a[aria-current="page"]')].map(
            (link) => getComputedStyle(link).outlineStyle,
          ),
        );
        expect(current.length).toBeGreaterThan(0);
        expect(current.every((style) => style === 'solid')).toBe(true);
        await page.goto(`${prefix}/registration`);
        await pageReady(page);
        const radios = page.locator('.mantine-Radio-radio');
        await radios.nth(0).check();
        const [chosen, other] = await Promise.all(
          [0, 1].map((n) => radios.nth(n).evaluate((radio) => getComputedStyle(radio).backgroundColor)),
        );
        expect(chosen).not.toBe(other);
      }
      expect(session.errors).toEqual([]);
    } finally {
      await session.close();
    }
  });
});

describe("a visitor's own text spacing (WCAG 1.4.12)", () => {
  it('cuts no badge on the contacts and vacancies pages at 375 px (ru, uz, en)', async () => {
    const session = await openSession({ width: 375, height: 800 });
    try {
      const { page } = session;
      for (const path of ['/ru/contacts', '/ru/vacancy', '/contacts', '/en/vacancy']) {
        await page.goto(path);
        await pageReady(page);
        await page.addStyleTag({
          content:
            '* { letter-spacing: 0.12em !important; word-spacing: 0.16em !important; line-height: 1.5 !important; } p { margin-bottom: 2em !important; }',
        });
        const cut = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('.mantine-Badge-root')]
            .filter((badge) => {
              const box = badge.getBoundingClientRect();
              const card = badge.closest('.mantine-Paper-root')?.getBoundingClientRect();
              return box.width > 0 && card && (box.right > card.right + 0.5 || badge.scrollWidth > badge.clientWidth + 1);
            })
            .map((badge) => badge.textContent),
        );
        expect(cut, path).toEqual([]);
      }
    } finally {
      await session.close();
    }
  });
});
