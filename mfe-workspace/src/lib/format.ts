import { formatDate, formatMoney, useLocale } from '@tax/shared';

/*
 * Dates through the kit's formatter, as every public page prints them: Intl's Uzbek in Chromium and Node prints
 * "2026 M11 28" (its ICU lacks the Uzbek month names), the kit writes "28-noyabr, 2026".
 */

/** A date and time in the staff member's language, in Tashkent's time (where the enterprise works). */
export function useDateTime(): (iso: string | null | undefined) => string {
  const locale = useLocale();
  return (iso) =>
    iso ? formatDate(iso, locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }) : '—';
}

/** A date alone (the day an item will be deleted). */
export function useDate(): (iso: string | null | undefined) => string {
  const locale = useLocale();
  return (iso) => (iso ? formatDate(iso, locale, { day: 'numeric', month: 'long', year: 'numeric' }) : '—');
}

/** A sum in so'm, as the public price list prints it. */
export function useSum(): (sum: number) => string {
  const locale = useLocale();
  return (sum) => formatMoney(sum, locale);
}
