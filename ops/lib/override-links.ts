/**
 * Signed override links (issue 41, item 5): a browser's override of a section's version is taken only from a link an
 * operator made with `npm run override`, signed with the servers' ops token and valid for a short time. The signature
 * binds the exact section@version list and the expiry, so neither can be changed in the link.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a new link is good for unless the operator asks otherwise (`npm run override -- --minutes N`). */
export const LINK_LIFETIME_MS = 60 * 60_000;

/** `news@1.0.1,about@2.0.0~<expiry, unix seconds>~<signature>`: the override parameter's and cookie's value. */
const SIGNED = /^([^~]{1,400})~(\d{1,12})~([A-Za-z0-9_-]{43})$/;

const signature = (secret: string, list: string, expires: number) =>
  // A purpose prefix: the same token signs nothing else that could be replayed as an override.
  createHmac('sha256', secret).update(`site-override\n${list}\n${expires}`).digest('base64url');

/** The signed value for `list` (section@version pairs, comma-separated), good until `expiresAt`. */
export function signOverride(secret: string, list: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${list}~${expires}~${signature(secret, list, expires)}`;
}

/** The list a signed value carries and when it ends, or null: unsigned, tampered with, expired or unreadable. */
export function verifyOverride(secret: string | undefined, value: string, now = Date.now()): { list: string; expiresAt: number } | null {
  const match = SIGNED.exec(value);
  if (!secret || !match) return null;
  const [, list, expiresText, given] = match as unknown as [string, string, string, string];
  const expires = Number(expiresText);
  if (expires * 1000 <= now) return null;
  const expected = Buffer.from(signature(secret, list, expires));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { list, expiresAt: expires * 1000 };
}
