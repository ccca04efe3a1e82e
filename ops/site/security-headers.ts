/**
 * The site's security headers (the definition, shared with the API: @tax/shared/security-headers): on every answer,
 * and a page's own for its configuration and the browser's development servers.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pageSecurityHeaders as pageHeaders, transportHeaders } from '@tax/shared/security-headers';
import type { SiteConfig } from './config.ts';

export function pageSecurityHeaders(reply: FastifyReply, config: SiteConfig, devOrigins: string[] = []): void {
  const apiBase = String(config.apiBase ?? '');
  const analytics = config.analytics as { src?: string } | null;
  reply.headers(
    pageHeaders({
      apiOrigin: /^https?:\/\//.test(apiBase) ? new URL(apiBase).origin : '',
      analyticsOrigin: analytics?.src ? new URL(analytics.src).origin : '',
      // A development server's origin is allowed only for the browser that loads from it (its override).
      devOrigins,
    }),
  );
}

/** Every answer, files included (nosniff; HSTS over HTTPS). */
export function registerTransportSecurity(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(transportHeaders(request.protocol));
  });
}
