/**
 * Uzbek phone numbers: +998 and nine digits. Accepts spaces, dashes, dots and brackets,
 * with or without the +998 / 998 prefix (a leading 8 or 0 trunk prefix is not used in Uzbekistan).
 * Plain functions, no zod: the browser can use them without the schema library.
 */
export function normalizeUzPhone(input: string): string | null {
  if (typeof input !== 'string' || input.length > 40) return null;
  const trimmed = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const hasPlus = trimmed.startsWith('+');
  const digits = trimmed.replace(/\D/g, '');
  let national: string;
  if (digits.length === 12 && digits.startsWith('998')) national = digits.slice(3);
  else if (digits.length === 9 && !hasPlus) national = digits;
  else return null;
  // Operator / area codes start with a non-zero digit.
  if (!/^[1-9]\d{8}$/.test(national)) return null;
  return `+998${national}`;
}

export function isUzPhone(input: string): boolean {
  return normalizeUzPhone(input) !== null;
}
