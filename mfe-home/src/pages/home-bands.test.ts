import { describe, expect, it } from 'vitest';
import { i18n, registerNamespace } from '@tax/shared';
import uz from '../locales/bands/uz.json';
import ru from '../locales/bands/ru.json';
import en from '../locales/bands/en.json';
import baseUz from '../locales/uz.json';
import { loadBandStrings } from './home-bands.ts';

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe("the home page's band strings", () => {
  it('have the same keys in the three languages, none empty, none also in the first screen strings', () => {
    const reference = keys(uz).sort();
    expect(keys(ru).sort()).toEqual(reference);
    expect(keys(en).sort()).toEqual(reference);
    for (const strings of [uz, ru, en])
      for (const key of keys(strings))
        expect(
          key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], strings),
          key,
        ).not.toBe('');
    const firstScreen = new Set(Object.keys(baseUz));
    expect(Object.keys(uz).filter((key) => firstScreen.has(key))).toEqual([]);
  });

  it("join the section's own strings in a language, which they load first if need be", async () => {
    // As the shell does with the section's namespace (its src/expose/routes.ts).
    registerNamespace('home', {
      uz: () => import('../locales/uz.json'),
      ru: () => import('../locales/ru.json'),
      en: () => import('../locales/en.json'),
    });
    await loadBandStrings('ru');
    expect(i18n.t('home:stats.title', { lng: 'ru' })).toBe(ru.stats.title);
    expect(i18n.t('home:hero.ctaServices', { lng: 'ru' })).toBe('Наши услуги');
  });
});
