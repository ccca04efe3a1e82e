import { afterEach, describe, expect, it } from 'vitest';
import { parseRegistry, registryRoutes } from '../federation/registry.ts';
import {
  UnknownRouteError,
  buildQuery,
  findRoute,
  isRouteName,
  localizedPath,
  localizedRouteName,
  ownerOfPath,
  parseRouteName,
  setSiteRoutes,
  type RouteName,
} from './route-map.ts';

// The kit knows no section's pages (they come from the registry); these tests name them through this cast.
const page = (name: string) => name as RouteName;

const TABLES = {
  home: { home: '/', search: '/search' },
  news: { news: '/news', 'news-slug': '/news/:slug' },
  about: { ustav: '/ustav', 'staff-slug': '/staff/:slug' },
  services: { 'business-products-details': '/business/products/details' },
};

afterEach(() => setSiteRoutes({}));

describe('route names', () => {
  it('carry the locale after three underscores', () => {
    expect(localizedRouteName('news-slug', 'ru')).toBe('news-slug___ru');
    expect(parseRouteName('news-slug___ru')).toEqual({ name: 'news-slug', locale: 'ru' });
    expect(parseRouteName('about___uz')).toEqual({ name: 'about', locale: 'uz' });
    expect(parseRouteName('plain')).toBeNull();
  });
});

describe('localized links', () => {
  it('build every route in the three languages, from the tables the sections published', () => {
    setSiteRoutes(TABLES);
    expect(localizedPath(page('home'), 'uz')).toBe('/');
    expect(localizedPath(page('home'), 'en')).toBe('/en');
    expect(localizedPath(page('news'), 'ru')).toBe('/ru/news');
    expect(localizedPath(page('news-slug'), 'en', { slug: 'new tax code' } as never)).toBe('/en/news/new%20tax%20code');
    expect(localizedPath(page('business-products-details'), 'uz')).toBe('/business/products/details');
    expect(localizedPath('success', 'ru')).toBe('/ru/success');
  });

  it('add query and hash', () => {
    setSiteRoutes(TABLES);
    expect(localizedPath(page('search'), 'ru', {}, { query: { q: 'soliq', page: 2, empty: '' } })).toBe('/ru/search?q=soliq&page=2');
    expect(localizedPath(page('ustav'), 'uz', {}, { hash: '#general' })).toBe('/ustav#general');
    expect(buildQuery({ ids: ['a', 'b'] })).toBe('?ids=a&ids=b');
  });

  it('refuse a missing param', () => {
    setSiteRoutes(TABLES);
    expect(() => localizedPath(page('staff-slug'), 'uz', {} as never)).toThrow(/slug/);
  });

  it('refuse a page no deployed section has, and know the shell pages always', () => {
    expect(() => localizedPath(page('news'), 'uz')).toThrow(UnknownRouteError);
    expect(isRouteName('news')).toBe(false);
    expect(findRoute('empty')).toEqual({ path: '/empty', owner: 'shell' });
  });

  it('resolve a page a section added in a new version, from the registry alone (no kit release)', () => {
    const entry = (version: string, routes: Record<string, string>) => ({
      version,
      entry: `/mfe/news/${version}/mf-manifest.json`,
      routes,
    });
    const registry = parseRegistry({
      schemaVersion: 1,
      remotes: {
        news: {
          prefixes: ['/news'],
          current: entry('1.1.0', { ...TABLES.news, 'news-archive': '/news/archive' }),
          previous: entry('1.0.0', TABLES.news),
        },
        home: {
          prefixes: ['/', '/search'],
          current: { version: '1.0.0', entry: '/mfe/home/1.0.0/mf-manifest.json' },
          previous: entry('0.9.0', TABLES.home),
        },
      },
    });
    setSiteRoutes(registryRoutes(registry));
    expect(localizedPath(page('news-archive'), 'en')).toBe('/en/news/archive');
    expect(findRoute('news-archive')?.owner).toBe('news');
    // An entry published before route tables existed falls back to its previous entry's table.
    expect(localizedPath(page('search'), 'uz')).toBe('/search');
  });
});

describe('route ownership', () => {
  const prefixes = { home: ['/', '/search'], news: ['/news'], services: ['/services', '/business'], personal: ['/personal'] };

  it('finds the owner of a path by the sections\u2019 prefixes, "/" exactly', () => {
    expect(ownerOfPath('/', prefixes)).toBe('home');
    expect(ownerOfPath('/news/abc', prefixes)).toBe('news');
    expect(ownerOfPath('/business/products/details', prefixes)).toBe('services');
    expect(ownerOfPath('/personal/product/x', prefixes)).toBe('personal');
    expect(ownerOfPath('/newsletter', prefixes)).toBeNull();
    expect(ownerOfPath('/unknown', prefixes)).toBeNull();
    expect(ownerOfPath('/empty', prefixes)).toBeNull();
  });
});

describe('a section that loads', () => {
  it('makes its own pages linkable, even ones the registry does not list yet, and drops the ones it no longer has', async () => {
    setSiteRoutes(TABLES);
    const { defineSection } = await import('../federation/define-section.ts');
    const load = async () => ({ default: () => null });
    defineSection({
      section: 'news',
      version: '1.1.0',
      namespace: 'news',
      translations: { uz: load, ru: load, en: load },
      pages: [
        { name: 'news', path: '/news', load },
        { name: 'news-archive', path: '/news/archive', parents: ['news'], load },
      ],
    });
    expect(localizedPath(page('news-archive'), 'ru')).toBe('/ru/news/archive');
    expect(isRouteName('news-slug')).toBe(false);
    // Another section's pages are left alone, and no section takes a shell page's name.
    expect(localizedPath(page('search'), 'en')).toBe('/en/search');
    expect(findRoute('success')?.owner).toBe('shell');
  });
});
