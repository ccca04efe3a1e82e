/** The site's security headers: on every answer, and a page's own (its Content-Security-Policy and the rest). */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SiteConfig } from './config.ts';

export function pageSecurityHeaders(reply: FastifyReply, config: SiteConfig, devOrigins: string[] = []): void {
  const apiBase = String(config.apiBase ?? '');
  const apiOrigin = /^https?:\/\//.test(apiBase) ? new URL(apiBase).origin : '';
  const analytics = config.analytics as { src?: string } | null;
  const analyticsOrigin = analytics?.src ? new URL(analytics.src).origin : '';
  // A development server's origin is allowed only for the browser that loads from it (its override).
  const scripts = ["'self'", analyticsOrigin, ...devOrigins].filter(Boolean).join(' ');
  const styles = ["'self'", "'unsafe-inline'", ...devOrigins].join(' ');
  const connect = ["'self'", apiOrigin, analyticsOrigin, ...devOrigins, ...devOrigins.map((o) => o.replace(/^http/, 'ws'))]
    .filter(Boolean)
    .join(' ');
  reply
    .header(
      'Content-Security-Policy',
      `default-src 'self'; script-src ${scripts}; style-src ${styles}; img-src 'self' data: blob: https://i.ytimg.com${devOrigins.map((o) => ` ${o}`).join('')}; ` +
        `font-src 'self'${devOrigins.map((o) => ` ${o}`).join('')}; connect-src ${connect}; frame-src https://www.youtube-nocookie.com; object-src 'none'; ` +
        `base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'strict-origin-when-cross-origin')
    .header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)')
    .header('Cross-Origin-Opener-Policy', 'same-origin');
}

/**
 * Every answer: no MIME sniffing (a file must be what its type says); HSTS only where the visitor came over
 * HTTPS (directly, or through a proxy trusted with TRUST_PROXY that says so in X-Forwarded-Proto): sent over
 * plain HTTP it would be ignored, and on a local http://localhost it would only get in the way.
 */
export function registerTransportSecurity(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}
