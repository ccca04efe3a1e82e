import { LOCALE_TAGS, type Locale } from '../routing/locales.ts';

/** The site's dates are Tashkent dates, wherever the visitor is. */
export const SITE_TIME_ZONE = 'Asia/Tashkent';

const CURRENCY: Record<Locale, string> = { uz: 'soʻm', ru: 'сум', en: 'soʻm' };

const UZ_MONTHS = ['yanvar', 'fevral', 'mart', 'aprel', 'may', 'iyun', 'iyul', 'avgust', 'sentabr', 'oktabr', 'noyabr', 'dekabr'];
const UZ_MONTHS_SHORT = ['yan', 'fev', 'mar', 'apr', 'may', 'iyn', 'iyl', 'avg', 'sen', 'okt', 'noy', 'dek'];
const UZ_WEEKDAYS = ['yakshanba', 'dushanba', 'seshanba', 'chorshanba', 'payshanba', 'juma', 'shanba'];

let uzbekData: boolean | undefined;
/**
 * Some browsers (Debian's Chromium among them) claim Uzbek but carry no Uzbek data and print "2026 M11 13"
 * and "1,234,567"; Node.js carries it. A page rendered on the server must read the same in every browser that
 * hydrates it, so the site always formats Uzbek itself: numbers as CLDR's uz does (the same pattern as ru), dates
 * with Uzbek month names. (Tests may say otherwise with `resetIntlDetection(true)`.)
 */
export function hasUzbekIntl(): boolean {
  return uzbekData ?? false;
}

/** For tests: forget what was detected. */
export function resetIntlDetection(value?: boolean): void {
  uzbekData = value;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const tag = locale === 'uz' && !hasUzbekIntl() ? 'ru' : LOCALE_TAGS[locale];
  const key = `${tag}:${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
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

const SIZE_UNITS: Record<Locale, [string, string, string]> = {
  uz: ['bayt', 'KB', 'MB'],
  ru: ['байт', 'КБ', 'МБ'],
  en: ['bytes', 'KB', 'MB'],
};

/** A file's size as a visitor reads it: "812 KB", "1,4 МБ", "2.1 MB" (1 KB = 1024 bytes, one decimal above 1 MB). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [b, kb, mb] = SIZE_UNITS[locale];
  if (bytes < 1024) return `${formatNumber(bytes, locale)}\u00a0${b}`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), locale)}\u00a0${kb}`;
  return `${formatNumber(bytes / (1024 * 1024), locale, { maximumFractionDigits: 1 })}\u00a0${mb}`;
}

function toDate(value: string | Date): Date {
  if (typeof value !== 'string') return value;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:00` : value);
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** Uzbek dates without the browser's help, in the CLDR uz patterns ("15-noyabr, 2026"). */
function formatUzbekDate(date: Date, options: Intl.DateTimeFormatOptions): string {
  const timeZone = options.timeZone ?? SITE_TIME_ZONE;
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  const year = parts.year ?? '';
  const monthIndex = Number(parts.month) - 1;
  const day = String(Number(parts.day));
  const weekdayIndex = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '');
  let text: string;
  if (options.month === 'long' || options.month === 'short') {
    const month = (options.month === 'long' ? UZ_MONTHS : UZ_MONTHS_SHORT)[monthIndex] ?? '';
    if (options.day && options.year) text = `${day}-${month}, ${year}`;
    else if (options.day) text = `${day}-${month}`;
    else if (options.year) text = `${month}, ${year}`;
    else text = month;
  } else if (options.day || options.month || options.year) {
    const pieces = [];
    if (options.day) pieces.push(day.padStart(2, '0'));
    if (options.month) pieces.push(String(monthIndex + 1).padStart(2, '0'));
    if (options.year) pieces.push(year);
    text = pieces.join('.');
  } else text = '';
  if (options.weekday && weekdayIndex >= 0) text = `${UZ_WEEKDAYS[weekdayIndex]}${text ? `, ${text}` : ''}`;
  if (options.hour || options.minute) text = `${text}${text ? ' ' : ''}${parts.hour === '24' ? '00' : parts.hour}:${parts.minute}`;
  return text;
}

/** A date (ISO string or Date) in the locale's long form, in Tashkent time. */
export function formatDate(
  value: string | Date,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' },
): string {
  const date = toDate(value);
  if (locale === 'uz' && !hasUzbekIntl()) return formatUzbekDate(date, options);
  return dateFormat(locale, options).format(date);
}

// A formatter is costly to make (the server renders many dates a second): one per language and options.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { timeZone: SITE_TIME_ZONE, ...options });
    dateFormats.set(key, format);
  }
  return format;
}

/** The Uzbek Latin alphabet's own letters after z (oʻ, gʻ, sh, ch), the apostrophe forms all alike. */
const UZ_LETTERS: [RegExp, string][] = [
  [/o[ʻ'‘`ʼ]/g, '{0'],
  [/g[ʻ'‘`ʼ]/g, '{1'],
  [/sh/g, '{2'],
  [/ch/g, '{3'],
];

function uzbekKey(text: string): string {
  let key = text.toLowerCase();
  for (const [pattern, replacement] of UZ_LETTERS) key = key.replace(pattern, replacement);
  return key.replace(/[ʻʼ'‘`]/g, '');
}

const collators = new Map<Locale, Intl.Collator>();

/**
 * Compares two texts in the alphabetical order of the language, identically in Node.js and in every browser (a
 * list sorted on the server is hydrated in the browser): Uzbek by its own alphabet (… x y z oʻ gʻ sh ch), which
 * not every browser's Intl knows; Russian and English by Intl's collation, the same everywhere.
 */
export function compareText(a: string, b: string, locale: Locale): number {
  if (locale === 'uz') {
    const x = uzbekKey(a);
    const y = uzbekKey(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(LOCALE_TAGS[locale], { sensitivity: 'base', numeric: true });
    collators.set(locale, collator);
  }
  return collator.compare(a, b);
}

/**
 * The browser's first date formatter and first number formatter each cost a long task on a slow phone (the
 * language's data is loaded then: about 16 ms each unthrottled, 65 ms at 4x CPU), paid inside whichever component
 * formats first while a page is hydrated. Called by the shell at start, each is made in a task of its own while the
 * page's code is still on its way, and hydration finds them ready.
 */
export function warmFormatters(locale: Locale): void {
  for (const task of [() => formatDate(new Date(), locale), () => formatNumber(1234.5, locale), () => compareText('a', 'b', locale)]) {
    setTimeout(task, 0);
  }
}
