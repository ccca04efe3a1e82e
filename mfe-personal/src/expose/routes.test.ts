import { describe, expect, it } from 'vitest';
import { LOCALES, ROUTES, ownerOfPath, defaultPrefixes } from '@tax/shared';
import { routes } from './routes.ts';
import pkg from '../../package.json';
import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import en from '../locales/en.json';

const strings = { uz, ru, en } as const;

function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

describe('personal remote contract', () => {
  it('owns exactly the routes the route map gives it, under its prefixes', () => {
    const mine = Object.entries(ROUTES).filter(([, route]) => route.owner === 'personal');
    expect(routes.pages.map((page) => page.name).sort()).toEqual(mine.map(([name]) => name).sort());
    for (const page of routes.pages) {
      expect(ROUTES[page.name as keyof typeof ROUTES].path).toBe(page.path);
      expect(ownerOfPath(page.path.replace(/:\w+/g, 'x'), { personal: pkg.federation.prefixes })).toBe('personal');
    }
    expect([...pkg.federation.prefixes].sort()).toEqual([...defaultPrefixes().personal].sort());
  });

  it('has every string in all three languages, and no empty title', () => {
    const reference = keys(strings.uz).sort();
    for (const locale of LOCALES) {
      expect(keys(strings[locale]).sort()).toEqual(reference);
      for (const page of routes.pages) {
        const title = (strings[locale].pages as Record<string, { title: string }>)[page.name]?.title;
        expect(title, `${locale} ${page.name}`).toBeTruthy();
      }
    }
  });

  it('protects the cabinet with the auth middleware, and only the cabinet', () => {
    const protectedPages = routes.pages.filter((page) => page.middleware?.includes('auth')).map((page) => page.name);
    expect(protectedPages).toEqual(['personal-requests']);
  });

  it('keeps the forms kit out of the routes module (it is on the first load)', async () => {
    const source = ((await import('./routes.ts?raw')) as { default: string }).default;
    expect(source).not.toMatch(/@tax\/shared\/forms/);
    expect(source).not.toMatch(/^import (?!type)/m);
  });

  it('loads each page and each language', async () => {
    for (const page of routes.pages) {
      const module = await page.load();
      expect(module.default ?? module.Component).toBeTypeOf('function');
    }
    for (const locale of LOCALES) {
      const loaded = (await routes.translations[locale]()) as { default?: unknown };
      expect(loaded.default ?? loaded).toHaveProperty('pages');
    }
  });
});
