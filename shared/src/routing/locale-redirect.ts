import { readCookie } from './cookies.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts';

/** The cookie that remembers the visitor's language choice (name and attributes from the specification). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The Set-Cookie / document.cookie string for a locale: 365 days, path /, SameSite=Lax, not Secure. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

export function readLocaleCookie(cookieHeader: string | undefined | null): Locale | null {
  const value = readCookie(cookieHeader, LOCALE_COOKIE);
  return isLocale(value) ? value : null;
}

/** The languages of an Accept-Language header, best first (`q=0` ones left out): what `navigator.languages` is in the browser. */
export function acceptLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((item) => item.tag && item.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((item) => item.tag);
}

/** The first of the browser's languages that the site speaks ('ru-RU' counts as ru). */
export function localeFromLanguages(languages: readonly string[] | undefined): Locale | null {
  for (const tag of languages ?? []) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return null;
}

/**
 * Where a visitor who opens `pathname` should be sent, or null to stay.
 * Only the bare root `/` ever redirects: first by the stored cookie, then by the browser's languages.
 * Every other path keeps the language its prefix says.
 */
export function rootRedirect(pathname: string, cookie: string | null | undefined, languages: readonly string[] | undefined): Locale | null {
  if (pathname !== '/') return null;
  const preferred = readLocaleCookie(cookie) ?? localeFromLanguages(languages);
  if (!preferred || preferred === DEFAULT_LOCALE) return null;
  return preferred;
}

/** The site's language an Accept-Language header asks for first, or null when it names none of them. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | null {
  return localeFromLanguages(acceptLanguages(header));
}
