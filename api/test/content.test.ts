import { describe, expect, it } from 'vitest';
import * as C from '@tax/shared/contract';
import { endpoints } from '@tax/shared/contract';
import { expectError, expectShape, json, LOCALES, useApi } from './helpers.ts';

const t = useApi();
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** Every JSON content endpoint, with a sample URL (the slug ones use real seeded slugs). */
const CASES: [string, string, keyof typeof endpoints][] = [
  ['news list', '/api/news', 'newsList'],
  ['news item', '/api/news/call-centre-1198-extends-working-hours-for-annual-reporting', 'newsBySlug'],
  ['videos', '/api/videos', 'videos'],
  ['slides', '/api/slides', 'slides'],
  ['services', '/api/services', 'services'],
  ['service', '/api/services/eds-key', 'serviceBySlug'],
  ['business products', '/api/business-products', 'businessProducts'],
  ['personal products', '/api/personal-products', 'personalProducts'],
  ['company', '/api/company', 'company'],
  ['staff', '/api/staff', 'staff'],
  ['staff member', '/api/staff/saidov-rustam', 'staffBySlug'],
  ['departments', '/api/departments', 'departments'],
  ['structure', '/api/structure', 'structure'],
  ['certificates', '/api/certificates', 'certificates'],
  ['awards', '/api/awards', 'awards'],
  ['achievements', '/api/achievements', 'achievements'],
  ['partners', '/api/partners', 'partners'],
  ['ustav', '/api/documents/ustav', 'documentBySlug'],
  ['oferta', '/api/documents/oferta', 'documentBySlug'],
  ['open data', '/api/open-data', 'openData'],
  ['mobile app', '/api/mobile-app', 'mobileApp'],
  ['regions', '/api/regions', 'regions'],
  ['region', '/api/regions/tashkent-city', 'regionByCode'],
  ['vacancies', '/api/vacancies', 'vacancies'],
  ['tax statistics', '/api/tax-statistics', 'taxStatistics'],
  ['search', '/api/search?q=soliq', 'search'],
];

