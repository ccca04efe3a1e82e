import { parseCookie } from 'cookie';

/** One cookie's value from a Cookie header or `document.cookie` (the `cookie` library's parser), or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  return parseCookie(header)[name] ?? null;
}
