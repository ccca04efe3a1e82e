/** A page's answer: its security headers, who may keep it and for how long, and its body compressed once. */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from './config.ts';
import { NO_CACHE, encodingFor } from './respond.ts';
import type { PageCache, CachedPage } from './ssr.ts';
import { pageSecurityHeaders } from './security-headers.ts';
import { oneTimeLink } from './content-purge.ts';

// A rendered page is compressed once (then kept with it) on libuv's threads, not on the one that renders.
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PageAnswer {
  request: FastifyRequest;
  reply: FastifyReply;
  url: URL;
  config: SiteConfig;
  /** The development servers this browser loads from (its CSP allows them). */
  devOrigins: string[];
}

/** Who may keep the page: nobody when it is this visitor's own, else shared caches as long as this server does. */
function cacheHeaders(answer: PageAnswer, page: CachedPage, cache: PageCache, personal: boolean): void {
  const { reply, url } = answer;
  if (page.shared === false || personal) {
    // Rendered while one of its requests failed, by a previous version, or chosen for this browser (a canary's
    // bucket is in its cookie): not for any cache, ours or a CDN's.
    reply.header('Cache-Control', NO_CACHE);
    if (personal) reply.header('Vary', 'Cookie, Accept-Encoding');
  } else if (url.pathname === '/') {
    // The root redirects by cookie and language first: a shared cache must not keep its Uzbek page for everyone.
    reply.header('Cache-Control', NO_CACHE).header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
  } else {
    // Shared caches (a CDN) may keep a public page as long as this server does; browsers ask again each time.
    reply.header(
      'Cache-Control',
      `public, max-age=0, s-maxage=${Math.round(cache.freshMs / 1000)}, stale-while-revalidate=${Math.round(cache.staleMs / 1000)}, ` +
        `stale-if-error=${Math.round(cache.ifErrorMs / 1000)}`,
    );
  }
  // A one-time link (a password reset's ?token=) is nobody's to keep: not even the browser's cache.
  if (oneTimeLink(url.searchParams)) reply.header('Cache-Control', 'no-store');
}

/**
 * Sends a server-rendered page. `personal`: chosen for this browser (a canary's share, an override, a one-time
 * link), so no shared cache may give it to anyone else.
 */
export async function sendPage(answer: PageAnswer, page: CachedPage, how: string, cache: PageCache, personal: boolean) {
  const { request, reply } = answer;
  pageSecurityHeaders(reply, answer.config, answer.devOrigins);
  reply.code(page.status).header('X-Render', how).header('Vary', 'Accept-Encoding');
  // For operators: the current version's server code failed and this one rendered the page.
  if (page.fellBack) reply.header('X-Render-Fallback', page.fellBack.join(', '));
  // The API could not give the page its data: ask again in a while (the page itself asks again in the browser).
  if (page.status === 503) reply.header('Retry-After', '30');
  cacheHeaders(answer, page, cache, personal);
  const encoding = encodingFor(request);
  reply.header('Content-Type', 'text/html; charset=utf-8');
  if (encoding === 'br') {
    page.br ??= await brotliAsync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('Content-Encoding', 'br').send(page.br);
  }
  if (encoding === 'gzip') {
    page.gzip ??= await gzipAsync(page.html, { level: 6 });
    return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  }
  return reply.send(page.html);
}
