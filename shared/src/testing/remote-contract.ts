import { describe, expect, it } from 'vitest';
import type { RemoteRoutesModule } from '../federation/contract.ts';
import type { SectionPage } from '../federation/define-section.ts';
import { LOCALES } from '../routing/locales.ts';
import { SHELL_ROUTES, ownerOfPath } from '../routing/route-map.ts';

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
 * The remote contract as tests: the section is declared with the kit's `defineSection`; its pages have unique
 * names, none of them a shell page's, and lie under its prefixes, each prefix holding a page; every page has a
 * title in all three languages; every language has the same keys, none empty; every page, loader and language
 * file loads.
 */
export function describeRemoteContract({ routes, prefixes, strings }: RemoteContractInput): void {
  const section = routes.section;

  describe(`${section} remote contract`, () => {
    it('is declared with defineSection; its pages have unique names and lie under its prefixes', () => {
      const names = routes.pages.map((page) => page.name);
      expect(new Set(names).size).toBe(names.length);
      for (const page of routes.pages) {
        expect(SHELL_ROUTES, page.name).not.toHaveProperty(page.name);
        expect(ownerOfPath(page.path.replace(/:\w+/g, 'x'), { [section]: prefixes }), page.path).toBe(section);
      }
      for (const prefix of prefixes) {
        const used = routes.pages.some((page) => ownerOfPath(page.path.replace(/:\w+/g, 'x'), { [prefix]: [prefix] }) === prefix);
        expect(used, `${prefix} has a page`).toBe(true);
      }
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
      for (const page of (routes as { declared?: readonly SectionPage[] }).declared ?? []) {
        if (page.loader) expect((await page.loader()).loader, `${page.name} loader`).toBeTypeOf('function');
      }
      for (const locale of LOCALES) {
        const loaded = (await routes.translations[locale]()) as { default?: unknown };
        expect(loaded.default ?? loaded).toHaveProperty('pages');
      }
    });
  });
}
