import { useLocale } from '@tax/shared';

const TAGS = { uz: 'uz-Latn-UZ', ru: 'ru-RU', en: 'en-GB' } as const;

/** A date and time in the staff member's language, in Tashkent's time (where the enterprise works). */
export function useDateTime(): (iso: string | null | undefined) => string {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tashkent' });
  return (iso) => (iso ? format.format(new Date(iso)) : '—');
}

/** A date alone (the day an item will be deleted). */
export function useDate(): (iso: string | null | undefined) => string {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'long', timeZone: 'Asia/Tashkent' });
  return (iso) => (iso ? format.format(new Date(iso)) : '—');
}
