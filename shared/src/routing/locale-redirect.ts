import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts';

/** The cookie that remembers the visitor's language choice (name and attributes from the specification). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The Set-Cookie / document.cookie string for a locale: 365 days, path /, SameSite=Lax, not Secure. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

export function readLocaleCookie(cookieHeader: string | undefined | null): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LOCALE_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return isLocale(value) ? value : null;
    }
  }
  return null;
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
