import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { xmlEscape, FEED_SIZE } from '../src/routes/feed.ts';
import { expectError, json, LOCALES, useApi } from './helpers.ts';

const t = useApi({ siteUrl: 'http://soliq.test/' });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'soliq.test', ...headers } });
// jsdom (already used by the front end's tests) ships no types: describe the one part used here.
type Jsdom = { JSDOM: new (html: string) => { window: { DOMParser: typeof globalThis.DOMParser } } };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as Jsdom;
const { DOMParser } = new JSDOM('').window;

/** Parses XML strictly: a document that is not well-formed fails the test. */
function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

describe('GET /api/news/feed.xml', () => {
  for (const locale of LOCALES) {
    it(`is a well-formed RSS 2.0 feed of the news in ${locale}`, async () => {
      const res = await get(`/api/news/feed.xml?locale=${locale}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
      expect(res.headers['content-language']).toBe(locale);
      expect(res.headers.etag).toMatch(/^W\/"/);

      const doc = parseXml(res.body);
      expect(doc.documentElement.nodeName).toBe('rss');
      expect(doc.documentElement.getAttribute('version')).toBe('2.0');
      const channel = doc.getElementsByTagName('channel')[0]!;
      expect(channel.getElementsByTagName('language')[0]?.textContent).toBe(locale);

      // The same articles, in the same order and language, as the first page of GET /api/news.
      const list = json(await get(`/api/news?locale=${locale}&pageSize=${FEED_SIZE}`));
      const items = [...doc.getElementsByTagName('item')];
      expect(items.length).toBe(Math.min(FEED_SIZE, list.total));
      const prefix = locale === 'uz' ? '' : `/${locale}`;
      items.forEach((item, index) => {
        const expected = list.items[index];
        expect(item.getElementsByTagName('title')[0]?.textContent).toBe(expected.title);
        expect(item.getElementsByTagName('description')[0]?.textContent).toBe(expected.summary);
        expect(item.getElementsByTagName('link')[0]?.textContent).toBe(`http://soliq.test${prefix}/news/${expected.slug}`);
        expect(new Date(item.getElementsByTagName('pubDate')[0]!.textContent!).toISOString().slice(0, 10)).toBe(expected.date);
        expect(item.getAttribute('xml:lang')).toBe(expected.translated ? null : 'uz');
      });
    });
  }

  it('gives the untranslated article in Uzbek, marked as such', async () => {
    const doc = parseXml((await get('/api/news/feed.xml?locale=en')).body);
    const navruz = [...doc.getElementsByTagName('item')].find((item) =>
      item.getElementsByTagName('link')[0]?.textContent?.endsWith('/navruz-greetings-to-taxpayers'),
    );
    expect(navruz?.getAttribute('xml:lang')).toBe('uz');
    expect(navruz?.getElementsByTagName('title')[0]?.textContent).toMatch(/Navroʻz/);
  });

  it('answers a matching If-None-Match with 304 and refuses an unknown locale with 422', async () => {
    const first = await get('/api/news/feed.xml?locale=ru');
    const again = await get('/api/news/feed.xml?locale=ru', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expectError(await get('/api/news/feed.xml?locale=fr'), 422, 'validation_failed');
  });

  it('follows Accept-Language without ?locale=', async () => {
    const res = await get('/api/news/feed.xml', { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(res.headers['content-language']).toBe('ru');
  });
});

describe('xmlEscape', () => {
  it('escapes markup and drops characters XML cannot carry', () => {
    expect(xmlEscape(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;');
    expect(xmlEscape('a\u0000b\u0007c\uFFFEd')).toBe('abcd');
    parseXml(`<t a="${xmlEscape('"<&>\'\u0001')}">${xmlEscape('</t><script>&amp;')}</t>`);
  });

  it('builds links only from the configured site URL, never from the Host header (one cache entry, no poisoning)', async () => {
    const honest = await get('/api/news/feed.xml?locale=en');
    const forged = await get('/api/news/feed.xml?locale=en', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(forged.statusCode).toBe(200);
    expect(forged.body).not.toContain('evil.example');
    expect(forged.body).toBe(honest.body);
    expect(forged.headers.etag).toBe(honest.headers.etag);
  });
});
