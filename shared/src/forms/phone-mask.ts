/**
 * The Uzbek phone mask: whatever is typed or pasted (with or without +998, spaces, dashes, brackets)
 * becomes "+998 90 123 45 67" as it is typed; an emptied field stays empty.
 */
export function maskUzPhone(input: string): string {
  const compact = input.replace(/\s/g, '');
  // The country code being typed ("+", "+9", "+99", "+998") is left as it is.
  if (/^\+(9(9(8)?)?)?$/.test(compact)) return compact;
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('998')) digits = digits.slice(3);
  digits = digits.slice(0, 9);
  if (!digits) return compact.startsWith('+') ? '+998 ' : '';
  const parts = [digits.slice(0, 2), digits.slice(2, 5), digits.slice(5, 7), digits.slice(7, 9)].filter(Boolean);
  return `+998 ${parts.join(' ')}`;
}
