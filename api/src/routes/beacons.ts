/**
 * Release figures: browsers' beacons counted per minute, app, version and kind (release_metrics). No address,
 * no page address, no cookie is kept: counts only. Rate limited per client; rows older than the retention
 * (RELEASE_METRICS_DAYS, 14) go.
 *
 * Beacons are anonymous and a canary is ended on its figures (ops/release/release-health.ts), so what one client can
 * add is bounded: each event's count is capped, and so is what one address adds per app, version and kind in a
 * minute. The excess is dropped silently (still 204: a forger learns nothing).
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import * as C from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { limitedRoute, parseWith } from '../context.ts';
import { WindowQuota } from '../lib/gate.ts';
import { acceptFeedbackForms, isFormPost, refusedOutcome, sendBack } from './feedback-form.ts';
import { clientKey, newId } from '../session.ts';
import type { Database } from '../db/schema.ts';

const RETENTION_DAYS = Number(process.env.RELEASE_METRICS_DAYS) > 0 ? Number(process.env.RELEASE_METRICS_DAYS) : 14;

export interface BeaconLimits {
  /** One event counts at most this much, whatever its `count` says (a page sends its counts every 10 s). */
  countPerEvent: number;
  /** What one client address adds at most per app, version and kind in a minute; the rest is dropped. */
  perClientPerMinute: number;
}

export const DEFAULT_BEACON_LIMITS: BeaconLimits = { countPerEvent: 10, perClientPerMinute: 30 };

type Counted = { app: string; version: string; kind: string; count: number };

/** The batch's events added up per app, version and kind, each event counting at most `countPerEvent`. */
function mergeEvents(events: C.BeaconEvent[], countPerEvent: number): Counted[] {
  const merged = new Map<string, Counted>();
  for (const event of events) {
    const key = `${event.app} ${event.version} ${event.kind}`;
    const row = merged.get(key) ?? { app: event.app, version: event.version, kind: event.kind, count: 0 };
    row.count += Math.min(event.count ?? 1, countPerEvent);
    merged.set(key, row);
  }
  return [...merged.values()];
}

/** What is left of the client's allowance of the minute, per app, version and kind; rows with nothing left go. */
function withinAllowance(rows: Counted[], client: string, quota: WindowQuota, at: Date): Counted[] {
  return rows
    .map((row) => ({ ...row, count: quota.grant(`${client} ${row.app} ${row.version} ${row.kind}`, row.count, at) }))
    .filter((row) => row.count > 0);
}

/** Adds counts to the minute's rows (one upsert per distinct app, version and kind). */
export async function countBeacons(db: Kysely<Database>, counted: Counted[], at: Date): Promise<void> {
  if (counted.length === 0) return;
  const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
  const rows = counted.map((row) => ({ minute, ...row }));
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

export async function registerBeaconRoutes(app: FastifyInstance, ctx: ApiContext, limits: BeaconLimits = DEFAULT_BEACON_LIMITS) {
  // Counted in this process, per minute of the clock (the minute of release_metrics); no address is ever stored.
  const quota = new WindowQuota(limits.perClientPerMinute);

  // Page feedback: what the visitor answered and wrote about one page; no name, address or cookie is kept. A script
  // sends JSON and gets 201; the foot's plain form (no scripts) sends urlencoded and is sent back to the page (303).
  await app.register(async (scope) => {
    acceptFeedbackForms(scope, ctx);
    const limited = limitedRoute(ctx, { bodyLimit: 8 * 1024 });
    // Counted once the body is read (8 KB at most): a throttled form post is sent back to its own page.
    const config = limited.config.rateLimit
      ? { ...limited.config, rateLimit: { ...limited.config.rateLimit, hook: 'preHandler' as const } }
      : limited.config;
    scope.post('/feedback', { ...limited, config }, async (request, reply) => {
      const fromForm = isFormPost(request);
      if (fromForm && !C.PageFeedbackBody.safeParse(request.body).success)
        return sendBack(ctx, request, reply, (request.body as { path?: unknown } | undefined)?.path, refusedOutcome(request.body));
      const body = parseWith(C.PageFeedbackBody, request.body, 'body');
      const id = newId();
      await ctx.db
        .insertInto('page_feedback')
        .values({ id, created_at: ctx.now(), path: body.path, useful: body.useful ?? null, message: body.message || null })
        .execute();
      return fromForm ? sendBack(ctx, request, reply, body.path, 'thanks') : reply.code(201).send({ id });
    });
  });

  app.post(
    '/beacons',
    // A page sends a batch every few seconds at most; far more from one client is not a page.
    limitedRoute(ctx, { max: 60, bodyLimit: 16 * 1024 }),
    async (request, reply) => {
      const batch = parseWith(C.BeaconBatch, request.body, 'body');
      const at = ctx.now();
      await countBeacons(ctx.db, withinAllowance(mergeEvents(batch.events, limits.countPerEvent), clientKey(request), quota, at), at);
      return reply.code(204).send();
    },
  );
}
