import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextFrames, openSession, pageReady, type Session } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';

const LOCALES = [
  { locale: 'uz', prefix: '', gallery: 'Videogalereya', play: 'Videoni koʻrish:' },
  { locale: 'ru', prefix: '/ru', gallery: 'Видеогалерея', play: 'Смотреть видео:' },
  { locale: 'en', prefix: '/en', gallery: 'Video gallery', play: 'Play the video:' },
] as const;

const isThirdParty = (url: string, origin: string) => /^https?:/.test(url) && !url.startsWith(origin);

describe('news: video gallery, error state and small screens', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession({ bypassCSP: true });
    await session.context.route(/^https:\/\/(www\.youtube-nocookie\.com|i\.ytimg\.com|www\.youtube\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
  });
  afterAll(async () => session.close());

  for (const { locale, prefix, gallery, play } of LOCALES) {
    it(`${locale}: the video gallery loads nothing from outside until a video is played`, async () => {
      const { page, requests } = session;
      const before = requests.length;
      await page.goto(`${prefix}/news`);
      await pageReady(page);
      const section = page.locator('[data-news-widget="VideoGallery"]');
      await section.scrollIntoViewIfNeeded();
      expect(await section.getByRole('heading', { level: 2 }).textContent()).toBe(gallery);
      const buttons = section.getByRole('button', { name: new RegExp(`^${play} `) });
      await expect.poll(() => buttons.count()).toBeGreaterThan(3);
      // Titles come in the page's language (the API's answer for this locale).
      const api = (await (await page.request.get(`/api/videos?locale=${locale}`)).json()) as { items: { title: string }[] };
      expect(await section.locator('h3').first().textContent()).toBe(api.items[0]!.title);
      await nextFrames(page);
      const siteOrigin = new URL(page.url()).origin;
      const outside = requests.slice(before).filter((request) => isThirdParty(request.url(), siteOrigin));
      expect(outside.map((request) => request.url())).toEqual([]);
      expect(await section.locator('iframe').count()).toBe(0);

      await buttons.first().click();
      const frame = section.locator('iframe');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/);
      expect(await frame.getAttribute('title')).toContain(api.items[0]!.title);
      // The player takes the keyboard focus from the button it replaced.
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
      await expect
        .poll(() => requests.slice(before).filter((request) => request.url().startsWith('https://www.youtube-nocookie.com/')).length)
        .toBeGreaterThan(0);
    });
  }

  it('shows an error with a retry when the news cannot be loaded, and the retry loads them', async () => {
    const { page } = session;
    let failing = true;
    await page.route('**/api/news?*', (route) =>
      failing
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"x","message":"down"}}' })
        : route.continue(),
    );
    try {
      // The list is asked for by the browser after a navigation inside the site (a first visit is rendered by the server).
      await page.goto('/en/news');
      await pageReady(page);
      // A year chip: a link inside the site, so the browser asks the API for the list.
      const chip = page.locator('main a[href*="year="]').first();
      const year = new URL((await chip.getAttribute('href'))!, 'http://x').searchParams.get('year');
      await chip.click();
      await page.waitForURL(new RegExp(`year=${year}`));
      const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' }).first();
      await alert.waitFor({ timeout: 30_000 });
      const retry = alert.getByRole('button', { name: 'Try again' });
      // Let the automatic attempts finish (the button is busy meanwhile), then bring the API back and retry.
      await expect.poll(() => retry.getAttribute('data-loading'), { timeout: 30_000 }).toBeNull();
      expect(await page.locator('[data-news]').count()).toBe(0);
      failing = false;
      await retry.click();
      await expect.poll(() => page.locator('[data-news]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    } finally {
      await page.unroute('**/api/news?*');
    }
  });

  it('shows the empty state with a way back when a page is past the end', async () => {
    const { page } = session;
    await page.goto('/ru/news?page=99');
    await pageReady(page);
    const empty = page.getByRole('status').filter({ hasText: 'Страницы 99 нет' });
    await empty.waitFor();
    await empty.getByRole('link').click();
    await page.waitForURL('**/ru/news');
    await expect.poll(() => page.locator('[data-news]').count()).toBe(9);
  });

  it('reads well at 375 px: nothing wider than the screen, axe finds nothing on the list', async () => {
    const small = await openSession({ width: 375, height: 740, bypassCSP: true });
    try {
      const { page } = small;
      await small.context.route(/^https:\/\//, (route) => route.abort());
      for (const path of ['/news', '/en/news/navruz-greetings-to-taxpayers']) {
        await page.goto(path);
        await pageReady(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      }
      await page.goto('/ru/news');
      await pageReady(page);
      await page.locator('[data-news]').first().waitFor();
      const violations = await axeViolations(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    } finally {
      await small.close();
    }
  });
});
