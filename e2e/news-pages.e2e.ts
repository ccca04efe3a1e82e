import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, openSession, pageReady, type Session } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';

/** The news section in its three languages: list, pagination, filters, article, 404, untranslated fallback. */
const LOCALES = [
  {
    locale: 'uz',
    prefix: '',
    tag: 'uz',
    news: 'Yangiliklar',
    notFound: 'Sahifa topilmadi',
    next: 'Keyingi sahifa',
    untranslatedNote: null,
  },
  {
    locale: 'ru',
    prefix: '/ru',
    tag: 'ru',
    news: 'Новости',
    notFound: 'Страница не найдена',
    next: 'Следующая страница',
    untranslatedNote: 'показана на узбекском',
  },
  {
    locale: 'en',
    prefix: '/en',
    tag: 'en',
    news: 'News',
    notFound: 'This page could not be found',
    next: 'Next page',
    untranslatedNote: 'shown in Uzbek',
  },
] as const;

/** Articles the sample content has without a translation (the API marks them translated: false). */
const UNTRANSLATED = { ru: 'partner-country-experts-study-our-e-invoicing-experience', en: 'navruz-greetings-to-taxpayers' } as const;

interface ListItem {
  slug: string;
  date: string;
  title: string;
  translated: boolean;
}

async function apiList(locale: string, query = ''): Promise<{ items: ListItem[]; totalPages: number; total: number }> {
  const response = await fetch(`${baseURL()}/api/news?locale=${locale}&pageSize=9${query}`);
  return (await response.json()) as never;
}

const cards = (session: Session) => session.page.locator('[data-news]');

