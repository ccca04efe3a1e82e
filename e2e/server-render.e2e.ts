/**
 * Server rendering (issue 11): the first response carries the page (content, head, real status), a reader without
 * scripts can read it, the browser hydrates it without fetching its data again, and a failure of a section's server
 * code or a rollback behaves as operators expect.
 */
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseURL, delayScripts, openSession, pageReady } from './support/browser.ts';

const LOCALES = ['uz', 'ru', 'en'] as const;
type Locale = (typeof LOCALES)[number];
const prefix = (locale: Locale) => (locale === 'uz' ? '' : `/${locale}`);
const OG_LOCALE = { uz: 'uz_UZ', ru: 'ru_RU', en: 'en_US' } as const;
const NOT_FOUND = { uz: 'Sahifa topilmadi', ru: 'Страница не найдена', en: 'This page could not be found' } as const;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseURL()}/api${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

async function raw(path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseURL()}${path}`, { redirect: 'manual', ...init });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The document's head, as the server sent it. */
function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

function metaContent(html: string, key: string): string[] {
  const attr = key.startsWith('og:') ? 'property' : 'name';
  return [...head(html).matchAll(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1]!);
}

function linkHref(html: string, rel: string, hreflang?: string): string[] {
  const pattern = hreflang
    ? new RegExp(`<link rel="${rel}" hrefLang="${hreflang}" href="([^"]*)"`, 'g')
    : new RegExp(`<link rel="${rel}" href="([^"]*)"`, 'g');
  return [...head(html).matchAll(pattern)].map((m) => m[1]!);
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('the first response: content, head tags and status', () => {
  let slugs: { news: string; service: string; staff: string };
  beforeAll(async () => {
    const [news, services, staff] = await Promise.all([
      api<{ items: { slug: string }[] }>('/news?locale=en'),
      api<{ items: { slug: string }[] }>('/services?locale=en'),
      api<{ items: { slug: string }[] }>('/staff?locale=en'),
    ]);
    slugs = { news: news.items[0]!.slug, service: services.items[0]!.slug, staff: staff.items[0]!.slug };
  });

  for (const locale of LOCALES) {
    it(`${locale}: a news article, a service and a staff page carry their own head tags`, async () => {
      const origin = new URL(baseURL()).origin;
      const pages = [
        { path: `/news/${slugs.news}`, item: `/news/${slugs.news}`, type: 'article' },
        { path: `/services/${slugs.service}`, item: `/services/${slugs.service}`, type: 'website' },
        { path: `/staff/${slugs.staff}`, item: `/staff/${slugs.staff}`, type: 'website' },
      ];
      const [article, service, member] = await Promise.all([
        api<{ item: { title: string } }>(`/news/${slugs.news}?locale=${locale}`),
        api<{ item: { servicename: string } }>(`/services/${slugs.service}?locale=${locale}`),
        api<{ item: { fio: string } }>(`/staff/${slugs.staff}?locale=${locale}`),
      ]);
      const titles = [article.item.title, service.item.servicename, member.item.fio];
      for (const [index, page] of pages.entries()) {
        const url = `${prefix(locale)}${page.path}`;
        const response = await raw(url);
        expect(response.status, url).toBe(200);
        const html = response.html;
        expect(html).toMatch(new RegExp(`<html lang="${locale}" dir="ltr"`));
        const titleTags = [...head(html).matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!));
        expect(titleTags, url).toHaveLength(1);
        expect(titleTags[0], url).toContain(titles[index]);
        expect(metaContent(html, 'description')[0], url).toBeTruthy();
        expect(linkHref(html, 'canonical'), url).toEqual([`${origin}${url}`]);
        for (const l of LOCALES) expect(linkHref(html, 'alternate', l), `${url} ${l}`).toEqual([`${origin}${prefix(l)}${page.item}`]);
        expect(linkHref(html, 'alternate', 'x-default'), url).toEqual([`${origin}${page.item}`]);
        expect(decode(metaContent(html, 'og:title')[0] ?? ''), url).toBe(titles[index]);
        expect(metaContent(html, 'og:description')[0], url).toBeTruthy();
        expect(metaContent(html, 'og:url'), url).toEqual([`${origin}${url}`]);
        expect(metaContent(html, 'og:type'), url).toEqual([page.type]);
        expect(metaContent(html, 'og:locale'), url).toEqual([OG_LOCALE[locale]]);
        expect(metaContent(html, 'og:locale:alternate').sort(), url).toEqual(
          LOCALES.filter((l) => l !== locale)
            .map((l) => OG_LOCALE[l])
            .sort(),
        );
        expect(metaContent(html, 'twitter:card'), url).toEqual(['summary_large_image']);
        const [image] = metaContent(html, 'og:image');
        expect(image, url).toMatch(new RegExp(`^${origin}/.+\\.(png|jpe?g|webp)$`));
        const picture = await fetch(image!);
        expect(picture.status).toBe(200);
        expect(picture.headers.get('content-type')).toMatch(/^image\/(png|jpeg|webp)/);
        // The content itself is in the markup, not only in the head.
        expect(decode(html.slice(html.indexOf('<div id="root">'))), url).toContain(titles[index]);
      }
    });
  }

  it('answers 404 with the 404 page in the visitor language and noindex, for unknown paths and slugs of each section', async () => {
    const missing = [
      '/no-such-page-here',
      '/news/no-such-article',
      '/services/no-such-service',
      '/staff/no-such-person',
      '/vacancy/no-such-vacancy',
      '/about/no-such-part',
      '/personal/product/no-such-product',
    ];
    for (const locale of LOCALES) {
      for (const path of missing) {
        const url = `${prefix(locale)}${path}`;
        const response = await raw(url);
        expect(response.status, url).toBe(404);
        expect(response.headers.get('x-render'), url).toMatch(/^server/);
        expect(head(response.html), url).toContain('<meta name="robots" content="noindex"/>');
        expect(linkHref(response.html, 'canonical'), url).toEqual([]);
        for (const l of LOCALES) expect(linkHref(response.html, 'alternate', l), url).toEqual([]);
        expect(response.html, url).toContain(NOT_FOUND[locale]);
        expect(response.html, url).toMatch(new RegExp(`<html lang="${locale}"`));
        // A search for the address's words, a plain form that works without scripts.
        const words = path.split('/').pop()!.replace(/-/g, ' ');
        expect(response.html, url).toMatch(
          new RegExp(
            `<form role="search" aria-label="[^"]+"[^>]* action="${prefix(locale)}/search" method="get"><input id="not-found-search"[^>]* name="q" value="${words}"`,
          ),
        );
      }
    }
  });

  it("names the site's icons in every page's head and serves them: an ICO and a 180 px PNG for iOS", async () => {
    for (const path of ['/', '/ru/news', '/en/contacts']) {
      const { html } = await raw(path);
      expect(head(html), path).toMatch(/<link rel="icon" href="\/favicon\.ico" sizes="32x32"\s*\/?>/);
      expect(head(html), path).toMatch(/<link rel="apple-touch-icon" href="\/apple-touch-icon\.png"\s*\/?>/);
    }
    const ico = await fetch(`${baseURL()}/favicon.ico`);
    expect(ico.headers.get('content-type')).toBe('image/x-icon');
    const icoBytes = Buffer.from(await ico.arrayBuffer());
    expect([...icoBytes.subarray(0, 6)]).toEqual([0, 0, 1, 0, 2, 0]);
    const touch = await fetch(`${baseURL()}/apple-touch-icon.png`);
    expect(touch.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await touch.arrayBuffer());
    // The PNG header's width and height.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
  });

  it('answers the status an error page names, with noindex', async () => {
    const response = await raw('/en/error?status=503');
    expect(response.status).toBe(503);
    expect(head(response.html)).toContain('<meta name="robots" content="noindex"/>');
  });

  it('redirects doubled and trailing slashes and capital letters to the one address of a page', async () => {
    for (const [from, to] of [
      ['/en//news', '/en/news'],
      ['/en/news/', '/en/news'],
      ['/ru//services//calculator/', '/ru/services/calculator'],
      ['/news/?page=2', '/news?page=2'],
      // Two slashes first: a path, not a host named "en".
      ['//en//news//', '/en/news'],
      // Every address is lower case; the query keeps its own.
      ['/EN/News?q=ABC', '/en/news?q=ABC'],
    ] as const) {
      const response = await raw(from);
      expect([301, 308], from).toContain(response.status);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  it('sends the cabinet to sign-in on the server when there is no session, and never caches a signed-in page', async () => {
    const anonymous = await raw('/en/personal/requests');
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe(`/en/signin?redirect=${encodeURIComponent('/en/personal/requests')}`);
    const signedIn = await raw('/en/personal/requests', { headers: { cookie: 'tax_signed_in=1' } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('x-render')).toMatch(/^client/);
    expect(signedIn.headers.get('cache-control')).toBe('no-cache');
  });

  it('lets a shared cache keep a public page briefly, and serves it again from its own cache', async () => {
    const first = await raw('/en/contacts?cache-test=1');
    const second = await raw('/en/contacts?cache-test=1');
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/);
    expect(second.headers.get('x-render')).toBe('server; cache=hit');
    expect(second.html).toBe(first.html);
    // The root redirects by language and cookie first: no shared cache may keep its page for everyone.
    const root = await raw('/');
    expect(root.headers.get('cache-control')).toBe('no-cache');
    expect(root.headers.get('vary')).toContain('Accept-Language');
  });

  it("renders and caches a page without a link's tracking parameters, and the language links do not pass them on", async () => {
    // Each click from Yandex's results or a Facebook post brings another id: the same page for the cache.
    const first = await raw(`/ru/news?page=2&ysclid=e2e${Date.now()}`);
    const second = await raw(`/ru/news?fbclid=IwAR${Date.now()}&page=2&utm_source=telegram`);
    expect(first.status).toBe(200);
    expect(second.headers.get('x-render')).toBe('server; cache=hit');
    expect(second.html).toBe(first.html);
    expect(first.html).not.toMatch(/ysclid|fbclid|utm_source/);
    expect(first.html).toContain('href="/en/news?page=2"');
  });

  it('past the last page of the news list says so, in each language, without "page 99 of 2"', async () => {
    for (const [path, said, not] of [
      ['/en/news?page=99', 'There is no page 99. Pages in the news list:', 'Page 99 of'],
      ['/ru/news?page=99', 'Страницы 99 нет.', 'Страница 99 из'],
      ['/news?page=99', '99-sahifa yoʻq.', 'sahifadan 99-sahifa'],
    ] as const) {
      const body = decode((await raw(path)).html);
      expect(body).toContain(said);
      expect(body).not.toContain(not);
    }
  });

  it('answers the search on the server', async () => {
    const response = await raw('/en/search?q=invoice');
    expect(response.status).toBe(200);
    const body = decode(response.html.slice(response.html.indexOf('<div id="root">')));
    expect(body.toLowerCase()).toContain('invoice');
    expect(body).toMatch(/href="\/en\/(services|news)\/[^"]+"/);
  });
});

describe('sitemap and robots', () => {
  it('lists every public page in three languages with alternates and lastmod', async () => {
    const origin = new URL(baseURL()).origin;
    const response = await fetch(`${baseURL()}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    const [news, services, staff, vacancies, products] = await Promise.all([
      api<{ total: number; items: { slug: string }[] }>('/news?locale=uz&pageSize=50'),
      api<{ total: number; items: { slug: string }[] }>('/services?locale=uz&pageSize=50'),
      api<{ items: { slug: string }[] }>('/staff?locale=uz'),
      api<{ items: { slug: string }[] }>('/vacancies?locale=uz&pageSize=50'),
      api<{ items: { slug: string }[] }>('/personal-products?locale=uz'),
    ]);
    for (const locale of LOCALES) {
      for (const path of ['', '/news', '/services/calculator', '/contacts', '/about']) {
        expect(locs).toContain(`${origin}${prefix(locale)}${path}` === origin ? `${origin}/` : `${origin}${prefix(locale)}${path}`);
      }
      for (const item of news.items) expect(locs).toContain(`${origin}${prefix(locale)}/news/${item.slug}`);
      for (const item of services.items) expect(locs).toContain(`${origin}${prefix(locale)}/services/${item.slug}`);
      for (const item of staff.items) expect(locs).toContain(`${origin}${prefix(locale)}/staff/${item.slug}`);
      for (const item of vacancies.items) expect(locs).toContain(`${origin}${prefix(locale)}/vacancy/${item.slug}`);
      for (const item of products.items) expect(locs).toContain(`${origin}${prefix(locale)}/personal/product/${item.slug}`);
    }
    expect(news.total).toBe(news.items.length);
    expect(locs.some((loc) => /\/(signin|registration|search|personal\/requests)$/.test(loc))).toBe(false);
    const entry = xml.match(/<url><loc>[^<]*\/en\/news<\/loc>.*?<\/url>/)?.[0] ?? '';
    expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    for (const l of [...LOCALES, 'x-default']) expect(entry).toContain(`hreflang="${l}"`);
  });

  it('names the sitemap and keeps the cabinet, sign-in and search results out', async () => {
    const text = await (await fetch(`${baseURL()}/robots.txt`)).text();
    expect(text).toContain(`Sitemap: ${new URL(baseURL()).origin}/sitemap.xml`);
    for (const path of ['/personal/requests', '/signin', '/search', '/en/search', '/ru/signin'])
      expect(text).toContain(`Disallow: ${path}\n`);
  });
});

describe('a visitor without scripts', () => {
  /** A page of each section in a language, and what it must show without scripts. */
  const pages = (locale: Locale) => {
    const p = prefix(locale);
    return [
      { path: p || '/', check: 'main h1' },
      { path: `${p}/news`, check: `a[href^="${p}/news/"]` },
      { path: `${p}/services/prices`, check: 'table' },
      { path: `${p}/contacts`, check: '[data-office], article' },
      { path: `${p}/personal/product`, check: `a[href^="${p}/personal/product/"]` },
      // Another section's widget (news's video gallery) is rendered with its videos, not a loading placeholder.
      { path: `${p}/about`, check: '[data-news-widget="VideoGallery"] li' },
    ];
  };
  for (const locale of LOCALES) {
    it(`${locale}: reads a page of each section, its head tags, and follows its links`, async () => {
      const session = await openSession({ javaScriptEnabled: false });
      try {
        for (const { path, check } of pages(locale)) {
          const response = await session.page.goto(path);
          expect(response?.status(), path).toBe(200);
          await expect(session.page.locator('#page-title').first().isVisible(), path).resolves.toBe(true);
          expect(await session.page.locator(check).count(), `${path} ${check}`).toBeGreaterThan(0);
          expect(await session.page.locator('html').getAttribute('lang')).toBe(locale);
          // The theme's colours apply without scripts (Mantine keys them to the colour scheme on <html>): the brand
          // colour is set, and the menu button's lines are drawn, not transparent.
          const colours = await session.page.evaluate(() => {
            const lines = document.querySelector('[data-testid="menu-button"] > *');
            return {
              brand: getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
              lines: lines ? getComputedStyle(lines, '::before').backgroundColor : null,
            };
          });
          expect(colours.brand, path).toBe('#0b4f8f');
          if (colours.lines) expect(colours.lines, path).not.toBe('rgba(0, 0, 0, 0)');
          expect(await session.page.locator('head title').count()).toBe(1);
          expect(await session.page.locator('link[rel="canonical"]').count()).toBe(1);
          // No loading bar and no boot indicator: nothing waits for scripts that will not run.
          expect(await session.page.locator('#boot').count()).toBe(0);
          expect(await session.page.locator('[data-testid="progress-bar"][data-state="loading"]').count()).toBe(0);
          // Nothing is left loading for ever, and nothing waits to be faded in by a script.
          expect(await session.page.locator('[aria-busy="true"]').count(), path).toBe(0);
          const hidden = await session.page.evaluate(
            () => [...document.querySelectorAll('main [data-aos]')].filter((element) => getComputedStyle(element).opacity === '0').length,
          );
          expect(hidden, path).toBe(0);
        }
        // The home page's figures are the real ones (they said "0+" before the count-up that never ran).
        await session.page.goto(prefix(locale) || '/');
        const figure = session.page.locator('#achievements [data-value]').first();
        const value = Number(await figure.getAttribute('data-value'));
        expect((await figure.locator('[aria-hidden="true"]').textContent())?.replace(/\D/g, '')).toBe(String(value));
        // The carousel cannot turn: every announcement is shown, and no button that would do nothing.
        const slides = session.page.locator('[data-slide]');
        expect(await slides.count()).toBeGreaterThan(1);
        for (const slide of await slides.all()) expect(await slide.isVisible()).toBe(true);
        expect(await session.page.getByTestId('slider-pause').isVisible()).toBe(false);
        // A link is an ordinary link: it leads to the next server-rendered page.
        await session.page.goto(`${prefix(locale)}/news`);
        const first = session.page.locator(`main a[href^="${prefix(locale)}/news/"]`).first();
        const href = await first.getAttribute('href');
        await first.click();
        await session.page.waitForURL(`**${href}`);
        expect(await session.page.locator('#page-title').first().textContent()).toBeTruthy();
        // Where a form would need scripts, the page says so.
        await session.page.goto(`${prefix(locale)}/contacts`);
        expect(await session.page.locator('[data-testid="form-needs-js"]').first().isVisible()).toBe(true);
        // Sent anyway, the form stays as it is: nothing typed is lost, or put into the address (it used to be).
        const contact = session.page.getByTestId('contact-form');
        await contact.locator('textarea').fill('Dilnoza Karimova: +998 90 123 45 67');
        await contact.locator('[type="submit"]').click();
        await session.page.waitForTimeout(300);
        expect(new URL(session.page.url()).search).toBe('');
        expect(await contact.locator('textarea').inputValue()).toBe('Dilnoza Karimova: +998 90 123 45 67');
        // A form is drawn as it is with scripts: the file field shows its one button, the native input stays hidden
        // (the form kit's styles come with the first load; before, both choosers showed without scripts).
        await session.page.goto(`${prefix(locale)}/vacancy`);
        await session.page
          .locator(`main a[href^="${prefix(locale)}/vacancy/"]`)
          .first()
          .click();
        await session.page.waitForURL(`**${prefix(locale)}/vacancy/*`);
        const file = session.page.locator('[data-testid="file-picker"] input[type="file"]');
        expect(await file.count()).toBe(1);
        expect(await file.evaluate((input) => input.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
        expect(await session.page.locator('[data-testid="file-choose"]').isVisible()).toBe(true);
      } finally {
        await session.close();
      }
    });
  }
});

describe('the menu on a phone, before and without scripts', () => {
  it('without scripts the menu button, which could not open the menu, is a link to the sections in the footer (uz, ru, en; 375 px)', async () => {
    const session = await openSession({ javaScriptEnabled: false, width: 375, height: 740 });
    try {
      for (const [locale, menu, sections] of [
        ['uz', 'Menyu', '/about'],
        ['ru', 'Меню', '/ru/about'],
        ['en', 'Menu', '/en/about'],
      ] as const) {
        await session.page.goto(`${prefix(locale)}/news`);
        expect(await session.page.getByTestId('menu-button').isVisible(), locale).toBe(false);
        const link = session.page.getByRole('link', { name: menu, exact: true });
        expect(await link.isVisible(), locale).toBe(true);
        await link.click();
        await session.page.waitForURL(/#footer-sections$/);
        const footerNav = session.page.locator('nav[aria-labelledby="footer-sections"]');
        expect(await footerNav.isVisible(), locale).toBe(true);
        expect(await footerNav.locator(`a[href="${sections}"]`).count(), locale).toBe(1);
      }
    } finally {
      await session.close();
    }
  });

  it('with scripts, the menu button is there and the link is not (375 px)', async () => {
    const session = await openSession({ width: 375, height: 740 });
    try {
      await session.page.goto('/en/news');
      await pageReady(session.page);
      expect(await session.page.getByTestId('menu-button').isVisible()).toBe(true);
      expect(await session.page.getByRole('link', { name: 'Menu', exact: true }).count()).toBe(0);
    } finally {
      await session.close();
    }
  });

  it('pressed before the page hydrated, the menu opens once it has, and once only (ru, 375 px)', async () => {
    const session = await openSession({ width: 375, height: 740 });
    try {
      const { page } = session;
      await delayScripts(page, (url) => (/\/static\/js\/main\./.test(url) ? 0 : 2500));
      await page.goto('/ru/news', { waitUntil: 'domcontentloaded' });
      // The first script has run (it holds early presses); the rest has not.
      await page.waitForFunction(() => Symbol.for('tax.forms.sentEarly') in window);
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-app'))).toBeNull();
      await page.getByTestId('menu-button').click();
      await pageReady(page);
      const drawer = page.getByRole('dialog');
      await drawer.waitFor({ timeout: 15_000 });
      expect(await drawer.getByRole('link', { name: 'Новости' }).count()).toBeGreaterThan(0);
      await page.waitForTimeout(500);
      expect(await drawer.isVisible()).toBe(true);
      expect(await page.getByTestId('menu-button').getAttribute('aria-expanded')).toBe('true');
    } finally {
      await session.close();
    }
  });
});

describe('hydration', () => {
  const pages = [
    '/en',
    '/ru/contacts',
    '/services/prices',
    '/ru/services/prices',
    '/en/news',
    '/ru/personal/product',
    '/en/no-such-page',
    // Rendered without the tracking parameters the browser's address still has.
    '/ru/news?utm_source=telegram&ysclid=lq8z1x2y3',
  ];
  for (const path of pages) {
    it(`${path}: no hydration error, no data fetched again, and links navigate without a page load`, async () => {
      const session = await openSession();
      try {
        const messages: string[] = [];
        session.page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
        });
        const response = await session.page.goto(path);
        expect(response?.headers()['x-render']).toMatch(/^server/);
        const ssr = JSON.parse((await session.page.locator('#site-ssr').textContent()) ?? '{}') as {
          queries: { queries: { queryKey: unknown[] }[] };
        };
        await pageReady(session.page);
        await session.page.waitForLoadState('networkidle');
        const recorded = await session.page.evaluate(() => sessionStorage.getItem('site:errors') ?? '[]');
        const hydrationErrors = (JSON.parse(recorded) as { message: string }[]).filter((e) =>
          /hydrat|#418|#419|#423|#425/i.test(e.message),
        );
        expect(hydrationErrors).toEqual([]);
        expect(messages.filter((m) => /hydrat|#418|#419|#423|#425|did not match|Content Security Policy/i.test(m))).toEqual([]);
        // Every reference between elements (a tab and its panel, a label and its field, a description) still finds
        // its element: React keeps the markup's ids when it hydrates, so the browser must compute the same ones.
        const dangling = await session.page.evaluate(() =>
          [...document.querySelectorAll('[aria-controls], [aria-labelledby], [aria-describedby], label[for]')].flatMap((element) =>
            ['aria-controls', 'aria-labelledby', 'aria-describedby', 'for'].flatMap((name) =>
              (element.getAttribute(name) ?? '')
                .split(/\s+/)
                .filter((id) => id && !document.getElementById(id))
                .map((id) => `${element.tagName.toLowerCase()}[${name}="${id}"]`),
            ),
          ),
        );
        expect(dangling).toEqual([]);
        // The section's CSS that the server linked is recognised by its loader, not linked a second time (which made
        // the browser work out the whole page's styles again in the middle of hydration); so are the copies of it the
        // server left out (named to the loader on links that apply to nothing): the loader added no stylesheet but a
        // widget's from another section, which loads near the view (`__federation_expose_…`, the home page's teasers).
        const stylesheets = await session.page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => ({
            href: link.href.replace(/\?.*$/, ''),
            applies: link.media !== 'not all',
            added: link.hasAttribute('data-rspack') && link.media !== 'not all' && !link.href.includes('/__federation_expose_'),
          })),
        );
        const applied = stylesheets.filter((sheet) => sheet.applies).map((sheet) => sheet.href);
        expect(applied.filter((href, index) => applied.indexOf(href) !== index)).toEqual([]);
        expect(stylesheets.filter((sheet) => sheet.added).map((sheet) => sheet.href)).toEqual([]);
        // The files the page names for its hydration (#site-scripts) are asked for ahead, by the shell, and each
        // downloads once: the later script element or the federation runtime's fetch takes the preloaded response.
        const hydrationFiles = JSON.parse((await session.page.locator('#site-scripts').textContent()) ?? '[]') as string[];
        expect(hydrationFiles.length).toBeGreaterThan(3);
        const requested = (file: string) => session.requests.filter((request) => new URL(request.url()).pathname === file).length;
        expect(hydrationFiles.filter((file) => requested(file) !== 1).map((file) => `${file}: ${requested(file)}`)).toEqual([]);
        // What the server fetched for the page, the browser does not fetch again.
        const fetchedAgain = session.requests
          .filter((request) => request.resourceType() === 'fetch' && request.url().includes('/api/'))
          .map((request) => new URL(request.url()))
          .filter((url) =>
            ssr.queries.queries.some((query) => {
              const key = query.queryKey.filter((part) => typeof part === 'string') as string[];
              return key.length > 0 && key.every((part) => url.pathname.includes(part) || url.search.includes(part));
            }),
          )
          .map((url) => url.pathname + url.search);
        expect(fetchedAgain).toEqual([]);
        // A link afterwards is a client-side navigation: no new document.
        await session.page.evaluate(() => {
          (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
        });
        const link = session.page.locator('header a[href*="news"], footer a[href*="news"]').first();
        await link.click();
        await session.page.waitForURL(/\/news$/);
        await pageReady(session.page);
        expect(await session.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
        expect(session.errors).toEqual([]);
      } finally {
        await session.close();
      }
    });
  }
});

describe('a long page hydrates its lower parts after the rest', () => {
  for (const [path, width] of [
    ['/ru/contacts', 375],
    ['/en', 1280],
    ['/about', 375],
  ] as const) {
    it(`${path} at ${width} px: its lower parts are the server's markup at the first commit, then hydrate without an error`, async () => {
      // Records, when the page's first commit says it is ready, how many lower parts React has taken over.
      const session = await openSession({
        width,
        height: 800,
        initScript: `new MutationObserver((_, observer) => {
          if (document.documentElement.dataset.app !== 'ready') return;
          observer.disconnect();
          const parts = [...document.querySelectorAll('[data-deferred-hydration] > *')];
          window.__atReady = parts.filter((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))).length;
          window.__parts = parts.length;
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });`,
      });
      try {
        const messages: string[] = [];
        session.page.on('console', (message) => {
          if (message.type() === 'error') messages.push(message.text());
        });
        await session.page.goto(path);
        await pageReady(session.page);
        const atReady = await session.page.evaluate(() => (window as unknown as { __atReady: number }).__atReady);
        expect(await session.page.evaluate(() => (window as unknown as { __parts: number }).__parts)).toBeGreaterThan(3);
        expect(atReady).toBe(0);
        // Then each is hydrated (not rendered anew: no #419, nothing blocked by the CSP); a part whose code loads
        // when it comes near the view (the contacts page's form, the home page's bands) once the visitor scrolls to it.
        const height = await session.page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y <= height; y += 600) {
          await session.page.evaluate((top) => window.scrollTo(0, top), y);
          await session.page.waitForTimeout(50);
        }
        await expect
          .poll(
            () =>
              session.page.evaluate(() =>
                [...document.querySelectorAll('[data-deferred-hydration] > *')].every((el) =>
                  Object.keys(el).some((key) => key.startsWith('__reactFiber')),
                ),
              ),
            { timeout: 15_000 },
          )
          .toBe(true);
        expect(messages.filter((m) => /#418|#419|#423|#425|hydrat|Content Security Policy/i.test(m))).toEqual([]);
        expect(session.errors).toEqual([]);
      } finally {
        await session.close();
      }
    });
  }
});

describe('failures and releases', () => {
  const deployDir = () => inject('deployDir');
  const registryFile = () => join(deployDir(), 'remotes.json');
  let original = '';
  beforeAll(() => {
    original = readFileSync(registryFile(), 'utf8');
  });
  afterAll(() => {
    if (original) writeFileSync(registryFile(), original);
  });

  type Registry = {
    remotes: Record<string, { current: { version: string; entry: string }; previous?: { version: string; entry: string } | null }>;
  };

  /** A copy of the live news version under another version name, its server build changed by `alter`. */
  function copyNews(version: string, alter: (serverDir: string) => void) {
    const registry = JSON.parse(original) as Registry;
    const live = registry.remotes.news!.current;
    const from = join(deployDir(), 'mfe', 'news', live.version);
    const to = join(deployDir(), 'mfe', 'news', version);
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
    alter(join(to, 'server'));
    return { version, entry: `/mfe/news/${version}/mf-manifest.json` };
  }

  function pointNews(current: { version: string; entry: string }, previous: { version: string; entry: string } | null) {
    const registry = JSON.parse(original) as Registry;
    registry.remotes.news = { ...registry.remotes.news!, current, previous };
    writeFileSync(registryFile(), JSON.stringify(registry, null, 2));
  }

  it('serves a working client-rendered page when both versions of a section have server code that is missing or throws', async () => {
    const missing = copyNews('0.0.1-ssr-missing', (dir) => rmSync(dir, { recursive: true, force: true }));
    const throwing = copyNews('0.0.2-ssr-throws', (dir) =>
      writeFileSync(join(dir, 'remoteEntry.cjs'), 'throw new Error("broken server build");\n'),
    );
    pointNews(missing, throwing);
    try {
      const response = await raw('/en/news?failure-test=1');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-render')).toMatch(/^client; section-code/);
      expect(response.html).toContain('<div id="boot"');
      const session = await openSession();
      try {
        await session.page.goto('/en/news?failure-test=1');
        await pageReady(session.page);
        expect(await session.page.locator('main a[href^="/en/news/"]').count()).toBeGreaterThan(0);
        expect(session.errors).toEqual([]);
      } finally {
        await session.close();
      }
    } finally {
      writeFileSync(registryFile(), original);
    }
  });

  it('renders the version a rollback points at on the next request, without a restart', async () => {
    const registry = JSON.parse(original) as Registry;
    const live = registry.remotes.news!.current;
    const other = copyNews('0.0.3-ssr-other', () => undefined);
    const versionOn = async () => (await raw('/en/news?rollback-test=1')).html.match(/data-section-version="([^"]+)"/)?.[1];
    pointNews(other, live);
    expect(await versionOn()).toBe('0.0.3-ssr-other');
    pointNews(live, other);
    expect(await versionOn()).toBe(live.version);
    writeFileSync(registryFile(), original);
    expect(existsSync(join(deployDir(), 'mfe', 'news', live.version, 'server', 'remoteEntry.cjs'))).toBe(true);
  });
});
