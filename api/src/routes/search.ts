/** GET /search. */
import type { FastifyInstance } from 'fastify';
import { endpoints as E } from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { etagOf, localeOf } from '../context.ts';
import type { ContractTypeProvider } from '../lib/route-schema.ts';
import { searchRepository } from '../repositories/search.ts';

// Where the tests (and earlier callers) import it from.
export { markSnippet } from '../repositories/search.ts';

export async function registerSearchRoutes(fastify: FastifyInstance, ctx: ApiContext) {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const search = searchRepository(ctx);
  // Not kept in the in-memory answer cache: the key space is unbounded and would evict the content
  // answers. Browsers and proxies can still cache it (ETag, max-age).
  // Each search is a scan and a ranking in the database: besides the plugin's in-flight bound, a per-client
  // rate (a visitor types a few searches a minute; 120 leaves room for an office behind one address).
  const config = {
    cache: 'content' as const,
    ...(ctx.rateLimit ? { rateLimit: { max: Math.max(120, ctx.rateLimit.max), timeWindow: 60_000 } } : {}),
  };
  app.get('/search', { config, schema: { querystring: E.search.query } }, async (request, reply) => {
    const l = localeOf(request);
    const body = JSON.stringify(await search.search(l, request.query));
    return reply
      .header('etag', etagOf(body))
      .header('vary', 'Accept-Language, Accept-Encoding')
      .header('content-language', l)
      .type('application/json; charset=utf-8')
      .send(body);
  });
}
