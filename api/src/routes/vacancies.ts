/** GET /vacancies, /vacancies/:slug. */
import type { FastifyInstance } from 'fastify';
import { endpoints as E } from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { sendContent } from '../context.ts';
import type { Editorial } from '../editorial/index.ts';
import { tashkentDay } from '../lib/days.ts';
import { ApiHttpError, found } from '../lib/errors.ts';
import type { ContractTypeProvider } from '../lib/route-schema.ts';
import { vacanciesRepository } from '../repositories/vacancies.ts';

const config = { cache: 'content' as const };

export async function registerVacancyRoutes(fastify: FastifyInstance, ctx: ApiContext, editorial: Editorial) {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const vacancies = vacanciesRepository(ctx);

  // The day (Tashkent's) is part of the cache keys: a vacancy closes when its closing day has ended.
  app.get('/vacancies', { config: { ...config, preview: ['vacancies'] }, schema: { querystring: E.vacancies.query } }, (request, reply) => {
    const q = { ...request.query, status: request.query.status ?? 'all' };
    const today = tashkentDay(ctx.now());
    const key = `vacancies|${q.page ?? 1}|${q.pageSize ?? 10}|${q.region ?? ''}|${q.status}|${today}`;
    return sendContent(ctx, request, reply, key, (l) => vacancies.list(l, today, q));
  });
  app.get(
    '/vacancies/:slug',
    { config: { ...config, preview: ['vacancies'] }, schema: { params: E.vacancyBySlug.params, querystring: E.vacancyBySlug.query } },
    async (request, reply) => {
      const { slug } = request.params;
      const today = tashkentDay(ctx.now());
      reply.header('surrogate-key', `vacancies vacancy:${slug}`);
      try {
        return await sendContent(ctx, request, reply, `vacancies/${slug}|${today}`, async (l) => ({
          item: found(await vacancies.bySlug(l, today, slug), 'Vacancy'),
        }));
      } catch (error) {
        if (!(error instanceof ApiHttpError) || error.statusCode !== 404) throw error;
      }
      // Not public: an old address of a public vacancy (301), a withdrawn one (410), or nothing (404).
      const fate = await editorial.store('vacancies')?.publicFate(slug);
      if (fate === 'gone') throw new ApiHttpError(410, 'gone', 'This vacancy was withdrawn');
      if (fate) {
        const location = `${ctx.publicBase}/vacancies/${encodeURIComponent(fate.moved)}${request.query.locale ? `?locale=${request.query.locale}` : ''}`;
        throw new ApiHttpError(
          301,
          'moved',
          'This vacancy has a new address',
          undefined,
          { location, 'cache-control': 'public, max-age=300' },
          { slug: fate.moved },
        );
      }
      throw found(undefined, 'Vacancy');
    },
  );
}
