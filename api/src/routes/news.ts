/** GET /news, /news/:slug, /videos, /slides. */
import type { FastifyInstance } from 'fastify';
import { endpoints as E } from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { sendContent } from '../context.ts';
import { found } from '../lib/errors.ts';
import type { ContractTypeProvider } from '../lib/route-schema.ts';
import { newsRepository } from '../repositories/news.ts';

const config = { cache: 'content' as const };

export async function registerNewsRoutes(fastify: FastifyInstance, ctx: ApiContext) {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const news = newsRepository(ctx);

  app.get('/news', { config, schema: { querystring: E.newsList.query } }, (request, reply) => {
    const q = request.query;
    const key = `news|${q.page ?? 1}|${q.pageSize ?? 10}|${q.year ?? ''}|${q.topic ?? ''}`;
    return sendContent(ctx, request, reply, key, (l) => news.list(l, q));
  });

  app.get('/news/:slug', { config, schema: { params: E.newsBySlug.params, querystring: E.newsBySlug.query } }, (request, reply) => {
    const { slug } = request.params;
    return sendContent(ctx, request, reply, `news/${slug}`, async (l) => found(await news.bySlug(l, slug), 'News item'));
  });

  app.get('/videos', { config, schema: { querystring: E.videos.query } }, (request, reply) => {
    const q = request.query;
    return sendContent(ctx, request, reply, `videos|${q.page ?? 1}|${q.pageSize ?? 12}`, (l) => news.videos(l, q));
  });

  app.get('/slides', { config, schema: { querystring: E.slides.query } }, (request, reply) =>
    sendContent(ctx, request, reply, 'slides', (l) => news.slides(l)),
  );
}
