/**
 * The API's JSON body parser: fastify's own (its body limit; `__proto__` and `constructor.prototype` keys refused
 * with a 400), on bytes decoded as strict UTF-8. Fastify decodes leniently: invalid bytes become U+FFFD and would
 * be stored so ("caf� na�ve" from a Latin-1 body). Here invalid UTF-8 is a 400, and a declared charset other than
 * UTF-8 a 415, both in the API's one error shape.
 */
import type { FastifyInstance } from 'fastify';
import { ApiHttpError } from './errors.ts';

/** Throws on the first invalid byte sequence instead of replacing it (decode() without `stream` keeps no state). */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The labels of UTF-8 a client may declare (RFC 8259: JSON is UTF-8; `utf8` is a common spelling). */
const UTF8_LABELS = new Set(['utf-8', 'utf8']);

/** The charset parameter of a Content-Type, unquoted and lower-cased; undefined when there is none. */
function charsetOf(contentType: string | undefined): string | undefined {
  for (const param of (contentType ?? '').split(';').slice(1)) {
    const eq = param.indexOf('=');
    if (eq < 0 || param.slice(0, eq).trim().toLowerCase() !== 'charset') continue;
    return param
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim()
      .toLowerCase();
  }
  return undefined;
}

/** Replaces the JSON parser of this (encapsulated) instance: the host's own parser is left as it is. */
export function registerStrictJsonParser(app: FastifyInstance): void {
  // Always 'error', whatever the host configured: a body with `__proto__` is refused, never cleaned or passed on.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // parseAs 'buffer' reads the raw bytes within the same body limits (the route's, else the server's).
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const charset = charsetOf(request.headers['content-type']);
    if (charset !== undefined && !UTF8_LABELS.has(charset)) {
      done(new ApiHttpError(415, 'unsupported_media_type', 'JSON bodies must be UTF-8 (Content-Type: application/json; charset=utf-8)'));
      return;
    }
    let text: string;
    try {
      // parseAs 'buffer': fastify hands a Buffer (its type allows a string too).
      text = utf8.decode(body as Buffer);
    } catch {
      done(new ApiHttpError(400, 'bad_request', 'The JSON body is not valid UTF-8'));
      return;
    }
    parseJson(request, text, done);
  });
}
