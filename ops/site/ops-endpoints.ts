/**
 * The operators' addresses (/__ops/…): release figures for `npm run status`, a team's development server
 * announcing itself, and how this server has served its pages. Only the operators' token opens them; anyone else
 * gets the 404 of an address that does not exist.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLoopbackCaller } from './connections.ts';
import { NO_CACHE } from './respond.ts';

export interface OpsEndpoints {
  token: string;
  figures: (since: Date) => Promise<unknown>;
  addDevSection: (section: string, url: string) => boolean;
  /** The pages this server has sent since it started: from its cache, rendered, shared, or client-rendered and why. */
  rendering: () => unknown;
}

export function registerOpsEndpoints(app: FastifyInstance, { token, figures, addDevSection, rendering }: OpsEndpoints): void {
  const expected = Buffer.from(token);
  const operator = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const given = Buffer.from(String(request.headers['x-ops-token'] ?? ''));
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
    void reply.code(404).header('Cache-Control', NO_CACHE).type('text/plain').send('Not Found');
    return false;
  };
  app.get('/__ops/figures', async (request, reply) => {
    if (!operator(request, reply)) return reply;
    const minutes = Math.min(24 * 60, Math.max(1, Number((request.query as { minutes?: string }).minutes) || 15));
    return reply.header('Cache-Control', 'no-store').send(await figures(new Date(Date.now() - minutes * 60_000)));
  });
  // A team's development server announces itself (`npm run dev -w @tax/mfe-news`); browsers opt in one by one.
  // Only from this machine: a development server is loaded by browsers on it, never by a visitor's.
  app.post('/__ops/dev-sections', async (request, reply) => {
    if (!isLoopbackCaller(request)) return reply.code(404).header('Cache-Control', NO_CACHE).type('text/plain').send('Not Found');
    if (!operator(request, reply)) return reply;
    const body = request.body as { section?: unknown; url?: unknown } | null;
    if (typeof body?.section !== 'string' || typeof body.url !== 'string' || !addDevSection(body.section, body.url)) {
      return reply
        .code(422)
        .send({ error: { code: 'invalid', message: 'expected { section, url: http://localhost:<port>/…/mf-manifest.json }' } });
    }
    return reply.code(204).send();
  });
  app.get('/__ops/rendering', async (request, reply) => {
    if (!operator(request, reply)) return reply;
    return reply.header('Cache-Control', 'no-store').send(rendering());
  });
}
