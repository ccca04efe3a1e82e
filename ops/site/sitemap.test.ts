import { describe, expect, it } from 'vitest';
import type { RegistryDocument } from '@tax/shared/server';
import { buildSitemap, robotsTxt } from './sitemap.ts';

const registry: RegistryDocument = {
  schemaVersion: 1,
  remotes: {
    news: {
      prefixes: ['/news'],
      current: {
        version: '1.0.2',
        entry: '/mfe/news/1.0.2/mf-manifest.json',
        publishedAt: '2026-11-20T10:00:00Z',
        routes: { news: '/news', 'news-slug': '/news/:slug' },
        sitemap: { sources: { 'news-slug': { list: '/news', paged: true, lastmod: 'date' } } },
      },
    },
    personal: {
      prefixes: ['/personal', '/signin'],
      current: {
        version: '1.0.0',
        entry: '/mfe/personal/1.0.0/mf-manifest.json',
        routes: { signin: '/signin', 'personal-requests': '/personal/requests', 'personal-product-slug': '/personal/product/:slug' },
        sitemap: { unlisted: ['signin', 'personal-requests'], sources: { 'personal-product-slug': { list: '/personal-products' } } },
      },
    },
  },
};

describe('sitemap', () => {
  it('leaves out the pages a section declares private (the staff workspace), as the registry carries them', async () => {
    const withWorkspace: RegistryDocument = {
      ...registry,
      remotes: {
        ...registry.remotes,
        workspace: {
          prefixes: ['/workspace'],
          current: {
            version: '1.0.0',
            entry: '/mfe/workspace/1.0.0/mf-manifest.json',
            routes: { workspace: '/workspace', 'workspace-public-test': '/workspace-help' },
            private: ['workspace'],
          },
        },
      },
    };
    const xml = await buildSitemap('https://soliq.uz', withWorkspace, async () => ({ items: [] }));
    expect(xml).not.toContain('/workspace<');
    expect(xml).toContain('<loc>https://soliq.uz/ru/workspace-help</loc>');
  });

  it('lists each public page in three languages with alternates and lastmod, content pages from the API, page after page', async () => {
    const asked: string[] = [];
    const get = async (path: string) => {
      asked.push(path);
      if (path.startsWith('/news')) {
        const page = Number(new URL(path, 'http://x').searchParams.get('page'));
        return { items: [{ slug: `article-${page}`, date: `2026-11-1${page}` }], totalPages: 2 };
      }
      return { items: [{ slug: 'eds-key & co' }] };
    };
    const xml = await buildSitemap('https://soliq.uz', registry, get, new Date('2026-11-22T00:00:00Z'));
    expect(asked).toEqual(['/news?locale=uz&page=1&pageSize=50', '/news?locale=uz&page=2&pageSize=50', '/personal-products?locale=uz']);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://soliq.uz/news',
      'https://soliq.uz/ru/news',
      'https://soliq.uz/en/news',
      'https://soliq.uz/news/article-1',
      'https://soliq.uz/ru/news/article-1',
      'https://soliq.uz/en/news/article-1',
      'https://soliq.uz/news/article-2',
      'https://soliq.uz/ru/news/article-2',
      'https://soliq.uz/en/news/article-2',
      'https://soliq.uz/personal/product/eds-key%20%26%20co',
      'https://soliq.uz/ru/personal/product/eds-key%20%26%20co',
      'https://soliq.uz/en/personal/product/eds-key%20%26%20co',
    ]);
    expect(xml).toContain('<lastmod>2026-11-20</lastmod>');
    expect(xml).toContain('<lastmod>2026-11-12</lastmod>');
    // A page without a date of its own takes the day its section was published, or today.
    expect(xml).toMatch(/product\/eds-key%20%26%20co<\/loc><lastmod>2026-11-22<\/lastmod>/);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://soliq.uz/news/article-1"/>');
    expect(xml).not.toMatch(/signin|personal\/requests/);
  });

  it('leaves out a parameterised page whose section names no source of values for it', async () => {
    const asked: string[] = [];
    const bare: RegistryDocument = {
      schemaVersion: 1,
      remotes: { news: { ...registry.remotes.news!, current: { ...registry.remotes.news!.current, sitemap: {} } } },
    };
    const xml = await buildSitemap('https://soliq.uz', bare, async (path) => (asked.push(path), { items: [{ slug: 'x' }] }));
    expect(asked).toEqual([]);
    expect(xml).toContain('<loc>https://soliq.uz/news</loc>');
    expect(xml).not.toContain('/news/x');
  });

  it('robots.txt names the sitemap and keeps the unlisted and private pages the registry names and the API out', () => {
    const text = robotsTxt('https://soliq.uz', {
      ...registry,
      remotes: {
        ...registry.remotes,
        workspace: {
          prefixes: ['/workspace'],
          current: {
            version: '1.0.0',
            entry: '/mfe/workspace/1.0.0/mf-manifest.json',
            routes: { workspace: '/workspace', 'workspace-item': '/workspace/inbox/:item' },
            private: ['workspace', 'workspace-item'],
          },
        },
      },
    });
    expect(text).toContain('Sitemap: https://soliq.uz/sitemap.xml');
    for (const path of ['/personal/requests', '/ru/personal/requests', '/en/signin', '/workspace', '/en/workspace/inbox', '/api/'])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).not.toContain('Disallow: /news');
  });
});
