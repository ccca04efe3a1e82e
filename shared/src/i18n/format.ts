import { LOCALE_TAGS, type Locale } from '../routing/locales.ts';
import { FIXED_OFFSET_SINCE, SITE_TIME_ZONE, tashkentDate, tashkentWall } from '../time/tashkent.ts';

const CURRENCY: Record<Locale, string> = { uz: 'soʻm', ru: 'сум', en: 'soʻm' };

const UZ_MONTHS = ['yanvar', 'fevral', 'mart', 'aprel', 'may', 'iyun', 'iyul', 'avgust', 'sentabr', 'oktabr', 'noyabr', 'dekabr'];
const UZ_MONTHS_SHORT = ['yan', 'fev', 'mar', 'apr', 'may', 'iyn', 'iyl', 'avg', 'sen', 'okt', 'noy', 'dek'];
const UZ_WEEKDAYS = ['yakshanba', 'dushanba', 'seshanba', 'chorshanba', 'payshanba', 'juma', 'shanba'];
// CLDR's names, as Intl prints them: Russian months in a date ("5 ноября") and standing alone ("ноябрь 2026 г.").
const RU_MONTHS_OF = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];
const RU_MONTHS = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'];
const RU_MONTHS_SHORT = ['янв.', 'февр.', 'март', 'апр.', 'май', 'июнь', 'июль', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'];
const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/*
 * Why the site formats its dates and numbers itself rather than with Intl:
 * - The browser's first Intl date or number formatter loads the language's data: 30–140 ms on this project's
 *   machines, four times that on a slow phone, one long task inside whichever component formats first while a page
 *   is hydrated (measured in docs/decisions/0016). The site prints a handful of patterns, from the tables above.
 * - A page rendered on the server must read the same in every browser that hydrates it: Node.js and the browsers
 *   carry different ICU versions (Debian's Chromium claims Uzbek but prints "2026 M11 13" and "1,234,567"), so the
 *   same code on both sides is the one way to be sure.
 * Anything else (another time zone, a date before 1992, options the site does not use) is Intl's, as before; the
 * unit tests hold each pattern here to Node's Intl output.
 */

interface WallClock {
  year: number;
  /** 0 = January. */
  month: number;
  day: number;
  /** 0 = Sunday. */
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment on the wall clock of a time zone: by arithmetic in Tashkent since 1992, else as Intl reads it. */
export function wallClock(date: Date, timeZone: string = SITE_TIME_ZONE): WallClock {
  const time = date.getTime();
  if (timeZone === SITE_TIME_ZONE && time >= FIXED_OFFSET_SINCE) {
    const wall = tashkentWall(time);
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth(),
      day: wall.getUTCDate(),
      weekday: wall.getUTCDay(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      second: wall.getUTCSeconds(),
    };
  }
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
      second: '2-digit',
      hourCycle: 'h23',
    });
    partsFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month) - 1,
    day: Number(parts.day),
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? ''),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** Uzbek dates in the CLDR uz patterns ("15-noyabr, 2026"), any combination of fields. */
function formatUzbekDate(wall: WallClock, options: Intl.DateTimeFormatOptions): string {
  const day = String(wall.day);
  const year = options.year === '2-digit' ? two(wall.year % 100) : String(wall.year);
  let text: string;
  if (options.month === 'long' || options.month === 'short') {
    const month = (options.month === 'long' ? UZ_MONTHS : UZ_MONTHS_SHORT)[wall.month] ?? '';
    if (options.day && options.year) text = `${day}-${month}, ${year}`;
    else if (options.day) text = `${day}-${month}`;
    else if (options.year) text = `${month}, ${year}`;
    else text = month;
  } else if (options.day || options.month || options.year) {
    const pieces = [];
    if (options.day) pieces.push(day.padStart(2, '0'));
    if (options.month) pieces.push(two(wall.month + 1));
    if (options.year) pieces.push(year);
    text = pieces.join('.');
  } else text = '';
  if (options.weekday && wall.weekday >= 0) text = `${UZ_WEEKDAYS[wall.weekday]}${text ? `, ${text}` : ''}`;
  if (options.hour || options.minute) {
    const clock = `${two(wall.hour)}:${two(wall.minute)}${options.second ? `:${two(wall.second)}` : ''}`;
    text = `${text}${text ? ' ' : ''}${clock}`;
  }
  return text;
}

/**
 * The site's English is British ("centre", "licence"), and so are its dates and times: "15 November 2026", "14:30"
 * (they were American: "November 15, 2026", "02:30 PM", beside "from 1 December" in the same text).
 */
const DATE_TAGS: Record<Locale, string> = { uz: 'uz', ru: 'ru', en: 'en-GB' };

