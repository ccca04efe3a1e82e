import { describe, expect, it } from 'vitest';
import { ROUTES, buildQuery, defaultPrefixes, localizedPath, localizedRouteName, ownerOfPath, parseRouteName } from './route-map.ts';

describe('route names', () => {
  it('carry the locale after three underscores', () => {
    expect(localizedRouteName('news-slug', 'ru')).toBe('news-slug___ru');
    expect(parseRouteName('news-slug___ru')).toEqual({ name: 'news-slug', locale: 'ru' });
    expect(parseRouteName('about___uz')).toEqual({ name: 'about', locale: 'uz' });
    expect(parseRouteName('plain')).toBeNull();
  });
});

describe('localized links', () => {
  it('build every route in the three languages', () => {
    expect(localizedPath('home', 'uz')).toBe('/');
    expect(localizedPath('home', 'en')).toBe('/en');
    expect(localizedPath('news', 'ru')).toBe('/ru/news');
    expect(localizedPath('news-slug', 'en', { slug: 'new tax code' })).toBe('/en/news/new%20tax%20code');
    expect(localizedPath('business-products-details', 'uz')).toBe('/business/products/details');
  });

  it('add query and hash', () => {
    expect(localizedPath('search', 'ru', {}, { query: { q: 'soliq', page: 2, empty: '' } })).toBe('/ru/search?q=soliq&page=2');
    expect(localizedPath('ustav', 'uz', {}, { hash: '#general' })).toBe('/ustav#general');
    expect(buildQuery({ ids: ['a', 'b'] })).toBe('?ids=a&ids=b');
  });

  it('refuse a missing param', () => {
    expect(() => localizedPath('staff-slug', 'uz', {} as never)).toThrow(/slug/);
  });
});

describe('route ownership', () => {
  const prefixes = defaultPrefixes();

  it('matches the brief: each section owns its prefixes, "/" exactly', () => {
    expect(prefixes.home.sort()).toEqual(['/', '/search']);
    expect(prefixes.about.sort()).toEqual(['/about', '/contacts', '/oferta', '/staff', '/ustav', '/vacancy']);
    expect(prefixes.services.sort()).toEqual(['/business', '/services']);
    expect(prefixes.news).toEqual(['/news']);
    expect(prefixes.personal.sort()).toEqual(['/personal', '/registration', '/signin']);
  });

  it('finds the owner of a path', () => {
    expect(ownerOfPath('/', prefixes)).toBe('home');
    expect(ownerOfPath('/news/abc', prefixes)).toBe('news');
    expect(ownerOfPath('/business/products/details', prefixes)).toBe('services');
    expect(ownerOfPath('/personal/product/x', prefixes)).toBe('personal');
    expect(ownerOfPath('/newsletter', prefixes)).toBeNull();
    expect(ownerOfPath('/unknown', prefixes)).toBeNull();
    expect(ownerOfPath('/empty', prefixes)).toBeNull();
  });

  it('gives every route an owner that exists', () => {
    for (const route of Object.values(ROUTES)) expect(['home', 'about', 'services', 'news', 'personal', 'shell']).toContain(route.owner);
  });
});
