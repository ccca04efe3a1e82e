/** The language of a page's address: the default language's prefix removed, and the bare root sent to the visitor's language. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, acceptLanguages, localeCookie, rootRedirect, withLocale } from '@tax/shared/server';
import { NO_CACHE } from './respond.ts';

const DEFAULT_PREFIX = new RegExp(`^/${DEFAULT_LOCALE}(?=/|$)`);

/** The redirect this address needs for its language, or null when it has none. */
export function localeRedirect(request: FastifyRequest, reply: FastifyReply, url: URL): FastifyReply | null {
  // The default language has no prefix: "/uz/news" (typed, or another language's address with its prefix changed)
  // is "/news". The visitor asked for Uzbek by name, so the language cookie says so, or "/" would send them back to
  // the language of their browser. A 302, never stored: a later choice of another language must not meet it.
  if (DEFAULT_PREFIX.test(url.pathname)) {
    return reply
      .code(302)
      .header('Cache-Control', 'no-store')
      .header('Set-Cookie', localeCookie(DEFAULT_LOCALE))
      .redirect(`${url.pathname.replace(DEFAULT_PREFIX, '') || '/'}${url.search}`);
  }
  const target = rootRedirect(url.pathname, request.headers.cookie, acceptLanguages(request.headers['accept-language']));
  if (!target) return null;
  return reply
    .code(302)
    .header('Vary', 'Cookie, Accept-Language')
    .header('Cache-Control', NO_CACHE)
    .redirect(`${withLocale('/', target)}${url.search}`);
}
