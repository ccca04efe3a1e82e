/**
 * A whole number from the address (`?page=2`, `?year=2025`) between 1 and `max`, or undefined for anything else
 * (empty, 0, negative, a fraction, letters, too long): a hand-edited address falls back instead of failing.
 */
export function positiveIntParam(value: string | null | undefined, max: number): number | undefined {
  const text = value?.trim() ?? '';
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const number = Number(text);
  return number >= 1 && number <= max ? number : undefined;
}
