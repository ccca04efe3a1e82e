/**
 * Release figures: browsers' beacons counted per minute, app, version and kind (release_metrics). No address,
 * no page address, no cookie is kept: counts only. Rate limited per client; rows older than the retention
 * (RELEASE_METRICS_DAYS, 14) go.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import * as C from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { parseWith } from '../context.ts';
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
  app.post(
    '/beacons',
    {
      bodyLimit: 16 * 1024,
      // A page sends a batch every few seconds at most; far more from one client is not a page.
      config: { cache: 'none' as const, ...(ctx.rateLimit ? { rateLimit: { max: 60, timeWindow: 60_000 } } : {}) },
    },
    async (request, reply) => {
      const batch = parseWith(C.BeaconBatch, request.body, 'body');
      await countBeacons(ctx.db, batch.events, ctx.now());
      return reply.code(204).send();
    },
  );
}
