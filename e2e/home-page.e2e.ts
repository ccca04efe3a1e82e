import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { nextFrames, openSession, pageReady, type Session } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';

/**
 * A weekday morning in Tashkent (Wednesday 11:00): the call centre is open, so its band shows the live counts (after
 * hours it says when it opens instead: visitor-frictions.e2e.ts).
 */
const CALL_CENTRE_OPEN = new Date('2026-11-25T06:00:00Z');

/** The home page in its three languages: what each must show. */
const LOCALES = [
  {
    path: '/',
    lang: 'uz',
    title: 'Soliq xizmatlari bir joyda',
    stats: 'Soliq statistikasi',
    free: 'Boʻsh',
    list: 'Samarqand viloyati',
    tashkent: 'Toshkent shahri',
    pause: 'Toʻxtatish',
    play: 'Davom ettirish',
    regions: 'Qoraqalpogʻiston va viloyatlar',
  },
  {
    path: '/ru',
    lang: 'ru',
    title: 'Налоговые услуги в одном месте',
    stats: 'Налоговая статистика',
    free: 'Свободны',
    list: 'Самаркандская область',
    tashkent: 'Город Ташкент',
    pause: 'Пауза',
    play: 'Воспроизвести',
    regions: 'Каракалпакстан и области',
  },
  {
    path: '/en',
    lang: 'en',
    title: 'Tax services in one place',
    stats: 'Tax statistics',
    free: 'Free',
    list: 'Samarkand Region',
    tashkent: 'Tashkent city',
    pause: 'Pause',
    play: 'Play',
    regions: 'Karakalpakstan and the regions',
  },
] as const;

const SECTIONS = [
  'hero',
  'main-slider',
  'services',
  'tax-statistics',
  'achievements',
  'certificate',
  'cabinet',
  'call-centre',
  'operators',
  'regions-map',
  'locations',
  'news',
  'partners',
  'mobile-app',
];

