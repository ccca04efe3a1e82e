import { parseCookie } from 'cookie';

/** One cookie's value from a Cookie header or `document.cookie` (the `cookie` library's parser), or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  return parseCookie(header)[name] ?? null;
}

/**
 * The site server's cookies (the language cookie is in locale-redirect.ts, the signed-in hint in the contract):
 * which share of a canary this browser is in (0-99, 30 days), and a tester's chosen versions (for the session).
 */
export const SITE_BUCKET_COOKIE = 'site_bucket';
export const SITE_OVERRIDE_COOKIE = 'site_override';
