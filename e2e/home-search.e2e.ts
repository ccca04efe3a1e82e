import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, pageReady, type Session } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';

const LOCALES = [
  {
    prefix: '',
    lang: 'uz',
    title: 'Qidiruv',
    word: 'soliq',
    all: 'Hammasi',
    news: 'Yangiliklar',
    empty: 'Qidirayotgan narsangizni yozing',
    none: 'hech narsa topilmadi',
    some: 'barchasi birga uchraydigan sahifa yoʻq',
    next: 'Keyingi',
  },
  {
    prefix: '/ru',
    lang: 'ru',
    title: 'Поиск',
    word: 'налог',
    all: 'Все',
    news: 'Новости',
    empty: 'Введите, что вы ищете',
    none: 'ничего не найдено',
    some: 'Ни одна страница не содержит всех этих слов',
    next: 'Вперёд',
  },
  {
    prefix: '/en',
    lang: 'en',
    title: 'Search',
    word: 'tax',
    all: 'All',
    news: 'News',
    empty: 'Type what you are looking for',
    none: 'Nothing found',
    some: 'No page has all of these words',
    next: 'Next',
  },
] as const;

describe('site search', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession({ width: 1280, height: 900, bypassCSP: true });
  });
  afterAll(async () => session.close());

  for (const locale of LOCALES) {
    it(`${locale.prefix || '/'}search (${locale.lang}): empty query, results grouped and highlighted, kind filter, pages, no results`, async () => {
      const { page } = session;
      // An empty query: a helpful state with suggestions, no request to the search API.
      const before = session.requests.length;
      await page.goto(`${locale.prefix}/search`);
      await pageReady(page);
      expect(await page.locator('#page-title').textContent()).toBe(locale.title);
      expect(await page.locator('html').getAttribute('lang')).toBe(locale.lang);
      expect(await page.getByTestId('search-empty-query').textContent()).toContain(locale.empty);
      expect(session.requests.slice(before).some((request) => request.url().includes('/api/search'))).toBe(false);

      // A query from the URL, in the page's language: answered by the server (the results are in the first
      // response), and not asked again by the browser.
      const searchesBefore = session.requests.filter((r) => r.url().includes('/api/search')).length;
      const response = await page.goto(`${locale.prefix}/search?q=${encodeURIComponent(locale.word)}`);
      expect(await response?.text()).toContain('data-testid="search-results"');
      await pageReady(page);
      const results = page.getByTestId('search-results');
      await results.waitFor();
      expect(await page.locator('#search-q').inputValue()).toBe(locale.word);
      expect(await results.locator('li[data-kind]').count()).toBe(10);
      expect(await results.locator('mark').count()).toBeGreaterThan(0);
      expect(session.requests.filter((r) => r.url().includes('/api/search')).length).toBe(searchesBefore);
      const state = JSON.parse((await page.locator('#site-ssr').textContent()) ?? '{}') as {
        queries: { queries: { queryKey: unknown[] }[] };
      };
      expect(state.queries.queries.map((q) => q.queryKey)).toContainEqual(['home', 'search', locale.lang, locale.word, 'all', 1]);
      // Grouped by kind: "All" plus the kinds that have results.
      const kinds = page.getByRole('navigation', { name: /./ }).filter({ has: page.locator('[data-kind="news"]') });
      expect(await kinds.getByRole('link').first().textContent()).toContain(locale.all);
      expect(await kinds.getByRole('link').first().getAttribute('aria-current')).toBe('page');

      const violations = await axeViolations(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

      // Pages: the next page is in the URL.
      await page.locator('nav a[rel="next"]').click();
      await page.waitForURL(/page=2/);
      await expect.poll(() => page.locator('nav a[aria-current="page"][aria-label]').textContent()).toBe('2');

      // Only news.
      await kinds.locator('[data-kind="news"]').click();
      await page.waitForURL(/kind=news/);
      await expect
        .poll(() =>
          results.locator('li[data-kind]').evaluateAll((items) => [...new Set(items.map((item) => item.getAttribute('data-kind')))]),
        )
        .toEqual(['news']);
      expect(new URL(page.url()).searchParams.get('page')).toBeNull();

      // A result leads to its page in the same language.
      const href = await results.locator('li[data-kind] h2 a').first().getAttribute('href');
      expect(href).toMatch(new RegExp(`^${locale.prefix}/news/`));

      // No results.
      // Wait until the kind filter's navigation has settled, so nothing resets the box after we type.
      await expect
        .poll(() => page.evaluate(() => document.querySelector('[data-testid="progress-bar"]')?.getAttribute('aria-busy')))
        .toBe('false');
      await page.locator('#search-q').fill('qwzxqwzx');
      await expect.poll(() => page.locator('#search-q').inputValue()).toBe('qwzxqwzx');
      await page.locator('#search-q').press('Enter');
      await page.waitForURL(/q=qwzxqwzx/, { waitUntil: 'commit' });
      expect(await page.getByTestId('search-no-results').textContent()).toContain(locale.none);

      // A word that is somewhere and one that is nowhere: the pages with the first, and a note that says so.
      await page.locator('#search-q').fill(`${locale.word} qwzxqwzx`);
      await page.locator('#search-q').press('Enter');
      await page.waitForURL(new RegExp(`q=${encodeURIComponent(locale.word)}`), { waitUntil: 'commit' });
      await expect.poll(() => page.getByTestId('search-some-words').textContent()).toContain(locale.some);
      // (still within the news: the kind chosen above stays with a new query)
      expect(await results.locator('li[data-kind="news"] mark').count()).toBeGreaterThan(0);
    });
  }

  it("the header's search entry leads to the search page with the query", async () => {
    const { page } = session;
    await page.goto('/en/about');
    await pageReady(page);
    const box = page.locator('#header-search');
    await box.fill('cash register');
    await box.press('Enter');
    await page.waitForURL(/\/en\/search\?q=cash/);
    await expect.poll(() => page.locator('#page-title').textContent()).toBe('Search');
    await page.getByTestId('search-results').waitFor();
    expect(await page.getByTestId('search-results').locator('li[data-kind]').count()).toBeGreaterThan(0);
  });

  it('reads the query string within its limits: junk parameters, a bad page and kind are ignored', async () => {
    const { page } = session;
    const junk = Array.from({ length: 30 }, (_, i) => `a[${i}][b][c][d][e][f]=x`).join('&');
    // Read on the server (the first response): the query, page 1, every kind.
    await page.goto(`/en/search?q=tax&kind=cats&page=-3&${junk}`);
    await pageReady(page);
    await page.getByTestId('search-results').waitFor();
    const state = JSON.parse((await page.locator('#site-ssr').textContent()) ?? '{}') as {
      queries: { queries: { queryKey: unknown[] }[] };
    };
    expect(state.queries.queries.map((q) => q.queryKey)).toContainEqual(['home', 'search', 'en', 'tax', 'all', 1]);
    // The page shown follows the same reading: the first page of every kind.
    expect(await page.locator('nav a[aria-current="page"][aria-label]').first().textContent()).toBe('1');
  });

  it('a failing search shows an error with a retry that really retries', async () => {
    const { page } = session;
    let down = true;
    await page.route('**/api/search**', (route) =>
      down
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal_error","message":"x"}}' })
        : route.continue(),
    );
    // A query not asked before in this session, typed on the page (the browser asks the API; the server is not involved).
    await page.goto('/ru/search');
    await pageReady(page);
    await page.locator('#search-q').fill('налоговый кодекс');
    await page.locator('#search-q').press('Enter');
    const alert = page.locator('[data-state="error"]');
    await alert.waitFor({ timeout: 30_000 });
    const retry = alert.getByRole('button', { name: 'Повторить' });
    // Wait for the automatic retries to end (the button is busy meanwhile).
    await expect.poll(() => retry.isEnabled(), { timeout: 30_000 }).toBe(true);
    down = false;
    await retry.click();
    await page.getByTestId('search-results').waitFor();
    expect(await page.getByTestId('search-results').locator('li[data-kind]').count()).toBeGreaterThan(0);
    await page.unroute('**/api/search**');
  });
});
