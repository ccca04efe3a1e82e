/**
 * One address per page: what is not a page (a method other than GET/HEAD, an API or file path) is answered here,
 * and an address written another way (doubled or trailing slashes, dot segments, backslashes, capitals) redirects
 * for good to the clean one.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NO_CACHE, notFound } from './respond.ts';

/** The path of a request target as the client sent it (up to its query). */
function sentPath(target: string): string {
  const query = target.search(/[?#]/);
  return query === -1 ? target : target.slice(0, query);
}

/**
 * A request's path and query, parsed. Not `new URL(request.url, base)`: a path that starts with two slashes, or a
 * slash and a backslash, reads there as another host ("//en//news" as host "en", path "//news"). Dot segments and
 * backslashes are resolved as a browser resolves them; the page handler redirects when that changed the path.
 */
export function requestTarget(target: string): URL {
  const path = sentPath(target);
  return new URL(`http://site/${path.replace(/^[/\\]+/, '')}${target.slice(path.length)}`);
}

/**
 * Doubled slashes, a trailing slash and capital letters removed (every page's address is lower case: locales,
 * routes, slugs; "/EN/News" typed or printed on paper). A percent escape keeps its case: "%D0%BD" is the same byte
 * as "%d0%bd".
 */
function cleanPath(pathname: string): string {
  return pathname
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1')
    .replace(/%[0-9a-f]{2}|[A-Z]+/gi, (part) => (part.startsWith('%') ? part : part.toLowerCase()));
}

/** The answer for a request that is not for a page as it stands, or null when it is one. */
export function urlCleanup(request: FastifyRequest, reply: FastifyReply, url: URL): FastifyReply | null {
  const notPage = /^\/(api|mfe|static|__ops)\//.test(url.pathname) || /\.[a-z0-9]{1,5}$/i.test(url.pathname);
  // A page is read, never sent to (the kit's forms are never sent by the browser itself: use-site-form.tsx).
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    if (notPage) return reply.code(404).send({ error: { code: 'not_found', message: 'Not Found' } });
    return reply
      .code(405)
      .header('Allow', 'GET, HEAD')
      .header('Cache-Control', NO_CACHE)
      .send({ error: { code: 'method_not_allowed', message: 'A page can only be read (GET or HEAD)' } });
  }
  if (notPage) return notFound(reply);
  // Compared with the path as sent: the parsed one has already resolved dot segments and backslashes.
  const clean = cleanPath(url.pathname);
  if (clean !== sentPath(request.url))
    return reply.code(301).header('Cache-Control', 'public, max-age=3600').redirect(`${clean}${url.search}`);
  return null;
}