/** The Russian and English patterns the site prints, keyed by their options; anything else goes to Intl. */
const DATE_PATTERNS: Record<string, Record<'ru' | 'en', (wall: WallClock) => string>> = {
  'day:numeric,month:long,year:numeric': {
    ru: (w) => `${w.day} ${RU_MONTHS_OF[w.month]} ${w.year} г.`,
    en: (w) => `${w.day} ${EN_MONTHS[w.month]} ${w.year}`,
  },
  'month:long,year:numeric': {
    ru: (w) => `${RU_MONTHS[w.month]} ${w.year} г.`,
    en: (w) => `${EN_MONTHS[w.month]} ${w.year}`,
  },
  'month:short,year:2-digit': {
    ru: (w) => `${RU_MONTHS_SHORT[w.month]} ${two(w.year % 100)} г.`,
    // British short months: "Sept", the others' first three letters.
    en: (w) => `${w.month === 8 ? 'Sept' : EN_MONTHS[w.month]!.slice(0, 3)} ${two(w.year % 100)}`,
  },
  'hour:2-digit,minute:2-digit': {
    ru: (w) => `${two(w.hour)}:${two(w.minute)}`,
    en: (w) => `${two(w.hour)}:${two(w.minute)}`,
  },
  'hour:2-digit,minute:2-digit,second:2-digit': {
    ru: (w) => `${two(w.hour)}:${two(w.minute)}:${two(w.second)}`,
    en: (w) => `${two(w.hour)}:${two(w.minute)}:${two(w.second)}`,
  },
};

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? tashkentDate(value) : value;
}

/** A date (ISO string or Date) in the locale's long form, in Tashkent time. */
export function formatDate(
  value: string | Date,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' },
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const { timeZone = SITE_TIME_ZONE, ...fields } = options;
  if (locale === 'uz') return formatUzbekDate(wallClock(date, timeZone), fields);
  const key = Object.entries(fields)
    .filter(([, option]) => option !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, option]) => `${name}:${String(option)}`)
    .join(',');
  const pattern = DATE_PATTERNS[key]?.[locale];
  if (pattern && timeZone === SITE_TIME_ZONE && date.getTime() >= FIXED_OFFSET_SINCE) return pattern(wallClock(date));
  return dateFormat(locale, options).format(date);
}

// A formatter is costly to make: one per language and options (only for what the patterns above do not cover).
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_TAGS[locale], { timeZone: SITE_TIME_ZONE, ...options });
    dateFormats.set(key, format);
  }
  return format;
}

