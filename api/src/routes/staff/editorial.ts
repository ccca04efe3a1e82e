/**
 * /staff/editorial/<type>: editors write, publish, schedule, preview and keep the history of every editorial type
 * (editor role only). The same seventeen routes for each type, validated by that type's contract schemas.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as C from '@tax/shared/contract';
import { PREVIEW_TTL_MS } from '@tax/shared/contract';
import type { ContractTypeProvider } from '../../lib/route-schema.ts';
import type { Actor, EditorialStore } from '../../editorial/engine.ts';
import type { EditorialContentBase } from '../../editorial/descriptor.ts';
import type { PreviewTokens } from '../../editorial/preview-token.ts';
import { addressOf, signedIn, type StaffContext } from '../../staff-session.ts';

/** Three languages' texts of up to RICH_TEXT_MAX each, titles and summaries: more is refused with 413. */
const BODY_LIMIT = 512 * 1024;

export interface EditorialRouteDeps {
  stores: readonly EditorialStore[];
  previews: PreviewTokens;
}

export async function registerEditorialRoutes(fastify: FastifyInstance, ctx: StaffContext, deps: EditorialRouteDeps) {
  for (const store of deps.stores) registerTypeRoutes(fastify, ctx, store, deps.previews);
}

function registerTypeRoutes(fastify: FastifyInstance, ctx: StaffContext, store: EditorialStore, previews: PreviewTokens) {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const { type, schemas, publicPath } = store.descriptor;
  const E = C.editorialEndpoints(type, schemas);
  const config = { cache: 'none' as const, staff: { roles: ['editor' as const] } };
  const changing = { bodyLimit: BODY_LIMIT, config };
  const actor = (request: FastifyRequest): Actor => {
    const p = signedIn(request);
    return { accountId: p.accountId, email: p.email, address: addressOf(request), roles: p.roles };
  };
  const base = `/staff/editorial/${type}`;
  const content = (body: unknown) => (body as { content: EditorialContentBase }).content;

  app.get(base, { config, schema: { querystring: E.list.query } }, (request) =>
    store.list(request.query as Parameters<typeof store.list>[0]),
  );

  app.post(base, { ...changing, schema: { body: E.create.body } }, async (request, reply) =>
    reply.code(201).send(await store.create((request.body as { slug: string }).slug, content(request.body), actor(request))),
  );

  app.get(`${base}/:id`, { config, schema: { params: E.item.params } }, (request) => store.get(request.params.id));

  app.patch(`${base}/:id/draft`, { ...changing, schema: { params: E.save.params, body: E.save.body } }, (request) =>
    store.save(request.params.id, (request.body as { baseVersion: number }).baseVersion, content(request.body), actor(request)),
  );

  app.post(`${base}/:id/publish`, { ...changing, schema: { params: E.publish.params, body: E.publish.body } }, (request) =>
    store.publish(request.params.id, request.body.locales, actor(request), request.body.overrideReview === true),
  );

  app.post(`${base}/:id/unpublish`, { ...changing, schema: { params: E.unpublish.params, body: E.unpublish.body } }, (request) =>
    store.unpublish(request.params.id, request.body.locales, actor(request)),
  );

  app.post(
    `${base}/:id/schedules`,
    { ...changing, schema: { params: E.schedule.params, body: E.schedule.body } },
    async (request, reply) => {
      const { action, locales, at } = request.body;
      return reply.code(201).send(await store.schedule(request.params.id, action, locales, at, actor(request)));
    },
  );

  app.delete(`${base}/:id/schedules/:scheduleId`, { config, schema: { params: E.cancelSchedule.params } }, (request) =>
    store.cancelSchedule(request.params.id, request.params.scheduleId, actor(request)),
  );

  app.post(`${base}/:id/slug`, { ...changing, schema: { params: E.slug.params, body: E.slug.body } }, (request) =>
    store.changeSlug(request.params.id, request.body.slug, actor(request)),
  );

  app.get(`${base}/:id/revisions`, { config, schema: { params: E.revisions.params } }, (request) => store.revisions(request.params.id));

  app.get(`${base}/:id/revisions/:version`, { config, schema: { params: E.revision.params } }, (request) =>
    store.revision(request.params.id, request.params.version),
  );

  app.get(`${base}/:id/diff`, { config, schema: { params: E.diff.params, querystring: E.diff.query } }, async (request) => {
    const [from, to] = await Promise.all([
      store.revision(request.params.id, request.query.from),
      store.revision(request.params.id, request.query.to),
    ]);
    return { from, to, changes: store.diff(from.content, to.content) };
  });

  app.post(`${base}/:id/restore`, { ...changing, schema: { params: E.restore.params, body: E.restore.body } }, (request) =>
    store.restore(request.params.id, request.body.version, request.body.baseVersion, actor(request)),
  );

  // Review by a second editor (decision 0056).
  app.post(`${base}/:id/review/request`, { config, schema: { params: E.reviewRequest.params, body: E.reviewRequest.body } }, (request) =>
    store.requestReview(request.params.id, request.body.baseVersion, request.body.note ?? null, actor(request)),
  );

  app.post(`${base}/:id/review/approve`, { config, schema: { params: E.reviewApprove.params, body: E.reviewApprove.body } }, (request) =>
    store.approveReview(request.params.id, request.body.baseVersion, request.body.comment ?? null, actor(request)),
  );

  app.post(`${base}/:id/review/return`, { config, schema: { params: E.reviewReturn.params, body: E.reviewReturn.body } }, (request) =>
    store.returnReview(request.params.id, request.body.baseVersion, request.body.comment, actor(request)),
  );

  app.post(`${base}/:id/preview`, { config, schema: { params: E.preview.params } }, async (request) => {
    const slug = await store.recordPreview(request.params.id, actor(request));
    const expiresAt = new Date(ctx.now().getTime() + PREVIEW_TTL_MS);
    const token = previews.sign(type, request.params.id, expiresAt);
    const page = publicPath(encodeURIComponent(slug));
    // A page that takes its item in the query (a business product's details) keeps it beside the token.
    const path = (prefix: string) => `${prefix}${page}${page.includes('?') ? '&' : '?'}${C.PREVIEW_PARAM}=${encodeURIComponent(token)}`;
    return { token, expiresAt: expiresAt.toISOString(), paths: { uz: path(''), ru: path('/ru'), en: path('/en') } };
  });
}
