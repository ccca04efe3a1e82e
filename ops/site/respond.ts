/** How the site server answers: its cache policies, compression, and its own errors in the one error shape. */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { negotiate } from '@fastify/accept-negotiator';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/** A private page (the staff workspace): kept by no cache at all, the browser's included, and never indexed. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** The encoding the client accepts, by its q-values ("br;q=0" refuses brotli); null: the body as it is. */
export function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const accept = request.headers['accept-encoding'];
  if (typeof accept !== 'string' || !accept) return null;
  return negotiate(accept, ['br', 'gzip']) as 'br' | 'gzip' | null;
}

export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string, type: string) {
  const encoding = encodingFor(request);
  reply.header('Content-Type', type).header('Vary', 'Accept-Encoding');
  if (encoding === 'br') {
    return reply.header('Content-Encoding', 'br').send(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(gzipSync(body, { level: 6 }));
  return reply.send(body);
}

export function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .header('Cache-Control', NO_CACHE)
    .send({ error: { code: 'not_found', message: 'Not Found' } });
}

/** The site server's own 4xx answers, by status. */
const CLIENT_ERRORS: Record<number, [string, string]> = {
  404: ['not_found', 'Not Found'],
  405: ['method_not_allowed', 'Method not allowed'],
  413: ['payload_too_large', 'The request body is too large'],
  415: ['unsupported_media_type', 'This type of request body is not accepted here'],
};

/**
 * Errors of the site server's own routes in the one error shape (the API has its own handler): a path the static
 * files refuse (a dot segment, a folder) is a 404 like any file that is not there; nothing internal is sent.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 403 && /^\/(static|mfe)\//.test(request.url)) return notFound(reply);
    if (status >= 500) {
      request.log.error({ err: error }, 'site server error');
      return reply
        .code(500)
        .header('Cache-Control', NO_CACHE)
        .send({ error: { code: 'internal', message: 'Something went wrong' } });
    }
    const [code, message] = CLIENT_ERRORS[status] ?? ['bad_request', 'Bad request'];
    return reply.code(status).header('Cache-Control', NO_CACHE).send({ error: { code, message } });
  });
}
