/**
 * The contract's plain values, without zod: the schemas are built from them, and the browser reads them through
 * the kit's main entry (which never loads zod).
 */
export { LOCALES, DEFAULT_LOCALE } from '../routing/locales.ts';

/** The news topics, in the order the site lists them. */
export const NEWS_TOPICS = ['announcements', 'services', 'digital', 'legislation', 'events'] as const;

/**
 * The readable companion of the session cookie, holding no secret ("1"): the API sets and clears it, and the
 * shell's header asks who is signed in only when it is there.
 */
export const SIGNED_IN_HINT_COOKIE = 'tax_signed_in';