describe('news section', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession({ bypassCSP: true });
    // No test may reach the internet: the video player's host answers with a stand-in page.
    await session.context.route(/^https:\/\/(www\.youtube-nocookie\.com|i\.ytimg\.com|www\.youtube\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
  });
  afterAll(async () => session.close());

  const UZ_MONTHS = ['yanvar', 'fevral', 'mart', 'aprel', 'may', 'iyun', 'iyul', 'avgust', 'sentabr', 'oktabr', 'noyabr', 'dekabr'];
  const longDate = (locale: string, iso: string) => {
    const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
    if (locale === 'uz') return `${day}-${UZ_MONTHS[month - 1]}, ${year}`;
    // The site's English is British ("13 November 2026").
    return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Tashkent',
    }).format(new Date(`${iso}T12:00:00+05:00`));
  };

  for (const { locale, prefix, tag, news, notFound, next } of LOCALES) {
    describe(`in ${locale}`, () => {
      it('lists the news newest first, with dates in the language, lazy sized images and the feeds in the head', async () => {
        const { page } = session;
        await page.goto(`${prefix}/news`);
        await pageReady(page);
        expect(await page.locator('#page-title').textContent()).toBe(news);
        expect(await page.getAttribute('html', 'lang')).toBe(tag);

        const expected = await apiList(locale);
        await expect
          .poll(() => cards(session).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-news'))))
          .toEqual(expected.items.map((item) => item.slug));
        const dates = await cards(session)
          .locator('time')
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
        expect([...dates].sort().reverse()).toEqual(dates);
        const first = expected.items[0]!;
        // The long date in the language (Uzbek month names even where the browser has no Uzbek data), not the ISO date.
        const formatted = longDate(locale, first.date);
        expect(formatted).not.toContain(first.date);
        expect(await cards(session).first().locator('time').textContent()).toBe(formatted);
        expect(await cards(session).first().getByRole('link').textContent()).toBe(first.title);

        // Images: lazy, sized (nothing jumps), with the specification's classes.
        const images = await cards(session)
          .locator('img')
          .evaluateAll((nodes) =>
            nodes.map((node) => ({
              loading: node.getAttribute('loading'),
              width: node.getAttribute('width'),
              height: node.getAttribute('height'),
              cls: node.className,
            })),
          );
        expect(images.length).toBe(expected.items.length);
        // The first card's image is the largest thing on the first screen: loaded at once; the others lazily.
        for (const [index, image] of images.entries()) {
          expect(image).toMatchObject({ loading: index === 0 ? 'eager' : 'lazy', width: '1200', height: '675' });
          expect(image.cls).toMatch(/\blazyLoad\b/);
          expect(image.cls).toMatch(/\b(isLoading|isLoaded)\b/);
        }
        await cards(session).first().locator('img').scrollIntoViewIfNeeded();
        await expect.poll(() => cards(session).first().locator('img').getAttribute('class')).toMatch(/\bisLoaded\b/);

        // One RSS feed per language in the head, and the feed answers with RSS in that language.
        const feeds = await page.locator('head link[rel="alternate"][type="application/rss+xml"]').evaluateAll((nodes) =>
          nodes.map((node) => ({
            language: new URL((node as HTMLLinkElement).href).searchParams.get('locale'),
            hreflang: node.getAttribute('hreflang'),
            href: (node as HTMLLinkElement).href,
            title: node.getAttribute('title'),
          })),
        );
        expect(feeds.map((feed) => feed.language).sort()).toEqual(['en', 'ru', 'uz']);
        expect(feeds.every((feed) => feed.hreflang === feed.language)).toBe(true);
        expect(await page.locator('main a[type="application/rss+xml"]').getAttribute('hreflang')).toBe(locale);
        expect(feeds.every((feed) => Boolean(feed.title))).toBe(true);
        const own = feeds.find((feed) => feed.language === locale)!;
        const feed = await page.request.get(own.href);
        expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
        expect(await feed.text()).toContain(`<language>${locale}</language>`);
      });

      it('pages through the list with page numbers in the address', async () => {
        const { page } = session;
        const firstPage = await cards(session).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-news')));
        const pagination = page.locator('nav[data-pagination]');
        await pagination.getByRole('link', { name: next }).click();
        await page.waitForURL(`**${prefix}/news?page=2`);
        const expected = await apiList(locale, '&page=2');
        await expect
          .poll(() => cards(session).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-news'))))
          .toEqual(expected.items.map((item) => item.slug));
        expect(firstPage.some((slug) => expected.items.some((item) => item.slug === slug))).toBe(false);
        expect(await pagination.locator('a[aria-current="page"]').textContent()).toBe('2');
        // The address alone gives the same page (a reload, a shared link).
        await page.goto(`${prefix}/news?page=2`);
        await pageReady(page);
        await expect.poll(() => cards(session).first().getAttribute('data-news')).toBe(expected.items[0]!.slug);
      });

      it('filters by year and by topic', async () => {
        const { page } = session;
        await page.goto(`${prefix}/news`);
        await pageReady(page);
        await page.locator('a[href*="year=2025"]').first().click();
        await page.waitForURL(/year=2025/);
        const expected = await apiList(locale, '&year=2025');
        // The list is swapped inside a view transition: wait for the new items, not just the address.
        await expect
          .poll(() => cards(session).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-news'))))
          .toEqual(expected.items.map((item) => item.slug));
        const dates = await cards(session)
          .locator('time')
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
        expect(dates.length).toBeGreaterThan(0);
        expect(dates.every((date) => date.startsWith('2025-'))).toBe(true);
        await page.locator('a[href*="topic=events"]').first().click();
        await page.waitForURL(/year=2025.*topic=events|topic=events.*year=2025/);
        const both = await apiList(locale, '&year=2025&topic=events');
        await expect
          .poll(() => cards(session).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-news'))))
          .toEqual(both.items.map((item) => item.slug));
      });

      it('opens an article with its date, body, share links, previous/next and related news; axe finds nothing', async () => {
        const { page } = session;
        const expected = await apiList(locale);
        const target = expected.items[1]!;
        await page.goto(`${prefix}/news`);
        await pageReady(page);
        await page.locator(`[data-news="${target.slug}"]`).getByRole('link').click();
        await page.waitForURL(`**${prefix}/news/${target.slug}`);
        await expect.poll(() => page.locator('#page-title').textContent()).toBe(target.title);
        expect(await page.title()).toContain(target.title);
        expect(await page.locator('[data-article] time').first().getAttribute('datetime')).toBe(target.date);
        expect(await page.locator('[data-article] p').count()).toBeGreaterThan(2);
        expect(await page.locator('[data-share]').count()).toBe(3);
        const telegram = await page.locator('[data-share="Telegram"]').getAttribute('href');
        expect(decodeURIComponent(telegram ?? '')).toContain(`${prefix}/news/${target.slug}`);
        expect(await page.locator('a[rel="prev"]').count()).toBe(1);
        expect(await page.locator('a[rel="next"]').count()).toBe(1);
        expect(await page.locator('#news-related-title').isVisible()).toBe(true);
        const detail = (await (await page.request.get(`/api/news/${target.slug}?locale=${locale}`)).json()) as { related: ListItem[] };
        expect(await page.locator('[data-news]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-news')))).toEqual(
          detail.related.map((item) => item.slug),
        );
        // The breadcrumb leads back to the list, in the same language.
        expect(await page.locator(`article nav a[href="${prefix}/news"]`).first().textContent()).toBe(news);
        const violations = await axeViolations(page);
        expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

        // Next (newer) article by keyboard: focus the link and press Enter.
        const nextHref = await page.locator('a[rel="next"]').getAttribute('href');
        await page.locator('a[rel="next"]').focus();
        await page.keyboard.press('Enter');
        await page.waitForURL(`**${nextHref}`);
        await expect.poll(() => page.locator('[data-article]').getAttribute('data-article')).toBe(nextHref!.split('/').pop());
      });

      it('answers an unknown article with the 404 page in the language', async () => {
        const { page } = session;
        const response = await page.goto(`${prefix}/news/no-such-article-anywhere`);
        expect(response?.status()).toBeLessThan(500);
        await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe(notFound);
        expect(await page.getAttribute('html', 'lang')).toBe(tag);
      });
    });
  }

  it('an article missing its translation says so in the page language and shows the Uzbek text, marked lang="uz"', async () => {
    const { page } = session;
    for (const { locale, prefix, untranslatedNote } of LOCALES) {
      if (locale === 'uz') continue;
      const slug = UNTRANSLATED[locale];
      await page.goto(`${prefix}/news/${slug}`);
      await pageReady(page);
      const note = page.locator('[data-untranslated]');
      await note.waitFor();
      expect(await note.textContent()).toContain(untranslatedNote);
      expect(await page.getAttribute('html', 'lang')).toBe(locale);
      expect(await page.locator('#page-title').getAttribute('lang')).toBe('uz');
      const body = page.locator('[data-article] [lang="uz"]').last();
      expect((await body.textContent())?.length).toBeGreaterThan(50);
      expect(await page.locator('[data-article]').getAttribute('data-translated')).toBe('false');
      const violations = await axeViolations(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    }
    // In Uzbek the same article is simply the article.
    await page.goto(`/news/${UNTRANSLATED.en}`);
    await pageReady(page);
    expect(await page.locator('[data-article]').getAttribute('data-translated')).toBe('true');
    expect(await page.locator('[data-untranslated]').count()).toBe(0);
  });
});
