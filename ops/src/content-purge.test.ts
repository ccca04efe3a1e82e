/** A publish drops exactly the cached pages that show the changed content, in every language and query string. */
import { describe, expect, it } from 'vitest';
import { oneTimeLink, purgeContentPages } from './content-purge.ts';
import { PageCache, type CachedPage } from './ssr.ts';

const page = (): CachedPage => ({ status: 200, html: '<html></html>', storedAt: Date.now(), shared: true });
/** A key as the site server writes it: shell version, origin, path and query, section versions. */
const key = (path: string) => `1.0.0 http://localhost:3000 ${path} news=1.2.0/1.1.0,home=2.0.0/`;

describe('content purge', () => {
  it('drops the article, the news lists and the home pages in three languages; keeps the rest', () => {
    const cache = new PageCache();
    const kept = ['/contacts', '/ru/vacancy', '/ru/services/prices', '/news/another-article', '/en/news/another-article', '/ru/about'];
    const dropped = [
      '/',
      '/ru',
      '/en',
      '/news',
      '/ru/news?page=2',
      '/en/news?year=2026',
      '/news/new-rules',
      '/ru/news/new-rules',
      '/en/news/new-rules',
    ];
    for (const path of [...kept, ...dropped]) cache.set(key(path), page());
    const change = {
      tags: ['news', 'news:new-rules', 'home', 'sitemap', 'rss', 'search'],
      paths: ['/', '/news', '/search', '/news/new-rules'],
    };
    expect(purgeContentPages(cache, change)).toBe(dropped.length);
    for (const path of dropped) expect(cache.get(key(path)), path).toBeNull();
    for (const path of kept) expect(cache.get(key(path)), path).not.toBeNull();
  });

  it('a preview link and a reset link are one-time links', () => {
    expect(oneTimeLink(new URLSearchParams('preview=abc'))).toBe(true);
    expect(oneTimeLink(new URLSearchParams('token=abc'))).toBe(true);
    expect(oneTimeLink(new URLSearchParams('page=2'))).toBe(false);
  });
});