/** Scrolls through the page so that everything that waits for the viewport shows up. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height + 800; y += 700) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await nextFrames(page);
  }
}

describe('home page', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession({ width: 1280, height: 900, bypassCSP: true });
    await session.context.clock.setFixedTime(CALL_CENTRE_OPEN);
  });
  afterAll(async () => session.close());

  for (const locale of LOCALES) {
    it(`${locale.path}: every section, in ${locale.lang}, with API data, and axe finds nothing`, async () => {
      const { page } = session;
      await page.goto(locale.path);
      await pageReady(page);
      expect(await page.locator('#page-title').textContent()).toBe(locale.title);
      expect(await page.locator('html').getAttribute('lang')).toBe(locale.lang);
      expect(await page.title()).toContain(locale.title);
      await scrollThrough(page);
      for (const name of SECTIONS) expect(await page.locator(`[data-home-section="${name}"]`).count(), name).toBeGreaterThan(0);

      // Slider: four announcements from the API, one shown at a time.
      const slider = page.locator('[data-home-section="main-slider"]');
      expect(await slider.locator('[data-slide]').count()).toBe(4);
      expect(await slider.locator('[data-slide]:visible').count()).toBe(1);

      // Statistics: a chart and its table (24 months), in the page language.
      await page.getByRole('heading', { name: locale.stats }).waitFor();
      expect(
        await page
          .locator('[data-chart] table tbody tr')
          .first()
          .evaluate((row) => row.closest('table')!.querySelectorAll('tbody tr').length),
      ).toBe(24);

      // Achievements count up to their values.
      const counter = page.locator('[data-home-section="achievements"] [data-value]').first();
      const target = Number(await counter.getAttribute('data-value'));
      await expect
        .poll(() =>
          counter
            .locator('[aria-hidden="true"]')
            .textContent()
            .then((text) => Number((text ?? '').replace(/\D/g, ''))),
        )
        .toBe(target);

      // Live operators: numbers arrive.
      const operators = page.locator('[data-home-section="operators"]');
      await expect.poll(() => operators.getAttribute('data-feed'), { timeout: 15_000 }).toBe('live');
      expect(await operators.getByText(locale.free, { exact: true }).count()).toBe(1);
      expect(Number(await page.getByTestId('operators-free').textContent())).toBeGreaterThanOrEqual(0);

      // Offices: two groups, Tashkent city first; every office says whether it is open.
      const locations = page.locator('[data-home-section="locations"]');
      expect(await locations.getByRole('tab').allTextContents()).toEqual([locale.tashkent, locale.regions]);
      // (The status comes once the page knows the time, right after hydration.)
      await expect.poll(() => locations.locator('[data-office] [data-status]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await locations.getByRole('tab', { name: locale.regions }).click();
      expect(await locations.locator('[data-group="regions"] [data-office]').count()).toBe(13);
      expect(await locations.locator('a[href^="https://www.openstreetmap.org/"]').count()).toBeGreaterThan(0);

      // Partners and the mobile app.
      expect(await page.locator('[data-home-section="partners"] img.lazyLoad').count()).toBeGreaterThan(0);
      expect(
        await page
          .locator('[data-home-section="mobile-app"] a[href*="apple.com"], [data-home-section="mobile-app"] a[href*="play.google"]')
          .count(),
      ).toBe(2);

      // Nothing shows a raw key.
      expect(await page.locator('main').innerText()).not.toMatch(/\b(hero|slider|stats|map|locations|operators)\.[a-zA-Z]+/);

      const violations = await axeViolations(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    });
  }

  it('the slider works by buttons, dots and arrow keys, and can be paused', async () => {
    const { page } = session;
    await page.goto('/en');
    await pageReady(page);
    const slider = page.locator('[data-home-section="main-slider"]');
    const visible = () => slider.locator('[data-slide]:visible').getAttribute('data-slide');
    const first = await visible();
    await slider.getByRole('button', { name: 'Next announcement' }).click();
    const second = await visible();
    expect(second).not.toBe(first);
    await page.keyboard.press('ArrowLeft');
    expect(await visible()).toBe(first);
    await slider.getByRole('button', { name: 'Show announcement 3' }).click();
    expect(await slider.getByRole('button', { name: 'Show announcement 3' }).getAttribute('aria-current')).toBe('true');
    const pause = page.getByTestId('slider-pause');
    expect(await pause.textContent()).toBe('Pause');
    await pause.click();
    expect(await pause.textContent()).toBe('Play');
  });

  it("the regions map is operable by mouse, keyboard and list, and shows the chosen region's centres", async () => {
    const { page } = session;
    for (const locale of LOCALES) {
      // The root path follows a stored language choice; start Uzbek from a clean slate.
      if (locale.path === '/') await session.context.clearCookies();
      await page.goto(locale.path);
      await pageReady(page);
      const map = page.locator('[data-home-section="regions-map"]');
      await map.scrollIntoViewIfNeeded();
      expect(await map.locator('[data-region]').count()).toBe(14);
      // Nothing chosen at first: the Offices block below lists Tashkent city; the map does not repeat it.
      expect(await page.getByTestId('region-none').count()).toBe(1);
      expect(await page.getByTestId('region-panel').locator('[data-office]').count()).toBe(0);
      await map.locator('[data-region="samarkand"]').click();
      await expect.poll(() => page.getByTestId('region-panel').locator('h3').textContent()).toBe(locale.list);
      expect(await page.getByTestId('region-panel').locator('[data-office]').count()).toBeGreaterThan(0);
      // Keyboard: focus a region tile and press Enter.
      await map.locator('[data-region="khorezm"]').focus();
      await page.keyboard.press('Enter');
      expect(await map.locator('[data-region="khorezm"]').getAttribute('aria-pressed')).toBe('true');
      // The list alternative.
      await map.getByRole('button', { name: locale.list, exact: true }).click();
      expect(await map.locator('[data-region="samarkand"]').getAttribute('aria-pressed')).toBe('true');
    }
  });

  it('at 375 px nothing is wider than the screen and axe finds nothing', async () => {
    const small = await openSession({ width: 375, height: 800, bypassCSP: true });
    try {
      const { page } = small;
      await page.goto('/ru');
      await pageReady(page);
      await scrollThrough(page);
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((node) => node.getBoundingClientRect().right > 376 && getComputedStyle(node).position !== 'fixed')
          .map((node) => `${node.tagName}.${String(node.className).slice(0, 60)} ${Math.round(node.getBoundingClientRect().right)}`),
      );
      expect(wide).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const violations = await axeViolations(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

describe('home page: reduced motion, live feed and a failing widget', () => {
  let session: Session | undefined;
  afterAll(async () => session?.close());

  it('with reduced motion the slider does not rotate and offers no autoplay; counters show their values at once', async () => {
    session = await openSession();
    const { page } = session;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en');
    await pageReady(page);
    const slider = page.locator('[data-home-section="main-slider"]');
    await slider.locator('[data-slide]').first().waitFor({ state: 'attached' });
    expect(await page.getByTestId('slider-pause').count()).toBe(0);
    expect(await slider.locator('[aria-live]').getAttribute('aria-live')).toBe('polite');
    const counter = page.locator('[data-home-section="achievements"] [data-value]').first();
    await counter.scrollIntoViewIfNeeded();
    const target = Number(await counter.getAttribute('data-value'));
    expect(Number(((await counter.locator('[aria-hidden="true"]').textContent()) ?? '').replace(/\D/g, ''))).toBe(target);
    expect(
      await page
        .locator('[data-aos]')
        .first()
        .evaluate((node) => getComputedStyle(node).opacity),
    ).toBe('1');
    await session.close();
    session = undefined;
  });

  it('each achievement figure stays on one line inside its card, and its label inside the card, from 375 to 1280 px', async () => {
    session = await openSession();
    const { page } = session;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of ['/ru', '/en', '/']) {
      for (const width of [375, 800, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await pageReady(page);
        const cards = page.locator('[data-home-section="achievements"] [data-value]');
        await cards.first().scrollIntoViewIfNeeded();
        const boxes = await cards.evaluateAll((nodes) =>
          nodes.map((card) => {
            const value = card.querySelector('[aria-hidden="true"]')!;
            const range = document.createRange();
            range.selectNodeContents(value);
            return {
              text: value.textContent,
              lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
              overflow: card.scrollWidth - card.clientWidth,
            };
          }),
        );
        expect(boxes.length).toBeGreaterThan(3);
        for (const box of boxes) expect({ path, width, ...box }).toEqual({ path, width, text: box.text, lines: 1, overflow: 0 });
      }
    }
    await session.close();
    session = undefined;
  });

  it('the operator counts change without a reload (polling when there is no EventSource), in three languages', async () => {
    session = await openSession({ initScript: 'delete window.EventSource;' });
    await session.context.clock.setFixedTime(CALL_CENTRE_OPEN);
    const { page } = session;
    let calls = 0;
    await page.route('**/api/operators', (route) => {
      calls += 1;
      const free = calls === 1 ? 3 : 7;
      const body = { operators: [], free, busy: 10 - free, offline: 0, updatedAt: new Date().toISOString() };
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
    });
    for (const [index, locale] of LOCALES.entries()) {
      calls = 0;
      await page.goto(locale.path);
      await pageReady(page);
      if (index === 0) expect(await page.evaluate(() => 'EventSource' in window)).toBe(false);
      // The band (and its feed) goes live as the visitor comes to it.
      await page.locator('[data-home-section="operators"]').scrollIntoViewIfNeeded();
      const free = page.getByTestId('operators-free');
      await expect.poll(() => free.textContent(), { timeout: 10_000 }).toBe('3');
      expect(await page.getByTestId('operators-busy').textContent()).toBe('7');
      await expect.poll(() => free.textContent(), { timeout: 15_000 }).toBe('7');
      expect(await page.getByTestId('operators-busy').textContent()).toBe('3');
    }
    await session.close();
    session = undefined;
  });

  it("with data saving, other sections' widgets load only when the visitor asks", async () => {
    // A NetworkInformation stand-in (an EventTarget: the shell listens for changes) asking to save data.
    session = await openSession({
      initScript:
        "Object.defineProperty(navigator, 'connection', { configurable: true, value: Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' }) });",
    });
    const { page } = session;
    await page.goto('/en');
    await pageReady(page);
    const show = page.getByTestId('show-services');
    await show.waitFor();
    expect(await show.textContent()).toBe('Show popular services');
    expect(session.requests.some((request) => request.url().includes('/mfe/services/'))).toBe(false);
    await show.click();
    await expect.poll(() => session!.requests.some((request) => request.url().includes('/mfe/services/')), { timeout: 15_000 }).toBe(true);
    await session.close();
    session = undefined;
  });

  it('says so clearly when the live feed is unavailable', async () => {
    session = await openSession({ initScript: 'delete window.EventSource;' });
    await session.context.clock.setFixedTime(CALL_CENTRE_OPEN);
    const { page } = session;
    await page.route('**/api/operators**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"unavailable","message":"down"}}' }),
    );
    const texts = { '/': 'Aloqa yoʻq', '/ru': 'Нет связи', '/en': 'No connection' } as const;
    for (const [path, text] of Object.entries(texts)) {
      await page.goto(path);
      await pageReady(page);
      const operators = page.locator('[data-home-section="operators"]');
      await operators.scrollIntoViewIfNeeded();
      await expect.poll(() => operators.getAttribute('data-feed'), { timeout: 15_000 }).toBe('unavailable');
      expect(await page.getByTestId('operators-status').textContent()).toBe(text);
      expect(((await operators.getByRole('status').textContent()) ?? '').length).toBeGreaterThan(20);
    }
    await session.close();
    session = undefined;
  });

  it('a widget remote that fails shows a small inline error; the rest of the home page stays', async () => {
    session = await openSession();
    const { page } = session;
    await page.route('**/mfe/news/**', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    for (const path of ['/', '/ru', '/en']) {
      await page.goto(path);
      await pageReady(page);
      // Nothing of the news section is fetched before the widget comes near the viewport.
      const news = page.locator('[data-home-section="news"]');
      await news.scrollIntoViewIfNeeded();
      await page.locator('[data-widget-error="news/LatestNews"]').waitFor({ timeout: 30_000 });
      expect(await page.locator('[data-home-section="partners"]').isVisible()).toBe(true);
      expect(await page.locator('[data-home-section="regions-map"] [data-region]').count()).toBe(14);
      expect(await page.getByTestId('error-screen').count()).toBe(0);
    }
    await session.close();
    session = undefined;
  });
});
