import { DEFAULT_LOCALE, isLocale, localeFromAcceptLanguage, type Locale } from '@tax/shared/server';
import type { T } from '../db/schema.ts';

/** `?locale=` wins; then the best of Accept-Language (parsed by the kit, as the site server parses it); then Uzbek. */
export function resolveLocale(queryLocale: unknown, acceptLanguage: string | undefined): Locale {
  if (isLocale(queryLocale)) return queryLocale;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

/**
 * Picks texts of one item in a locale, remembering whether any of them fell back to Uzbek.
 * `meta()` gives the item's `{ locale, translated }`.
 */
export class Translator {
  private missing = false;
  constructor(readonly locale: Locale) {}
  t = (v: T | null | undefined): string => {
    if (!v) return '';
    const s = v[this.locale];
    if (typeof s === 'string' && s.trim() !== '') return s;
    if (this.locale !== 'uz') this.missing = true;
    return v.uz;
  };
  list = (v: T[] | null | undefined): string[] => (v ?? []).map(this.t);
  meta(): { locale: Locale; translated: boolean } {
    return { locale: this.missing ? 'uz' : this.locale, translated: !this.missing };
  }
}

/** Maps a row to its localized form with a fresh Translator and appends the locale meta. */
export function localize<R, O extends object>(
  locale: Locale,
  row: R,
  fn: (t: Translator, row: R) => O,
): O & { locale: Locale; translated: boolean } {
  const tr = new Translator(locale);
  const out = fn(tr, row);
  return { ...out, ...tr.meta() };
}

export const SEARCH_CONFIG: Record<Locale, string> = { uz: 'simple', ru: 'russian', en: 'english' };
