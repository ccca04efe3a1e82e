import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, loadedShares, openSession, pageReady, type Session } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';

/** Browser tests of the services section (/services…, /business…) in the three languages. */
type Locale = 'uz' | 'ru' | 'en';
const LOCALES: Locale[] = ['uz', 'ru', 'en'];
const prefix = (locale: Locale) => (locale === 'uz' ? '' : `/${locale}`);
const strings = (locale: Locale) =>
  JSON.parse(readFileSync(new URL(`../mfe-services/src/locales/${locale}.json`, import.meta.url), 'utf8'));
const shellStrings = (locale: Locale) => JSON.parse(readFileSync(new URL(`../shell/src/locales/${locale}.json`, import.meta.url), 'utf8'));

interface Service {
  slug: string;
  category: string;
  servicename: string;
  servicename_sum: number;
  documents: string[];
}
interface Product {
  slug: string;
  title: string;
  price: number | null;
}

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${baseURL()}/api${path}`, { headers: { accept: 'application/json' } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}
const services = async (locale: Locale) => (await apiGet<{ items: Service[] }>(`/services?locale=${locale}&pageSize=50`)).items;
const products = async (locale: Locale) => (await apiGet<{ items: Product[] }>(`/business-products?locale=${locale}`)).items;
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

let session: Session;
beforeAll(async () => {
  session = await openSession({ width: 1280, height: 900, bypassCSP: true });
});
afterAll(async () => session.close());

async function open(path: string) {
  await session.page.goto(path);
  await pageReady(session.page);
}
async function expectNoAxeViolations() {
  const violations = await axeViolations(session.page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}
async function expectNotFound(path: string, locale: Locale) {
  await open(path);
  expect(await session.page.locator('#page-title').textContent()).toBe(shellStrings(locale).error.notFoundTitle);
}

describe.each(LOCALES)('services section in %s', (locale) => {
  const t = strings(locale);
  const p = prefix(locale);

  it('/services lists every service with its price, searchable and filterable by category', async () => {
    const items = await services(locale);
    await open(`${p}/services`);
    const { page } = session;
    expect(await page.locator('#page-title').textContent()).toBe(t.pages.services.title);
    expect(await page.title()).toContain(t.pages.services.title);
    const cards = page.locator('main [data-service]');
    await expect.poll(() => cards.count()).toBe(items.length);
    const first = items[0]!;
    expect(digits(await page.locator(`[data-service="${first.slug}"] [data-price]`).textContent())).toBe(first.servicename_sum);
    expect(await page.locator(`[data-service="${first.slug}"] a`).textContent()).toBe(first.servicename);
    await expectNoAxeViolations();

    // Category filter (kept in the URL).
    await page.getByRole('radiogroup').getByText(t.common.category.business, { exact: true }).click();
    await page.waitForURL(/category=business/);
    const business = items.filter((item) => item.category === 'business');
    await expect.poll(() => cards.count()).toBe(business.length);

    // Search by a word of a service's name; nothing found shows the empty state with a reset.
    await page.getByRole('searchbox', { name: t.list.search, exact: true }).fill(business[0]!.servicename);
    await page.waitForURL(/q=/);
    await expect.poll(() => cards.count()).toBe(1);
    await page.getByRole('searchbox', { name: t.list.search, exact: true }).fill('zzzzqqq');
    await page.locator('[data-empty]').waitFor();
    await page.getByRole('button', { name: t.list.reset }).click();
    await expect.poll(() => cards.count()).toBe(items.length);
  });

  it('/services/{slug} shows the service, its price, documents, offices and the order link; an unknown slug is a 404', async () => {
    const [item] = await services(locale);
    await open(`${p}/services/${item!.slug}`);
    const { page } = session;
    expect(await page.locator('#page-title').textContent()).toBe(item!.servicename);
    expect(digits(await page.locator('main [data-price]').first().textContent())).toBe(item!.servicename_sum);
    for (const document of item!.documents) await page.getByText(document, { exact: true }).waitFor();
    await expect.poll(() => page.locator('[data-region]').count()).toBe(14);
    expect(await page.locator('[data-order-link]').getAttribute('href')).toMatch(new RegExp(`^${p}/personal/product`));
    expect(await page.getByRole('heading', { name: t.detail.bring }).count()).toBe(1);
    await expectNoAxeViolations();
    await expectNotFound(`${p}/services/no-such-service`, locale);
  });

  it('the price list sorts by price and name, and downloads as CSV with the API prices', async () => {
    const items = await services(locale);
    await open(`${p}/services/prices`);
    const { page } = session;
    expect(await page.locator('#page-title').textContent()).toBe(t.pages['services-prices'].title);
    const prices = () =>
      page.locator('tbody [data-price]').evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-price'))));
    await expect.poll(async () => (await prices()).length).toBe(items.length);
    await page.locator('[data-sort="price"]').click();
    await page.waitForURL(/sort=price&dir=ascending/);
    const ascending = items.map((item) => item.servicename_sum).sort((a, b) => a - b);
    await expect.poll(prices).toEqual(ascending);
    expect(await page.locator('th[aria-sort="ascending"] [data-sort="price"]').count()).toBe(1);
    await page.locator('[data-sort="price"]').click();
    await expect.poll(prices).toEqual([...ascending].reverse());
    expect(await page.locator('th[aria-sort="descending"]').count()).toBe(1);
    await expectNoAxeViolations();

    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-download="csv"]').click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r\n/);
    expect(lines[0]).toBe('servicename,servicename_sum,unit,category');
    expect(lines).toHaveLength(items.length + 1);
    for (const item of items) expect(csv).toContain(`,${item.servicename_sum},`);
  });

  it('the calculator totals the API prices, keeps the choice in the URL and restores it on reload', async () => {
    const items = await services(locale);
    const [a, b, c] = items;
    await open(`${p}/services/calculator?s=${a!.slug}*2&s=${b!.slug}`);
    const { page } = session;
    expect(await page.locator('#page-title').textContent()).toBe(t.pages['services-calculator'].title);
    const total = () => page.locator('[data-total]').getAttribute('data-total').then(Number);
    await expect.poll(total).toBe(a!.servicename_sum * 2 + b!.servicename_sum);
    expect(digits(await page.locator('[data-total]').textContent())).toBe(a!.servicename_sum * 2 + b!.servicename_sum);
    expect(await page.locator('[data-line]').count()).toBe(2);

    // Add a third service and set its quantity to 3.
    await page.locator(`[data-choice="${c!.slug}"] input[type="checkbox"]`).check();
    await page.locator(`[data-quantity="${c!.slug}"]`).fill('3');
    const expected = a!.servicename_sum * 2 + b!.servicename_sum + c!.servicename_sum * 3;
    await expect.poll(total).toBe(expected);
    await expect.poll(() => new URL(page.url()).searchParams.getAll('s')).toEqual([`${a!.slug}*2`, b!.slug, `${c!.slug}*3`]);
    await expectNoAxeViolations();

    await page.reload();
    await pageReady(page);
    await expect.poll(total).toBe(expected);
    expect(await page.locator(`[data-quantity="${c!.slug}"]`).inputValue()).toBe('3');

    // Unchecking removes the line; clearing empties the estimate.
    await page.locator(`[data-choice="${b!.slug}"] input[type="checkbox"]`).uncheck();
    await expect.poll(total).toBe(a!.servicename_sum * 2 + c!.servicename_sum * 3);
    await page.getByRole('button', { name: t.calculator.clear }).click();
    await page.locator('[data-empty]').waitFor();
    expect(await total()).toBe(0);
  });

  it('/business, /business/products and the product details, with a 404 for an unknown product', async () => {
    const list = await products(locale);
    const { page } = session;
    await open(`${p}/business`);
    expect(await page.locator('#page-title').textContent()).toBe(t.pages.business.title);
    await expect.poll(() => page.locator('main [data-product]').count()).toBe(Math.min(3, list.length));
    await page.locator('main [data-service]').first().waitFor();
    await expectNoAxeViolations();

    await open(`${p}/business/products`);
    expect(await page.locator('#page-title').textContent()).toBe(t.pages['business-products'].title);
    await expect.poll(() => page.locator('main [data-product]').count()).toBe(list.length);
    await expectNoAxeViolations();

    const product = list[0]!;
    await page.locator(`[data-product="${product.slug}"] a`).first().click();
    await page.waitForURL(new RegExp(`${p}/business/products/details\\?product=${product.slug}$`));
    await expect.poll(() => page.locator('#page-title').textContent()).toBe(product.title);
    await page.locator('[data-cta]').waitFor();
    if (product.price === null) expect(await page.locator('main [data-price]').first().textContent()).toBe(t.products.onRequest);
    else expect(digits(await page.locator('main [data-price]').first().textContent())).toBe(product.price);
    await expectNoAxeViolations();

    await open(`${p}/business/products/details`);
    await expect.poll(() => page.locator('main section[id]').count()).toBe(list.length);
    await expectNotFound(`${p}/business/products/details?product=no-such-product`, locale);
  });
});

describe('services section at 375 px', () => {
  it('nothing is wider than the screen and axe finds nothing on the calculator and price list', async () => {
    const small = await openSession({ width: 375, height: 800, bypassCSP: true });
    try {
      for (const path of ['/services', '/ru/services/prices', '/en/services/calculator?s=eds-key*2']) {
        await small.page.goto(path);
        await pageReady(small.page);
        await small.page.locator('main [data-service], main [data-choice]').first().waitFor();
        expect(await small.page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
        const violations = await axeViolations(small.page);
        expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
      }
    } finally {
      await small.close();
    }
  });
});

describe('the calculator on a slow phone', () => {
  it('loads the kit’s number field and plain inputs, not the form kit (its form state, schemas and popovers)', async () => {
    // Idle-time prefetch held back: what the page itself needs, not what the browser fetches ahead afterwards.
    const phone = await openSession({ width: 375, height: 800, initScript: 'window.requestIdleCallback = () => 0;' });
    try {
      await phone.page.goto('/en/services/calculator?s=eds-key*2');
      await pageReady(phone.page);
      await phone.page.locator('[data-quantity="eds-key"]').waitFor();
      const loaded = Object.keys(await loadedShares(phone.page));
      expect(loaded).toEqual(expect.arrayContaining(['@tax/shared', '@tax/shared/inputs', '@tax/shared/number-input']));
      expect(loaded).not.toContain('@tax/shared/forms');
      // The number field works: a quantity typed is the quantity in the address.
      await phone.page.locator('[data-quantity="eds-key"]').fill('4');
      await expect.poll(() => new URL(phone.page.url()).searchParams.getAll('s')).toEqual(['eds-key*4']);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
