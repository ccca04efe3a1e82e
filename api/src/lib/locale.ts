import type { Locale } from '@tax/shared/contract';
import type { T } from '../db/schema.ts';

const LOCALES: readonly Locale[] = ['uz', 'ru', 'en'];

/** `?locale=` wins; then the best of Accept-Language; then Uzbek. */
export function resolveLocale(queryLocale: unknown, acceptLanguage: string | undefined): Locale {
  if (typeof queryLocale === 'string' && (LOCALES as string[]).includes(queryLocale)) return queryLocale as Locale;
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .slice(0, 20)
      .map((part, i) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        const weight = q ? Number(q.slice(2)) : 1;
        return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, i };
      })
      .filter((x) => x.weight > 0)
      .sort((a, b) => b.weight - a.weight || a.i - b.i);
    for (const r of ranked) if ((LOCALES as string[]).includes(r.lang)) return r.lang as Locale;
  }
  return 'uz';
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
