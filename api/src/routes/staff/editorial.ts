/** /staff/editorial/news: editors write, publish, schedule, preview and keep the history of news (editor role only). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as C from '@tax/shared/contract';
import { PREVIEW_TTL_MS } from '@tax/shared/contract';
import type { ContractTypeProvider } from '../../lib/route-schema.ts';
import { newsDiff } from '../../editorial/diff.ts';
import type { Actor, NewsEditorialStore } from '../../editorial/news.ts';
import type { PreviewTokens } from '../../editorial/preview-token.ts';
import { addressOf, signedIn, type StaffContext } from '../../staff-session.ts';

const E = C.endpoints;

/** Three languages' texts of up to RICH_TEXT_MAX each, titles and summaries: more is refused with 413. */
const BODY_LIMIT = 512 * 1024;

export interface EditorialRouteDeps {
  news: NewsEditorialStore;
  previews: PreviewTokens;
}

export async function registerEditorialRoutes(fastify: FastifyInstance, ctx: StaffContext, deps: EditorialRouteDeps) {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const { news } = deps;
  const config = { cache: 'none' as const, staff: { roles: ['editor' as const] } };
  const changing = { bodyLimit: BODY_LIMIT, config };
  const actor = (request: FastifyRequest): Actor => {
    const p = signedIn(request);
    return { accountId: p.accountId, email: p.email, address: addressOf(request) };
  };
  const base = '/staff/editorial/news';

  app.get(base, { config, schema: { querystring: E.editorialNewsList.query } }, (request) => news.list(request.query));

  app.post(base, { ...changing, schema: { body: E.editorialNewsCreate.body } }, async (request, reply) =>
    reply.code(201).send(await news.create(request.body.slug, request.body.content, actor(request))),
  );

  app.get(`${base}/:id`, { config, schema: { params: E.editorialNewsItem.params } }, (request) => news.get(request.params.id));

  app.patch(
    `${base}/:id/draft`,
    { ...changing, schema: { params: E.editorialNewsSave.params, body: E.editorialNewsSave.body } },
    (request) => news.save(request.params.id, request.body.baseVersion, request.body.content, actor(request)),
  );

  app.post(
    `${base}/:id/publish`,
    { ...changing, schema: { params: E.editorialNewsPublish.params, body: E.editorialNewsPublish.body } },
    (request) => news.publish(request.params.id, request.body.locales, actor(request)),
  );

  app.post(
    `${base}/:id/unpublish`,
    { ...changing, schema: { params: E.editorialNewsUnpublish.params, body: E.editorialNewsUnpublish.body } },
    (request) => news.unpublish(request.params.id, request.body.locales, actor(request)),
  );

  app.post(
    `${base}/:id/schedules`,
    { ...changing, schema: { params: E.editorialNewsSchedule.params, body: E.editorialNewsSchedule.body } },
    async (request, reply) => {
      const { action, locales, at } = request.body;
      return reply.code(201).send(await news.schedule(request.params.id, action, locales, at, actor(request)));
    },
  );

  app.delete(`${base}/:id/schedules/:scheduleId`, { config, schema: { params: E.editorialNewsCancelSchedule.params } }, (request) =>
    news.cancelSchedule(request.params.id, request.params.scheduleId, actor(request)),
  );

  app.post(`${base}/:id/slug`, { ...changing, schema: { params: E.editorialNewsSlug.params, body: E.editorialNewsSlug.body } }, (request) =>
    news.changeSlug(request.params.id, request.body.slug, actor(request)),
  );

  app.get(`${base}/:id/revisions`, { config, schema: { params: E.editorialNewsRevisions.params } }, (request) =>
    news.revisions(request.params.id),
  );

  app.get(`${base}/:id/revisions/:version`, { config, schema: { params: E.editorialNewsRevision.params } }, (request) =>
    news.revision(request.params.id, request.params.version),
  );

  app.get(
    `${base}/:id/diff`,
    { config, schema: { params: E.editorialNewsDiff.params, querystring: E.editorialNewsDiff.query } },
    async (request) => {
      const [from, to] = await Promise.all([
        news.revision(request.params.id, request.query.from),
        news.revision(request.params.id, request.query.to),
      ]);
      return { from, to, changes: newsDiff(from.content, to.content) };
    },
  );

  app.post(
    `${base}/:id/restore`,
    { ...changing, schema: { params: E.editorialNewsRestore.params, body: E.editorialNewsRestore.body } },
    (request) => news.restore(request.params.id, request.body.version, request.body.baseVersion, actor(request)),
  );

  app.post(`${base}/:id/preview`, { config, schema: { params: E.editorialNewsPreview.params } }, async (request) => {
    const slug = await news.recordPreview(request.params.id, actor(request));
    const expiresAt = new Date(ctx.now().getTime() + PREVIEW_TTL_MS);
    const token = deps.previews.sign('news', request.params.id, expiresAt);
    const path = (prefix: string) => `${prefix}/news/${encodeURIComponent(slug)}?${C.PREVIEW_PARAM}=${encodeURIComponent(token)}`;
    return { token, expiresAt: expiresAt.toISOString(), paths: { uz: path(''), ru: path('/ru'), en: path('/en') } };
  });
}
