/**
 * The Uzbek phone mask: whatever is typed or pasted (with or without +998, spaces, dashes, brackets)
 * becomes "+998 90 123 45 67" as it is typed; an emptied field stays empty.
 *
 * Many write the country code without its "+" ("998 90 123 45 67"): typed key by key, the first "9" is already shown
 * as "+998 9", so the typed "998" became the operator code and the last digits were cut off ("+998 99 890 12 34").
 * Once more than nine digits follow +998 and they begin with 998 again, that 998 is the country code typed a second
 * time and is dropped (the number comes right with its tenth digit). Another country's code after "+" ("+7 912…") is
 * left as typed, so the form says it wants an Uzbek number instead of turning it into one.
 */
export function maskUzPhone(input: string): string {
  const compact = input.replace(/\s/g, '');
  // The country code being typed ("+", "+9", "+99", "+998") is left as it is.
  if (/^\+(9(9(8)?)?)?$/.test(compact)) return compact;
  let digits = input.replace(/\D/g, '');
  if (compact.startsWith('+') && !digits.startsWith('998')) return `+${digits.slice(0, 15)}`;
  if (digits.startsWith('998')) digits = digits.slice(3);
  if (digits.length > 9 && digits.startsWith('998')) digits = digits.slice(3);
  digits = digits.slice(0, 9);
  if (!digits) return compact.startsWith('+') ? '+998 ' : '';
  const parts = [digits.slice(0, 2), digits.slice(2, 5), digits.slice(5, 7), digits.slice(7, 9)].filter(Boolean);
  return `+998 ${parts.join(' ')}`;
}
