/** GET /vacancies, /vacancies/:slug. */
import type { FastifyInstance } from 'fastify';
import { endpoints as E } from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { sendContent, todayOf } from '../context.ts';
import { found } from '../lib/errors.ts';
import type { ContractTypeProvider } from '../lib/route-schema.ts';
import { vacanciesRepository } from '../repositories/vacancies.ts';

const config = { cache: 'content' as const };

export async function registerVacancyRoutes(fastify: FastifyInstance, ctx: ApiContext) {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const vacancies = vacanciesRepository(ctx);

  // The day is part of the cache keys: a vacancy closes when its deadline has passed.
  app.get('/vacancies', { config, schema: { querystring: E.vacancies.query } }, (request, reply) => {
    const q = { ...request.query, status: request.query.status ?? 'all' };
    const today = todayOf(ctx);
    const key = `vacancies|${q.page ?? 1}|${q.pageSize ?? 10}|${q.region ?? ''}|${q.status}|${today}`;
    return sendContent(ctx, request, reply, key, (l) => vacancies.list(l, today, q));
  });
  app.get(
    '/vacancies/:slug',
    { config, schema: { params: E.vacancyBySlug.params, querystring: E.vacancyBySlug.query } },
    (request, reply) => {
      const { slug } = request.params;
      const today = todayOf(ctx);
      return sendContent(ctx, request, reply, `vacancies/${slug}|${today}`, async (l) => ({
        item: found(await vacancies.bySlug(l, today, slug), 'Vacancy'),
      }));
    },
  );
}