/** Grouping and decimal marks: Russian's, which CLDR's uz shares ("1 234 567,5"), and English's ("1,234,567.5"). */
const NUMBER_MARKS: Record<Locale, { group: string; decimal: string }> = {
  uz: { group: '\u00a0', decimal: ',' },
  ru: { group: '\u00a0', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/**
 * A number's digits rounded as Intl rounds them (half away from zero, on the number's shortest decimal form), or
 * null for what only Intl writes (exponents, infinities).
 */
function decimalDigits(value: number, minFraction: number, maxFraction: number): { whole: string; fraction: string } | null {
  const text = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  let [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > maxFraction) {
    const up = fraction.charCodeAt(maxFraction) >= 53; // the first dropped digit is 5 or more
    fraction = fraction.slice(0, maxFraction);
    if (up) {
      const digits = `${whole}${fraction}`.split('').map(Number);
      let at = digits.length - 1;
      while (at >= 0 && digits[at] === 9) digits[at--] = 0;
      if (at >= 0) digits[at]! += 1;
      else digits.unshift(1);
      const all = digits.join('');
      whole = all.slice(0, all.length - fraction.length);
      fraction = all.slice(all.length - fraction.length);
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minFraction, '0');
  return { whole, fraction };
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  // CLDR's uz marks are Russian's; browsers without Uzbek data would print English ones.
  const tag = locale === 'uz' ? 'ru' : LOCALE_TAGS[locale];
  const key = `${tag}:${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A number grouped for the locale ("1 234,5", "1,234.5"); up to three decimals unless the options say otherwise. */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  const { minimumFractionDigits: min = 0, maximumFractionDigits: max = Math.max(min, 3), ...rest } = options;
  const digits = Object.keys(rest).length === 0 && min <= max && max <= 20 ? decimalDigits(value, min, max) : null;
  if (!digits) return numberFormat(locale, options).format(value);
  const marks = NUMBER_MARKS[locale];
  const whole = digits.whole.replace(/\B(?=(\d{3})+$)/g, marks.group);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole}${digits.fraction ? `${marks.decimal}${digits.fraction}` : ''}`;
}

/** A sum in so'm, whole, grouped for the locale: "1 250 000 soʻm", "1 250 000 сум", "1,250,000 soʻm". */
export function formatMoney(value: number, locale: Locale): string {
  return `${formatNumber(Math.round(value), locale, { maximumFractionDigits: 0 })}\u00a0${CURRENCY[locale]}`;
}

/** Units as abbreviations: a word would need a plural form ("24 байта", "1 byte"); Uzbek nouns after a number take none. */
const SIZE_UNITS: Record<Locale, [string, string, string]> = {
  uz: ['bayt', 'KB', 'MB'],
  ru: ['Б', 'КБ', 'МБ'],
  en: ['B', 'KB', 'MB'],
};

/** A file's size as a visitor reads it: "812 KB", "1,4 МБ", "2.1 MB" (1 KB = 1024 bytes, one decimal above 1 MB). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [b, kb, mb] = SIZE_UNITS[locale];
  if (bytes < 1024) return `${formatNumber(bytes, locale)}\u00a0${b}`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), locale)}\u00a0${kb}`;
  return `${formatNumber(bytes / (1024 * 1024), locale, { maximumFractionDigits: 1 })}\u00a0${mb}`;
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

/**
 * Spaces and punctuation before digits, digits before letters, as in Unicode's collation (its "non-ignorable" default:
 * a space or a hyphen counts, and sorts before any letter). The common marks in the root collation's order; any other
 * mark or symbol after them, by code point.
 */
const MARKS = ' _-‐–—,;:!?.\'"«»()[]{}§¶@*/\\&#%`^+<=>|~$';
const DIGIT = 0x10000;
const LATIN = 0x20000;
const CYRILLIC = 0x30000;
const OTHER = 0x40000;
/** й is a letter of its own in Unicode's collation, right after и (ё is е with an accent, ў is у). */
const SHORT_I = '\ue000';

const UZBEK_CYRILLIC: Record<string, string> = { [SHORT_I]: 'и', ғ: 'г', қ: 'к', ҳ: 'х' };

/** One character's primary weight (case and accents already taken off). Russian puts Cyrillic before Latin. */
function weight(char: string, cyrillicFirst: boolean): number {
  const [latin, cyrillic] = cyrillicFirst ? [CYRILLIC, LATIN] : [LATIN, CYRILLIC];
  const mark = MARKS.indexOf(char);
  if (mark >= 0) return mark;
  const code = char.codePointAt(0)!;
  if (code >= 0x61 && code <= 0x7a) return latin + 2 * code;
  // The Uzbek Latin apostrophes are letters to Unicode's collation: ʻ (oʻ, gʻ) right after h, ʼ after z.
  if (char === 'ʻ') return latin + 2 * 0x68 + 1;
  if (char === 'ʼ') return latin + 2 * 0x7a + 1;
  if (code >= 0x430 && code <= 0x44f) return cyrillic + 2 * code;
  // й right after и, and Uzbek's ғ, қ, ҳ each right after the letter it is made from (г, к, х).
  const uzbek = UZBEK_CYRILLIC[char];
  if (uzbek) return cyrillic + 2 * uzbek.codePointAt(0)! + 1;
  if (/\p{L}/u.test(char)) return OTHER + code;
  return MARKS.length + code;
}

/** The text's primary weights: lower case, accents off (ё is е, é is e, as at base strength), digits by value. */
function collationKey(text: string, locale: Locale): number[] {
  const folded = text
    .toLowerCase()
    .replace(/й/g, SHORT_I)
    // Compatibility forms as what they stand for (№ is "No", … three full stops), accents off.
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    // Typographic quotes are the plain ones at base strength.
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"');
  const key: number[] = [];
  for (const part of folded.match(/\d+|\D/gu) ?? []) {
    if (/^\d/.test(part)) {
      // A number sorts by its value: by its count of digits (leading zeros off), then digit by digit.
      const digits = part.replace(/^0+(?=\d)/, '');
      key.push(DIGIT + digits.length, ...[...digits].map((d) => DIGIT + Number(d)));
    } else if (!/[\u200b-\u200d\u2060\ufeff\u00ad]/.test(part)) key.push(weight(part, locale === 'ru'));
  }
  return key;
}

const keys = new Map<string, number[]>();

function cachedKey(text: string, locale: Locale): number[] {
  let key = keys.get(`${locale}\u0000${text}`);
  if (!key) {
    if (keys.size > 2000) keys.clear();
    key = collationKey(text, locale);
    keys.set(`${locale}\u0000${text}`, key);
  }
  return key;
}

/**
 * Compares two texts in the alphabetical order of the language, identically in Node.js and in every browser (a
 * list sorted on the server is hydrated in the browser): Uzbek by its own alphabet (… x y z oʻ gʻ sh ch), which
 * not every browser's Intl knows; Russian and English as Intl.Collator does at base strength with numbers by value
 * (the unit tests compare the two), without Intl: a browser's first Collator loads the language's collation data,
 * 60–140 ms on a slow phone, in the middle of the price list's hydration.
 */
export function compareText(a: string, b: string, locale: Locale): number {
  if (locale === 'uz') {
    const x = uzbekKey(a);
    const y = uzbekKey(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const x = cachedKey(a, locale);
  const y = cachedKey(b, locale);
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}
