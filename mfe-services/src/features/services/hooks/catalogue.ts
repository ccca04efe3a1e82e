import { compareText, type Locale } from '@tax/shared';
import type { Service } from '../api/get-services.ts';

export type Category = Service['category'];
export const CATEGORIES: readonly Category[] = ['individual', 'business'];

export function isCategory(value: unknown): value is Category {
  return value === 'individual' || value === 'business';
}

/** Lower case, one kind of apostrophe (Uzbek writes oʻ, o', o’ and o‘ for the same letter), single spaces. */
export function normalize(text: string): string {
  return text
    .toLocaleLowerCase()
    .replace(/[\u02bb\u02bc\u2018\u2019`']/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The services that match a search text (every word, in the name, summary, description or audience) and a category. */
export function filterServices(items: readonly Service[], text: string, category: Category | null): Service[] {
  const words = normalize(text).split(' ').filter(Boolean);
  return items.filter((service) => {
    if (category && service.category !== category) return false;
    if (words.length === 0) return true;
    const haystack = normalize([service.servicename, service.summary, service.description, service.audience].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

export type SortKey = 'name' | 'category' | 'price';
export type SortDirection = 'ascending' | 'descending';

export function isSortKey(value: unknown): value is SortKey {
  return value === 'name' || value === 'category' || value === 'price';
}

/** Sorts a copy of the list; ties keep the name order, so the table never jumps around. */
export function sortServices(items: readonly Service[], key: SortKey, direction: SortDirection, locale: Locale): Service[] {
  const byName = (a: Service, b: Service) => compareText(a.servicename, b.servicename, locale);
  const compare = (a: Service, b: Service): number => {
    if (key === 'price') return a.servicename_sum - b.servicename_sum;
    // Category codes ('business', 'individual'): compared as codes, not by the runtime's own locale (server and browser differ).
    if (key === 'category') return a.category < b.category ? -1 : a.category > b.category ? 1 : 0;
    return byName(a, b);
  };
  const sign = direction === 'ascending' ? 1 : -1;
  return [...items].sort((a, b) => sign * compare(a, b) || byName(a, b));
}

/** One CSV cell: quoted when needed; a leading = + - @ is neutralised so that spreadsheets do not run it. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The price list as CSV (comma-separated, CRLF, with a byte-order mark so that spreadsheets read UTF-8):
 * the API's own field names first (`servicename`, `servicename_sum`), then the unit and category in the page's
 * language.
 */
export function priceListCsv(items: readonly Service[], categoryName: (category: Category) => string): string {
  const header = ['servicename', 'servicename_sum', 'unit', 'category'];
  const rows = items.map((service) => [service.servicename, service.servicename_sum, service.unit, categoryName(service.category)]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
