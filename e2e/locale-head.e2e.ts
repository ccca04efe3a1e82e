import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, openSession, pageReady, type Session } from './support/browser.ts';

const CASES = [
  { locale: 'uz', path: '/', lang: 'uz', og: 'uz_UZ', title: /Soliq servis/, notFound: 'Sahifa topilmadi' },
  { locale: 'ru', path: '/ru', lang: 'ru', og: 'ru_RU', title: /Солиқ сервис/, notFound: 'Страница не найдена' },
  { locale: 'en', path: '/en', lang: 'en', og: 'en_US', title: /Soliq Service/, notFound: 'This page could not be found' },
] as const;

describe('each locale: lang, title and head tags', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => session.close());

  for (const item of CASES) {
    it(`${item.locale}: the home page has its lang, title, alternates, canonical and og tags`, async () => {
      const { page } = session;
      await page.goto(item.path);
      await pageReady(page);
      expect(await page.getAttribute('html', 'lang')).toBe(item.lang);
      await expect.poll(() => page.title()).toMatch(item.title);
      const head = await page.evaluate(() => ({
        alternates: Object.fromEntries(
          [...document.querySelectorAll('link[rel="alternate"][hreflang]:not([type])')].map((l) => [
            l.getAttribute('hreflang'),
            new URL(l.getAttribute('href')!).pathname,
          ]),
        ),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        og: document.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
        ogAlternates: [...document.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) => m.getAttribute('content')).sort(),
      }));
      expect(head.alternates).toEqual({ uz: '/', ru: '/ru', en: '/en', 'x-default': '/' });
      expect(new URL(head.canonical!).pathname).toBe(item.path);
      expect(head.og).toBe(item.og);
      expect(head.ogAlternates).toEqual(['en_US', 'ru_RU', 'uz_UZ'].filter((o) => o !== item.og));
    });

    it(`${item.locale}: an unknown route shows the 404 in the visitor's language`, async () => {
      const { page } = session;
      const response = await page.goto(`${item.path === '/' ? '' : item.path}/no-such-page-here`);
      expect(response?.status()).toBe(404);
      const screen = page.getByTestId('not-found');
      await screen.waitFor();
      await expect.poll(() => page.locator('h1').textContent()).toBe(item.notFound);
      expect(await screen.getAttribute('data-status')).toBe('404');
      expect(await page.getAttribute('html', 'lang')).toBe(item.lang);
    });
  }

  it('a nested page has alternates for the same page in each language', async () => {
    const { page } = session;
    await page.goto('/ru/news');
    await pageReady(page);
    const alternates = await page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll('link[rel="alternate"][hreflang]:not([type])')].map((l) => [
          l.getAttribute('hreflang'),
          new URL(l.getAttribute('href')!).pathname,
        ]),
      ),
    );
    expect(alternates).toEqual({ uz: '/news', ru: '/ru/news', en: '/en/news', 'x-default': '/news' });
    expect(baseURL()).toBeTruthy();
  });
});
