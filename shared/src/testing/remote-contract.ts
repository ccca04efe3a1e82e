import { describe, expect, it } from 'vitest';
import type { RemoteRoutesModule } from '../federation/contract.ts';
import { LOCALES } from '../routing/locales.ts';
import { ROUTES, defaultPrefixes, ownerOfPath, type SectionName } from '../routing/route-map.ts';

export interface RemoteContractInput {
  routes: RemoteRoutesModule;
  /** The prefixes the remote declares (package.json "federation.prefixes"). */
  prefixes: string[];
  /** The section's translation files. */
  strings: Record<(typeof LOCALES)[number], unknown>;
}

/** Every key path of a translation object ('pages.news.title'). */
export function translationKeys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => translationKeys(inner, prefix ? `${prefix}.${key}` : key));
}

/**
 * The remote contract as tests: the section owns exactly the routes the typed route map gives it, under its
 * prefixes; every page has a title in all three languages; every language has the same keys, none empty;
 * every page and every language file loads.
 */
export function describeRemoteContract({ routes, prefixes, strings }: RemoteContractInput): void {
  const section = routes.section as SectionName;

  describe(`${section} remote contract`, () => {
    it('owns exactly the routes the route map gives it, under its prefixes', () => {
      const mine = Object.entries(ROUTES).filter(([, route]) => route.owner === section);
      expect(routes.pages.map((page) => page.name).sort()).toEqual(mine.map(([name]) => name).sort());
      for (const page of routes.pages) {
        expect(ROUTES[page.name as keyof typeof ROUTES].path).toBe(page.path);
        expect(ownerOfPath(page.path.replace(/:\w+/g, 'x'), { [section]: prefixes })).toBe(section);
      }
      expect([...prefixes].sort()).toEqual([...defaultPrefixes()[section]].sort());
    });

    it('has every string in all three languages, none empty, and a title for every page', () => {
      const reference = translationKeys(strings.uz).sort();
      for (const locale of LOCALES) {
        expect(translationKeys(strings[locale]).sort(), locale).toEqual(reference);
        for (const page of routes.pages) {
          const title = (strings[locale] as { pages?: Record<string, { title?: string }> }).pages?.[page.name]?.title;
          expect(title, `${locale} ${page.name}`).toBeTruthy();
        }
      }
    });

    it('loads each page and each language', async () => {
      for (const page of routes.pages) {
        const module = await page.load();
        expect(module.default ?? module.Component, page.name).toBeTypeOf('function');
      }
      for (const locale of LOCALES) {
        const loaded = (await routes.translations[locale]()) as { default?: unknown };
        expect(loaded.default ?? loaded).toHaveProperty('pages');
      }
    });
  });
}
