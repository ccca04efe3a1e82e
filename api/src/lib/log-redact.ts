/**
 * Request logs without secrets: a reset link's `token`, a one-time `code` and the like can arrive in a query string
 * (a link opened from a mail, a client that sends them wrongly), and logs are read by more people and kept longer
 * than the database's hashes of those tokens.
 */
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = new Set(['token', 'code', 'password', 'secret']);
export const REDACTED = '[redacted]';

/** The URL with the values of secret query parameters replaced (names compared case-insensitively). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const raw = eq < 0 ? pair : pair.slice(0, eq);
      let name: string;
      try {
        name = decodeURIComponent(raw.replace(/\+/g, ' '));
      } catch {
        name = raw;
      }
      return SECRET_PARAMS.has(name.trim().toLowerCase()) ? `${raw}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

/** Fastify's request serializer with the URL redacted (the same fields as fastify's default). */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
