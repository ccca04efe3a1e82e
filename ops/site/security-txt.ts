/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability. Contact is the configured address
 * (SECURITY_CONTACT: a mailto: or https: URI), else security@ the site's own domain; Expires is a little under a year from this server's start (the RFC asks for less than a year), so a
 * running server never serves a stale file; Canonical is the site's own address. No Policy line: the site has no
 * disclosure-policy page yet.
 */
import type { FastifyInstance } from 'fastify';
import type { SiteSettings } from './config.ts';

const EXPIRES_AFTER_MS = 360 * 24 * 3600_000;

export function securityTxt(origin: string, contact: string, expires: Date): string {
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: uz, ru, en',
    `Canonical: ${origin}/.well-known/security.txt`,
    '',
  ].join('\n');
}

function contactFor(origin: string): string {
  const configured = process.env.SECURITY_CONTACT ?? '';
  if (/^(mailto:|https:\/\/)\S+$/.test(configured)) return configured;
  return `mailto:security@${new URL(origin).hostname}`;
}

export function registerSecurityTxt(app: FastifyInstance, site: SiteSettings, startedAt = new Date()): void {
  const expires = new Date(startedAt.getTime() + EXPIRES_AFTER_MS);
  app.get('/.well-known/security.txt', async (request, reply) => {
    const origin = site.origin(request);
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(securityTxt(origin, contactFor(origin), expires));
  });
}
