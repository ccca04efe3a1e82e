/**
 * Release figures: browsers' beacons counted per minute, app, version and kind (release_metrics), and page loads'
 * speed as histograms per minute, app, version, page name and metric (release_vitals, decision 0046). No address,
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
import { bucketOf, emptyHistogram } from '../lib/vitals-histogram.ts';
import type { VitalMetric } from '@tax/shared/contract';

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

type Measured = { app: string; version: string; page: string; metric: VitalMetric; bucket: number };

/**
 * Adds page loads' vitals to the minute's histograms (decision 0046): one upsert per app, version, page and metric,
 * the buckets added one by one in the database, so servers writing at once lose nothing.
 */
export async function countVitals(db: Kysely<Database>, measured: Measured[], at: Date): Promise<void> {
  if (measured.length === 0) return;
  const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
  const merged = new Map<string, { app: string; version: string; page: string; metric: string; samples: number; buckets: number[] }>();
  for (const { app, version, page, metric, bucket } of measured) {
    const key = `${app} ${version} ${page} ${metric}`;
    const row = merged.get(key) ?? { app, version, page, metric, samples: 0, buckets: emptyHistogram() };
    row.samples += 1;
    row.buckets[bucket] = (row.buckets[bucket] ?? 0) + 1;
    merged.set(key, row);
  }
  await db
    .insertInto('release_vitals')
    .values([...merged.values()].map((row) => ({ minute, ...row })))
    .onConflict((oc) =>
      oc.columns(['minute', 'app', 'version', 'page', 'metric']).doUpdateSet({
        samples: sql`release_vitals.samples + excluded.samples`,
        buckets: sql`(SELECT array_agg(a + b ORDER BY i) FROM unnest(release_vitals.buckets, excluded.buckets) WITH ORDINALITY AS t(a, b, i))`,
      }),
    )
    .execute();
  if (Math.random() < 0.01) {
    await db
      .deleteFrom('release_vitals')
      .where('minute', '<', new Date(at.getTime() - RETENTION_DAYS * 86_400_000))
      .execute();
  }
}

/**
 * The pages of each app version that get a histogram of their own: the first PAGES_PER_VERSION names seen here; any
 * other is counted under OTHER_PAGES. Page names come from the browser, so this keeps rows bounded whatever is sent.
 */
export class PageNames {
  private readonly seen = new Map<string, Set<string>>();
  constructor(private readonly perVersion = PAGES_PER_VERSION) {}

  name(app: string, version: string, page: string): string {
    const key = `${app} ${version}`;
    let pages = this.seen.get(key);
    if (!pages) {
      // Versions come and go with the registry: the oldest ones are forgotten first.
      if (this.seen.size >= 200) this.seen.delete(this.seen.keys().next().value!);
      pages = new Set();
      this.seen.set(key, pages);
    }
    if (pages.has(page)) return page;
    if (pages.size >= this.perVersion) return OTHER_PAGES;
    pages.add(page);
    return page;
  }
}
export const PAGES_PER_VERSION = 40;
export const OTHER_PAGES = '(other)';

export async function registerBeaconRoutes(app: FastifyInstance, ctx: ApiContext, limits: BeaconLimits = DEFAULT_BEACON_LIMITS) {
  const tokens = new ViewTokens(limits.secret, limits);
  const known = limits.knownVersion ?? (() => true);
  const pages = new PageNames();
  /** The samples that count: known versions, values a browser measures, each metric once per page view. */
  const measuredVitals = (samples: C.VitalSample[], id: string, at: Date): Measured[] =>
    samples.flatMap((sample) => {
      const bucket = bucketOf(sample.metric, sample.value);
      if (bucket === null || !known(sample.app, sample.version) || !tokens.spendVital(id, sample.metric, at)) return [];
      const page = pages.name(sample.app, sample.version, sample.page);
      return [{ app: sample.app, version: sample.version, page, metric: sample.metric, bucket }];
    });

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
        const events = (batch.events ?? [])
          .filter((event) => known(event.app, event.version))
          .map((event) => ({ ...event, count: event.count ?? 1 }));
        await countBeacons(ctx.db, tokens.spend(id, events, C.ERROR_KINDS, at), at);
        await countVitals(ctx.db, measuredVitals(batch.vitals ?? [], id, at), at);
      }
      return reply.code(204).send();
    },
  );
}
