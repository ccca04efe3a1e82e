/**
 * Release figures: browsers' beacons counted per minute, app, version and kind (release_metrics). No address,
 * no page address, no cookie is kept: counts only. Rows older than the retention (RELEASE_METRICS_DAYS, 14) go.
 *
 * A canary is ended on these figures (ops/release/release-health.ts), so a beacon counts only when it is bound to a
 * real page view (decision 0041): it carries a fresh view token this API signed for the page (GET /beacons/token),
 * each token adds at most one visit per app and version and a few errors of each kind, and only versions the
 * registry names (current, previous, canary) are counted. Everything else is dropped silently (still 204: a
 * forger learns nothing) and nothing is stored for it, so rows stay bounded by the registry's versions.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import * as C from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { limitedRoute, parseWith } from '../context.ts';
import { DEFAULT_VIEW_TOKEN_LIMITS, ViewTokens, type ViewTokenLimits } from '../lib/view-tokens.ts';
import { acceptFeedbackForms, isFormPost, refusedOutcome, sendBack } from './feedback-form.ts';
import { newId } from '../session.ts';
import type { Database } from '../db/schema.ts';

const RETENTION_DAYS = Number(process.env.RELEASE_METRICS_DAYS) > 0 ? Number(process.env.RELEASE_METRICS_DAYS) : 14;

export interface BeaconLimits extends ViewTokenLimits {
  /** Whether the registry names this version of this app (current, previous or canary); absent: every version. */
  knownVersion?: (app: string, version: string) => boolean;
  /** Signs the view tokens; servers sharing it accept each other's tokens (the ops token). Absent: one per process. */
  secret?: string;
}

export const DEFAULT_BEACON_LIMITS: BeaconLimits = { ...DEFAULT_VIEW_TOKEN_LIMITS };

type Counted = { app: string; version: string; kind: string; count: number };

/** Adds counts to the minute's rows (one upsert per distinct app, version and kind). */
export async function countBeacons(db: Kysely<Database>, counted: Counted[], at: Date): Promise<void> {
  if (counted.length === 0) return;
  const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
  // One row per key in one statement (PostgreSQL refuses to update a row twice in an upsert).
  const merged = new Map<string, Counted>();
  for (const row of counted) {
    const key = `${row.app} ${row.version} ${row.kind}`;
    const entry = merged.get(key);
    if (entry) entry.count += row.count;
    else merged.set(key, { ...row });
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

export async function registerBeaconRoutes(app: FastifyInstance, ctx: ApiContext, limits: BeaconLimits = DEFAULT_BEACON_LIMITS) {
  const tokens = new ViewTokens(limits.secret, limits);
  const known = limits.knownVersion ?? (() => true);

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

  // One token per page load, never cached (a shared cache would give every visitor the same one).
  app.get('/beacons/token', limitedRoute(ctx, { max: 60 }), async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ token: tokens.issue(ctx.now()) }),
  );

  app.post(
    '/beacons',
    // A page sends a batch every few seconds at most; far more from one client is not a page.
    limitedRoute(ctx, { max: 60, bodyLimit: 16 * 1024 }),
    async (request, reply) => {
      const batch = parseWith(C.BeaconBatch, request.body, 'body');
      const at = ctx.now();
      const id = tokens.verify(batch.token, at);
      if (id) {
        const events = batch.events
          .filter((event) => known(event.app, event.version))
          .map((event) => ({ ...event, count: event.count ?? 1 }));
        await countBeacons(ctx.db, tokens.spend(id, events, C.ERROR_KINDS, at), at);
      }
      return reply.code(204).send();
    },
  );
}
