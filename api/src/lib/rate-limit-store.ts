/**
 * Per-client limits shared by every server: the counters of @fastify/rate-limit in PostgreSQL instead of each
 * process's memory, so a client's 10 forms a minute stay 10 with two (or ten) site servers behind the balancer,
 * instead of multiplying by their number. A fixed window per key, counted and timed by the database's clock (one
 * clock for every server): one upsert per limited request.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Counts one request of `key` in its window; the count so far and the milliseconds left in the window. */
export async function countRequest(db: Kysely<Database>, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const { rows } = await sql<{ count: number; ttl: number }>`
    INSERT INTO rate_limits (key, count, reset_at) VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN now() + ${windowMs} * interval '1 millisecond' ELSE rate_limits.reset_at END
    RETURNING count, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (reset_at - now())) * 1000))::integer AS ttl`.execute(db);
  const row = rows[0]!;
  // Now and then, the windows that ended go (a handful of rows per client and route at most).
  if (Math.random() < 0.01)
    await db
      .deleteFrom('rate_limits')
      .where('reset_at', '<', new Date(Date.now() - 60_000))
      .execute();
  return { current: Number(row.count), ttl: Number(row.ttl) };
}

/** A store class for @fastify/rate-limit's `store` option, counting in `db`. Each route counts apart. */
export function databaseRateLimitStore(db: Kysely<Database>) {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'global:',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countRequest(db, `${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: { method?: string | string[]; url?: string; path?: string }): FastifyRateLimitStore {
      const method = Array.isArray(routeOptions.method) ? routeOptions.method.join(',') : (routeOptions.method ?? '');
      return new DatabaseRateLimitStore(undefined, `${method} ${routeOptions.url ?? routeOptions.path ?? ''}:`);
    }
  }
  return DatabaseRateLimitStore;
}
