/**
 * Release figures: browsers' beacons counted per minute, app, version and kind (release_metrics). No address,
 * no page address, no cookie is kept: counts only. Rate limited per client; rows older than the retention
 * (RELEASE_METRICS_DAYS, 14) go.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import * as C from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { limitedRoute, pageMeta, pageOf, parseWith } from '../context.ts';
import { newId, requireStaff } from '../session.ts';
import type { Database } from '../db/schema.ts';

const RETENTION_DAYS = Number(process.env.RELEASE_METRICS_DAYS) > 0 ? Number(process.env.RELEASE_METRICS_DAYS) : 14;

/** Adds counts to the minute's rows (one upsert per distinct app, version and kind). */
export async function countBeacons(db: Kysely<Database>, events: C.BeaconEvent[], at: Date): Promise<void> {
  const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
  const merged = new Map<string, { app: string; version: string; kind: string; count: number }>();
  for (const event of events) {
    const key = `${event.app} ${event.version} ${event.kind}`;
    const row = merged.get(key) ?? { app: event.app, version: event.version, kind: event.kind, count: 0 };
    row.count += event.count ?? 1;
    merged.set(key, row);
  }
  const rows = [...merged.values()].map((row) => ({ minute, ...row }));
  await db
    .insertInto('release_metrics')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['minute', 'app', 'version', 'kind']).doUpdateSet({ count: sql`release_metrics.count + excluded.count` }),
    )
    .execute();
  if (Math.random() < 0.01) {
    await db
      .deleteFrom('release_metrics')
      .where('minute', '<', new Date(at.getTime() - RETENTION_DAYS * 86_400_000))
      .execute();
  }
}

export async function registerBeaconRoutes(app: FastifyInstance, ctx: ApiContext) {
  // Page feedback: what the visitor answered and wrote about one page; no name, address or cookie is kept.
  app.post('/feedback', limitedRoute(ctx, { bodyLimit: 8 * 1024 }), async (request, reply) => {
    const body = parseWith(C.PageFeedbackBody, request.body, 'body');
    const id = newId();
    await ctx.db
      .insertInto('page_feedback')
      .values({ id, created_at: ctx.now(), path: body.path, useful: body.useful ?? null, message: body.message || null })
      .execute();
    return reply.code(201).send({ id });
  });

  app.get('/admin/feedback', { config: { cache: 'none' as const } }, async (request) => {
    await requireStaff(ctx, request);
    const q = parseWith(C.AdminListQuery, request.query, 'query');
    const { page, pageSize, offset } = pageOf(q, 50);
    const [count, rows] = await Promise.all([
      ctx.db
        .selectFrom('page_feedback')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      ctx.db.selectFrom('page_feedback').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(pageSize).offset(offset).execute(),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        createdAt: new Date(row.created_at).toISOString(),
        path: row.path,
        useful: row.useful,
        message: row.message,
      })),
      ...pageMeta(page, pageSize, Number(count.n)),
    };
  });

  app.post(
    '/beacons',
    // A page sends a batch every few seconds at most; far more from one client is not a page.
    limitedRoute(ctx, { max: 60, bodyLimit: 16 * 1024 }),
    async (request, reply) => {
      const batch = parseWith(C.BeaconBatch, request.body, 'body');
      await countBeacons(ctx.db, batch.events, ctx.now());
      return reply.code(204).send();
    },
  );
}
