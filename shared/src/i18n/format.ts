import { LOCALE_TAGS, type Locale } from '../routing/locales.ts';

/** The site's dates are Tashkent dates, wherever the visitor is. */
export const SITE_TIME_ZONE = 'Asia/Tashkent';

const CURRENCY: Record<Locale, string> = { uz: 'soʻm', ru: 'сум', en: 'soʻm' };

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], options);
    numberFormats.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value);
}

/** A sum in so'm, whole, grouped for the locale: "1 250 000 soʻm", "1 250 000 сум", "1,250,000 soʻm". */
export function formatMoney(value: number, locale: Locale): string {
  return `${numberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(value))}\u00a0${CURRENCY[locale]}`;
}

/** A date (ISO string or Date) in the locale's long form, in Tashkent time. */
export function formatDate(
  value: string | Date,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' },
): string {
  const date = typeof value === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:00` : value) : value;
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { timeZone: SITE_TIME_ZONE, ...options }).format(date);
}
