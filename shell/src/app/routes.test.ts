import { describe, expect, it } from 'vitest';
import type { RemoteRoutesModule } from '@tax/shared';
import { PageViews, createMiddleware } from './middleware.ts';
import { createSectionPatcher, localePath, sectionRoutes } from './routes.tsx';

const deps = { middleware: createMiddleware({}, new PageViews()) };

const module: RemoteRoutesModule = {
  section: 'news',
  version: '1.2.3',
  namespace: 'news',
  translations: { uz: async () => ({}), ru: async () => ({}), en: async () => ({}) },
  pages: [
    { name: 'news', path: '/news', layout: 'default', load: async () => ({}) },
    { name: 'news-slug', path: '/news/:slug', layout: 'default', parents: ['news'], middleware: ['auth'], load: async () => ({}) },
  ],
};

describe('section routes', () => {
  it('are named name___locale and placed under the locale prefix', () => {
    const ru = sectionRoutes(module, 'ru', deps);
    expect(ru.map((r) => [r.id, r.path])).toEqual([
      ['news___ru', 'ru/news'],
      ['news-slug___ru', 'ru/news/:slug'],
    ]);
    expect(sectionRoutes(module, 'uz', deps).map((r) => r.path)).toEqual(['news', 'news/:slug']);
    expect(ru[1]?.handle).toMatchObject({
      name: 'news-slug',
      locale: 'ru',
      section: 'news',
      sectionVersion: '1.2.3',
      buildVersion: '1.2.3',
      parents: ['news'],
    });
    expect(sectionRoutes({ ...module, deployedVersion: '1.2.3-local.ab' }, 'en', deps)[0]?.handle).toMatchObject({
      sectionVersion: '1.2.3-local.ab',
      buildVersion: '1.2.3',
    });
  });

  it('puts the home page at each locale root', () => {
    expect(localePath('uz', '/')).toBe('');
    expect(localePath('en', '/')).toBe('en');
    expect(localePath('ru', '/search')).toBe('ru/search');
    const home: RemoteRoutesModule = {
      ...module,
      section: 'home',
      pages: [{ name: 'home', path: '/', layout: 'home', load: async () => ({}) }],
    };
    const uz = sectionRoutes(home, 'uz', deps)[0]!;
    expect(uz.index).toBe(true);
    expect(sectionRoutes(home, 'en', deps)[0]?.path).toBe('en');
  });
});

describe('the section patcher', () => {
  const loaderOf = (loads: string[]) => ({
    loadRoutes: async (section: string) => {
      loads.push(section);
      return { ...module, section };
    },
    prefixes: () => ({ news: ['/news'] }),
  });

  it('prefetches a section by loading its code only: its routes go into the router with the navigation that needs them', async () => {
    const loads: string[] = [];
    const patches: string[] = [];
    const patcher = createSectionPatcher(loaderOf(loads) as never, () => (routeId) => patches.push(String(routeId)), deps);
    patcher.prefetch('news');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Patching now would re-render the whole page in the router, once per language, while the visitor reads it.
    expect(loads).toEqual(['news']);
    expect(patches).toEqual([]);
    await patcher.patchRoutesOnNavigation({ path: '/en/news', patch: (routeId) => patches.push(String(routeId)) });
    expect(patches).toHaveLength(3);
    // Patched once: neither a later prefetch nor another navigation patches again.
    patcher.prefetch('news');
    await patcher.patchRoutesOnNavigation({ path: '/ru/news', patch: (routeId) => patches.push(String(routeId)) });
    expect(patches).toHaveLength(3);
  });
});
