/*
 * Phone numbers as the site prints them: the API gives them as digits ("+998712021198"), which a reader has to count
 * out; the site's own phone fields format "+998 90 123 45 67". Shown grouped the same way, linked as digits.
 */

const NBSP = '\u00a0';

/**
 * A number grouped for reading: "+998712021198" → "+998 71 202 11 98" (no-break spaces: a number never breaks across
 * lines). A nine-digit national number is grouped the same without the country code; anything else (the short
 * number 1198) is shown as it came.
 */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const national = /^998\d{9}$/.test(digits) ? digits.slice(3) : /^\d{9}$/.test(digits) && !value.trim().startsWith('+') ? digits : null;
  if (!national) return value;
  const grouped = [national.slice(0, 2), national.slice(2, 5), national.slice(5, 7), national.slice(7)].join(NBSP);
  return national === digits ? grouped : `+998${NBSP}${grouped}`;
}

/** The tel: link of a number: its digits (and a leading +) only, whatever spacing it was written with. */
export function phoneHref(value: string): string {
  return `tel:${value.replace(/[^\d+]/g, '')}`;
}
