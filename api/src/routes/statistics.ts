/** GET /tax-statistics. */
import type { FastifyInstance } from 'fastify';
import { endpoints as E } from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { sendContent } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import type { ContractTypeProvider } from '../lib/route-schema.ts';
import { statisticsRepository } from '../repositories/statistics.ts';

const config = { cache: 'content' as const };

export async function registerStatisticsRoutes(fastify: FastifyInstance, ctx: ApiContext) {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const statistics = statisticsRepository(ctx);

  app.get('/tax-statistics', { config, schema: { querystring: E.taxStatistics.query } }, (request, reply) => {
    const q = request.query;
    return sendContent(ctx, request, reply, `tax-statistics|${q.key ?? ''}|${q.from ?? ''}|${q.to ?? ''}`, async (l) => {
      const items = await statistics.series(l, q);
      if (q.key && items.length === 0) throw notFound('Series');
      return { items };
    });
  });
}
