/** The site's languages. Uzbek is the default and the fallback, and has no path prefix. */
export const LOCALES = ['uz', 'ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'uz';

/** Each language named in itself, for the language list. */
export const LOCALE_NAMES: Record<Locale, string> = { uz: 'Oʻzbekcha', ru: 'Русский', en: 'English' };

/** BCP 47 tags for Intl formatting and `<html lang>`. */
export const LOCALE_TAGS: Record<Locale, string> = { uz: 'uz', ru: 'ru', en: 'en' };

/** Open Graph locale codes. */
export const OG_LOCALES: Record<Locale, string> = { uz: 'uz_UZ', ru: 'ru_RU', en: 'en_US' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The path prefix of a locale: '' for Uzbek, '/ru', '/en'. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** Splits a pathname into its locale and the path without the prefix ('/en/news' -> en, '/news'). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(ru|en)(?=\/|$)(.*)$/.exec(pathname);
  if (match) {
    const rest = match[2] || '/';
    return { locale: match[1] as Locale, path: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** Adds a locale's prefix to an unprefixed path ('/news', 'ru' -> '/ru/news'; '/', 'en' -> '/en'). */
export function withLocale(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path || '/';
  return path === '/' || path === '' ? prefix : `${prefix}${path}`;
}

/**
 * Parameters that links from elsewhere add to say where a visitor came from (campaign tags; the click ids of
 * Facebook, Google, Yandex, Microsoft and others). No page reads them: the site server renders and caches a page
 * without them (each click brings another id), and the site's own links do not pass them on.
 */
export const TRACKING_PARAM =
  /^(?:utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|yclid|ysclid|msclkid|twclid|ttclid|igshid|mc_cid|mc_eid|_openstat|_ga|_gl)$/i;

/**
 * A query string ('?a=1&b=2', or '') split into the rest, unchanged when it has no tracking parameter, and the
 * tracking parameters it had (in order).
 */
export function splitTracking(search: string): { search: string; dropped: [string, string][] } {
  const kept = new URLSearchParams();
  const dropped: [string, string][] = [];
  for (const [name, value] of new URLSearchParams(search)) {
    if (TRACKING_PARAM.test(name)) dropped.push([name, value]);
    else kept.append(name, value);
  }
  if (dropped.length === 0) return { search, dropped };
  const rest = kept.toString();
  return { search: rest ? `?${rest}` : '', dropped };
}

/** A query string ('?a=1&b=2', or '') without the tracking parameters; unchanged when it has none. */
export function withoutTracking(search: string): string {
  return splitTracking(search).search;
}

/** The same page in another language: keeps the path, query (less the tracking parameters) and hash. */
export function switchLocaleHref(location: { pathname: string; search?: string; hash?: string }, target: Locale): string {
  const { path } = splitLocale(location.pathname);
  return `${withLocale(path, target)}${withoutTracking(location.search ?? '')}${location.hash ?? ''}`;
}