describe('every content endpoint in three locales', () => {
  for (const [name, url, ep] of CASES) {
    for (const locale of LOCALES) {
      it(`${name} (${locale}) matches the contract`, async () => {
        const res = await get(`${url}${url.includes('?') ? '&' : '?'}locale=${locale}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.headers['content-language']).toBe(locale);
        expect(res.headers.etag).toMatch(/^W\/"/);
        expect(res.headers['cache-control']).toContain('max-age=');
        const schema = (endpoints[ep] as C.EndpointDef).response;
        expectShape(schema!, res);
      });
    }
  }

  it('the texts really change with the locale', async () => {
    const titles = await Promise.all(
      LOCALES.map(async (l) => json(await get(`/api/services/eds-key?locale=${l}`)).item.servicename as string),
    );
    expect(new Set(titles).size).toBe(3);
    expect(titles[2]).toBe('Electronic digital signature (EDS) key');
  });

  it('uses Accept-Language when there is no ?locale=, and uz by default', async () => {
    const ru = json(await get('/api/services/eds-key', { 'accept-language': 'fr-FR, ru;q=0.9, en;q=0.8' }));
    expect(ru.item.locale).toBe('ru');
    const en = json(await get('/api/services/eds-key', { 'accept-language': 'en-GB,en;q=0.9' }));
    expect(en.item.locale).toBe('en');
    const uz = json(await get('/api/services/eds-key'));
    expect(uz.item.locale).toBe('uz');
    const forced = json(await get('/api/services/eds-key?locale=uz', { 'accept-language': 'ru' }));
    expect(forced.item.locale).toBe('uz');
  });

  it('rejects an unknown locale with 422', async () => {
    const err = expectError(await get('/api/news?locale=fr'), 422, 'validation_failed');
    expect(err.fields).toEqual({ locale: 'invalid' });
  });
});

describe('fallback to Uzbek', () => {
  it('marks a news item without an English translation and serves the Uzbek text', async () => {
    const slug = 'navruz-greetings-to-taxpayers';
    const en = expectShape(C.NewsDetailResponse, await get(`/api/news/${slug}?locale=en`));
    const uz = expectShape(C.NewsDetailResponse, await get(`/api/news/${slug}?locale=uz`));
    expect(en.item.translated).toBe(false);
    expect(en.item.locale).toBe('uz');
    expect(en.item.title).toBe(uz.item.title);
    const ru = expectShape(C.NewsDetailResponse, await get(`/api/news/${slug}?locale=ru`));
    expect(ru.item.translated).toBe(true);
    expect(ru.item.locale).toBe('ru');
    expect(ru.item.title).not.toBe(uz.item.title);
  });

  it('marks the item in lists too, and only that item', async () => {
    const all = expectShape(C.NewsListResponse, await get('/api/news?locale=ru&pageSize=50'));
    const untranslated = all.items.filter((n) => !n.translated).map((n) => n.slug);
    expect(untranslated).toEqual(['partner-country-experts-study-our-e-invoicing-experience']);
    expect(all.items.filter((n) => n.translated).every((n) => n.locale === 'ru')).toBe(true);
  });
});

describe('news', () => {
  it('paginates newest first with totals', async () => {
    const p1 = expectShape(C.NewsListResponse, await get('/api/news?page=1&pageSize=10'));
    expect(p1.total).toBeGreaterThanOrEqual(30);
    expect(p1.items).toHaveLength(10);
    expect(p1.totalPages).toBe(Math.ceil(p1.total / 10));
    const dates = p1.items.map((n) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const p2 = expectShape(C.NewsListResponse, await get('/api/news?page=2&pageSize=10'));
    expect(p2.items[0]!.slug).not.toBe(p1.items[0]!.slug);
    expect(new Set([...p1.items, ...p2.items].map((n) => n.slug)).size).toBe(20);
    const last = expectShape(C.NewsListResponse, await get(`/api/news?page=${p1.totalPages}&pageSize=10`));
    expect(last.items.length).toBe(p1.total - (p1.totalPages - 1) * 10);
  });

  it('gives an empty page past the end, and 422 for out-of-range page parameters', async () => {
    const past = expectShape(C.NewsListResponse, await get('/api/news?page=999&pageSize=10'));
    expect(past.items).toEqual([]);
    expect(past.total).toBeGreaterThan(0);
    for (const q of ['page=0', 'page=-1', 'page=abc', 'page=1.5', 'pageSize=0', 'pageSize=51', 'pageSize=1000']) {
      const err = expectError(await get(`/api/news?${q}`), 422, 'validation_failed');
      expect(Object.keys(err.fields ?? {})).toHaveLength(1);
    }
    const max = expectShape(C.NewsListResponse, await get('/api/news?pageSize=50'));
    expect(max.items.length).toBe(Math.min(50, max.total));
  });

  it('filters by year and topic', async () => {
    const all = expectShape(C.NewsListResponse, await get('/api/news?pageSize=50'));
    expect(all.years).toEqual([...all.years].sort((a, b) => b - a));
    const year = all.years[1]!;
    const byYear = expectShape(C.NewsListResponse, await get(`/api/news?year=${year}&pageSize=50`));
    expect(byYear.items.length).toBe(all.items.filter((n) => n.date.startsWith(String(year))).length);
    expect(byYear.items.every((n) => n.date.startsWith(String(year)))).toBe(true);
    const byTopic = expectShape(C.NewsListResponse, await get('/api/news?topic=digital&pageSize=50'));
    expect(byTopic.items.length).toBeGreaterThan(0);
    expect(byTopic.items.every((n) => n.topic === 'digital')).toBe(true);
    expectError(await get('/api/news?topic=sports'), 422);
  });

  it('gives previous (older), next (newer) and related articles; sanitized body; an image with its size', async () => {
    const list = expectShape(C.NewsListResponse, await get('/api/news?pageSize=3&locale=en'));
    const [newer, mid, older] = list.items;
    const d = expectShape(C.NewsDetailResponse, await get(`/api/news/${mid!.slug}?locale=en`));
    expect(d.next?.slug).toBe(newer!.slug);
    expect(d.previous?.slug).toBe(older!.slug);
    expect(d.related.every((r) => r.topic === d.item.topic && r.slug !== mid!.slug)).toBe(true);
    expect(d.item.body).toMatch(/<p>/);
    expect(d.item.body).not.toMatch(/<script|onerror|javascript:/i);
    expect(d.item.image).toMatchObject({ width: 1200, height: 675 });
    // The alt text says what the drawing shows, in the page's language, and the drawing's colour is the one named.
    expect(d.item.image.alt).toMatch(/^Illustration: translucent circles on an? (blue|teal|purple|pink|orange|green) background$/);
    const ru = expectShape(C.NewsDetailResponse, await get(`/api/news/${mid!.slug}?locale=ru`));
    expect(ru.item.image.alt).toMatch(/^Иллюстрация: полупрозрачные круги на .+ фоне$/);
    const colours: Record<string, string> = {
      blue: '#0b3d91',
      teal: '#00695c',
      purple: '#4527a0',
      pink: '#ad1457',
      orange: '#e65100',
      green: '#1b5e20',
    };
    const svg = await get(new URL(d.item.image.url, 'http://x').pathname + new URL(d.item.image.url, 'http://x').search);
    expect(svg.body).toContain(`stop-color="${colours[d.item.image.alt.split(' ').at(-2)!]}"`);
    const first = expectShape(C.NewsDetailResponse, await get(`/api/news/${newer!.slug}`));
    expect(first.next).toBeNull();
  });

  it('answers 404 JSON for an unknown or malformed slug', async () => {
    expectError(await get('/api/news/no-such-article'), 404, 'not_found');
    expectError(await get('/api/news/Bad_Slug!'), 404, 'not_found');
    expectError(await get('/api/services/no-such'), 404, 'not_found');
    expectError(await get('/api/staff/no-such'), 404, 'not_found');
    expectError(await get('/api/vacancies/no-such'), 404, 'not_found');
    expectError(await get('/api/documents/constitution'), 404, 'not_found');
    expectError(await get('/api/regions/atlantis'), 404, 'not_found');
    expectError(await get('/api/business-products/no-such'), 404, 'not_found');
    expectError(await get('/api/personal-products/no-such'), 404, 'not_found');
  });
});

describe('other content', () => {
  it("services carry prices in so'm, filter by category and sort", async () => {
    const all = expectShape(C.ServiceListResponse, await get('/api/services?pageSize=50'));
    expect(all.total).toBeGreaterThanOrEqual(15);
    expect(all.items.every((s) => Number.isInteger(s.servicename_sum) && s.servicename_sum >= 0)).toBe(true);
    const pops = all.items.map((s) => s.popularity);
    expect([...pops].sort((a, b) => b - a)).toEqual(pops);
    const biz = expectShape(C.ServiceListResponse, await get('/api/services?category=business&pageSize=50'));
    expect(biz.items.length).toBeGreaterThan(0);
    expect(biz.items.every((s) => s.category === 'business')).toBe(true);
    const byPrice = expectShape(C.ServiceListResponse, await get('/api/services?sort=price&pageSize=50'));
    const prices = byPrice.items.map((s) => s.servicename_sum);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const paged = expectShape(C.ServiceListResponse, await get('/api/services?pageSize=5&page=2'));
    expect(paged.items).toHaveLength(5);
    expect(paged.items[0]!.slug).toBe(all.items[5]!.slug);
  });

  it('business and personal products by slug', async () => {
    const list = expectShape(C.BusinessProductListResponse, await get('/api/business-products?locale=ru'));
    const one = expectShape(C.BusinessProductResponse, await get(`/api/business-products/${list.items[0]!.slug}?locale=ru`));
    expect(one.item.title).toBe(list.items[0]!.title);
    const pp = expectShape(C.PersonalProductListResponse, await get('/api/personal-products'));
    const p = expectShape(C.PersonalProductResponse, await get(`/api/personal-products/${pp.items[0]!.slug}`));
    expect(p.item.slug).toBe(pp.items[0]!.slug);
    expect((await get(`/api/services/${p.item.serviceSlug}`)).statusCode).toBe(200);
  });

  it('staff by group, with photos; at least 10 people', async () => {
    const all = expectShape(C.StaffListResponse, await get('/api/staff'));
    expect(all.items.length).toBeGreaterThanOrEqual(10);
    expect(all.items[0]!.group).toBe('leadership');
    const lead = expectShape(C.StaffListResponse, await get('/api/staff?group=leadership'));
    expect(lead.items.length).toBeGreaterThan(0);
    expect(lead.items.every((s) => s.group === 'leadership')).toBe(true);
    expect(all.items[0]!.photo).toMatchObject({ width: 400, height: 400 });
    const photo = await get(all.items[0]!.photo.url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(photo.headers['cache-control']).toContain('immutable');
    expect(photo.body).toContain('<svg');
  });

  it('structure is a tree with one root', async () => {
    const s = expectShape(C.StructureResponse, await get('/api/structure?locale=en'));
    expect(s.items).toHaveLength(1);
    const count = (n: C.StructureNode): number => 1 + n.children.reduce((a, c) => a + count(c), 0);
    expect(count(s.items[0]!)).toBeGreaterThan(3);
    expect(s.items[0]!.children.length).toBeGreaterThan(0);
  });

  it('regions: all 14, each with at least two offices, grouped Tashkent city vs the rest', async () => {
    const r = expectShape(C.RegionListResponse, await get('/api/regions?locale=ru'));
    expect(r.items).toHaveLength(14);
    expect(r.items.every((x) => x.offices.length >= 2)).toBe(true);
    const groups = Object.fromEntries(r.groups.map((g) => [g.key, g.regions]));
    expect(groups['tashkent-city']).toEqual(['tashkent-city']);
    expect(groups.regions).toHaveLength(13);
    expect(groups.regions).toContain('karakalpakstan');
    const office = r.items[0]!.offices[0]!;
    expect(office.phone_number).toMatch(/^\+998\d{9}$/);
    expect(office.region_name).toBe(r.items[0]!.name);
    const city = expectShape(C.RegionListResponse, await get('/api/regions?group=tashkent-city'));
    expect(city.items.map((x) => x.code)).toEqual(['tashkent-city']);
  });

  it('vacancies: at least 8, filter by region and status, closed ones marked and last', async () => {
    const all = expectShape(C.VacancyListResponse, await get('/api/vacancies?pageSize=50'));
    expect(all.total).toBeGreaterThanOrEqual(8);
    const closedIdx = all.items.findIndex((v) => v.closed);
    expect(closedIdx).toBeGreaterThan(0);
    expect(all.items.slice(closedIdx).every((v) => v.closed)).toBe(true);
    const open = expectShape(C.VacancyListResponse, await get('/api/vacancies?status=open&pageSize=50'));
    const closed = expectShape(C.VacancyListResponse, await get('/api/vacancies?status=closed&pageSize=50'));
    expect(open.total + closed.total).toBe(all.total);
    expect(open.items.every((v) => !v.closed)).toBe(true);
    expect(closed.items.every((v) => v.closed)).toBe(true);
    const region = all.items[0]!.region.code;
    const inRegion = expectShape(C.VacancyListResponse, await get(`/api/vacancies?region=${region}&pageSize=50`));
    expect(inRegion.items.every((v) => v.region.code === region)).toBe(true);
    expectError(await get('/api/vacancies?region=mars'), 422);
  });

  it('tax statistics: two years of monthly points, filterable', async () => {
    const s = expectShape(C.TaxStatResponse, await get('/api/tax-statistics'));
    expect(s.items.length).toBeGreaterThan(0);
    for (const series of s.items) expect(series.points.length).toBeGreaterThanOrEqual(24);
    const key = s.items[0]!.key;
    const one = expectShape(C.TaxStatResponse, await get(`/api/tax-statistics?key=${key}&from=2026-01&to=2026-06`));
    expect(one.items).toHaveLength(1);
    expect(one.items[0]!.points.every((p) => p.month >= '2026-01' && p.month <= '2026-06')).toBe(true);
    expectError(await get('/api/tax-statistics?key=nope'), 404);
    expectError(await get('/api/tax-statistics?from=2026-13'), 422);
  });

  it('open data: at least 5 sets, downloadable as CSV and JSON generated from the tables', async () => {
    const list = expectShape(C.OpenDataListResponse, await get('/api/open-data?locale=en'));
    expect(list.items.length).toBeGreaterThanOrEqual(5);
    for (const set of list.items) {
      const csvUrl = set.downloads.find((d) => d.format === 'csv')!.url;
      const csv = await get(csvUrl);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toContain('attachment');
      const lines = csv.body.trim().split('\r\n');
      expect(lines.length).toBe(set.rows + 1);
      const js = json(await get(set.downloads.find((d) => d.format === 'json')!.url));
      expect(js.rows).toHaveLength(set.rows);
      expect(js.fields.length).toBeGreaterThan(2);
    }
    const regions = json(await get('/api/open-data/regions.json?locale=en'));
    expect(regions.rows).toHaveLength(14);
    expectError(await get('/api/open-data/nothing.csv'), 404);
    expectError(await get('/api/open-data/regions.xml'), 404);
  });

  it('media for every kind, and 404 for unknown ones', async () => {
    const certs = expectShape(C.CertificateListResponse, await get('/api/certificates'));
    const partners = expectShape(C.PartnerListResponse, await get('/api/partners'));
    const slides = expectShape(C.SlideListResponse, await get('/api/slides'));
    const news = expectShape(C.NewsListResponse, await get('/api/news?pageSize=1'));
    for (const img of [certs.items[0]!.image, partners.items[0]!.logo, slides.items[0]!.image, news.items[0]!.image]) {
      const r = await get(img.url);
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain(`width="${img.width}"`);
      expect(r.body).toContain(`height="${img.height}"`);
    }
    expectError(await get('/api/media/news/none.svg'), 404);
    expectError(await get('/api/media/cats/x.svg'), 404);
  });
});

describe('HTTP hygiene', () => {
  it('ETag + If-None-Match gives 304 with no body', async () => {
    const first = await get('/api/news?locale=ru');
    const again = await get('/api/news?locale=ru', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/api/news?locale=en', { 'if-none-match': first.headers.etag as string });
    expect(other.statusCode).toBe(200);
  });

  it('compresses large answers and varies on Accept-Language', async () => {
    const r = await get('/api/news?pageSize=50', { 'accept-encoding': 'gzip' });
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(String(r.headers.vary)).toMatch(/Accept-Language/);
  });

  it("security headers on API answers, and nothing leaks to the host's own routes", async () => {
    const r = await get('/api/health');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toContain("default-src 'none'");
    expect(r.headers['x-frame-options']).toBeDefined();
    const site = await get('/');
    expect(site.body).toBe('the static site');
    expect(site.headers['content-security-policy']).toBeUndefined();
    expect(site.headers['x-content-type-options']).toBeUndefined();
    // The API's not-found answer covers /api only.
    expectError(await get('/api/nope'), 404, 'not_found');
    expect((await get('/nope')).body).not.toContain('No endpoint');
  });

  it('CORS: no allow-origin unless the origin is on the list', async () => {
    const r = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/forms/contact',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('health, readiness and the OpenAPI document built from the contract', async () => {
    expect(json(await get('/api/health'))).toEqual({ status: 'ok' });
    expect(json(await get('/api/ready'))).toEqual({ status: 'ready', database: true });
    const doc = json(await get('/api/openapi.json'));
    expect(doc.openapi).toBe('3.1.0');
    for (const d of Object.values(endpoints)) expect(doc.paths[d.path]?.[d.method.toLowerCase()], d.path).toBeDefined();
    const contact = doc.paths['/forms/contact'].post;
    expect(contact.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['fio', 'phone_number', 'email', 'message']),
    );
    expect(doc.paths['/forms/vacancy-application'].post.requestBody.content['multipart/form-data'].schema.properties.cv).toEqual({
      type: 'string',
      format: 'binary',
    });
    expect(doc.paths['/news'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['locale', 'page', 'pageSize', 'year', 'topic']),
    );
  });
});
