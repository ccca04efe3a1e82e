import type { Service } from '../api/get-services.ts';

/** One chosen service in the calculator. */
export interface SelectionLine {
  slug: string;
  quantity: number;
  /** What was typed for the quantity when it is not one of 1..MAX_QUANTITY (kept to be shown and explained). */
  typed?: string;
}

/** The URL query key of the calculator's selection: `?s=eds-key*2&s=income-certificate`. */
export const SELECTION_KEY = 's';
export const MAX_QUANTITY = 999;
/** The site's query strings allow at most 20 values per array. */
export const MAX_LINES = 20;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function clampQuantity(value: unknown): number {
  const number = typeof value === 'number' ? value : Number.parseInt(String(value), 10);
  if (!Number.isFinite(number)) return 1;
  return Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(number)));
}

/** The query key of a service's quantity field in the calculator's plain form (sent without scripts): `q-eds-key=2`. */
export const quantityKey = (slug: string) => `q-${slug}`;

/** Whether a quantity is one the calculator counts: a whole number from 1 to MAX_QUANTITY. */
export function isQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_QUANTITY;
}

/**
 * Reads the selection from the URL; malformed entries are dropped, a repeated service keeps its first quantity. A
 * shared link's quantity (`s=eds-key*2`) is clamped; one typed in the plain form (`s=eds-key&q-eds-key=0`) is kept as
 * typed when out of range, for the page to explain.
 */
export function parseSelection(params: URLSearchParams): SelectionLine[] {
  const lines: SelectionLine[] = [];
  for (const value of params.getAll(SELECTION_KEY)) {
    const [slug = '', quantity] = value.split('*');
    if (!SLUG.test(slug) || lines.some((line) => line.slug === slug)) continue;
    const typed = quantity === undefined ? params.get(quantityKey(slug))?.trim() : undefined;
    if (typed) {
      const number = /^\d{1,9}$/.test(typed) ? Number(typed) : Number.NaN;
      lines.push(isQuantity(number) ? { slug, quantity: number } : { slug, quantity: 1, typed: typed.slice(0, 20) });
    } else lines.push({ slug, quantity: quantity === undefined ? 1 : clampQuantity(quantity) });
    if (lines.length >= MAX_LINES) break;
  }
  return lines;
}

/** The query values of a selection (a quantity of 1 is left implicit). */
export function serializeSelection(lines: readonly SelectionLine[]): string[] {
  return lines.slice(0, MAX_LINES).map((line) => (line.quantity === 1 ? line.slug : `${line.slug}*${clampQuantity(line.quantity)}`));
}

export function calculatorQuery(lines: readonly SelectionLine[]): Record<string, string[]> {
  return { [SELECTION_KEY]: serializeSelection(lines) };
}

export interface PricedLine {
  service: Service;
  quantity: number;
  subtotal: number;
}

/** Prices a selection with the catalogue from the API; services the catalogue does not know are reported apart. */
export function priceSelection(
  lines: readonly SelectionLine[],
  services: readonly Service[],
): { rows: PricedLine[]; total: number; unknown: string[]; invalid: Service[] } {
  const bySlug = new Map(services.map((service) => [service.slug, service]));
  const rows: PricedLine[] = [];
  const unknown: string[] = [];
  const invalid: Service[] = [];
  for (const line of lines) {
    const service = bySlug.get(line.slug);
    if (!service) {
      unknown.push(line.slug);
      continue;
    }
    // A quantity out of range is not counted as some other number: the total waits until it is corrected.
    if (line.typed !== undefined) invalid.push(service);
    else rows.push({ service, quantity: line.quantity, subtotal: service.servicename_sum * line.quantity });
  }
  return { rows, total: rows.reduce((sum, row) => sum + row.subtotal, 0), unknown, invalid };
}
