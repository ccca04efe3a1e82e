/** A real PostgreSQL server (npm run test:pg): the API survives the server cutting its idle connections. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { OpenedDatabase } from '../src/db/open.ts';
import { openDatabase } from '../src/db/open.ts';
import { databaseErrorAnswer } from '../src/plugin.ts';
import { openTestDatabase } from './helpers.ts';

/** A second connection pool to the database `d` is on, with other settings. */
async function openDatabaseLike(d: OpenedDatabase, opts: { statementTimeoutMs: number; poolWaitMs: number; poolSize: number }) {
  const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(d.db);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${rows[0]!.db}`;
  return openDatabase({ databaseUrl: url.toString(), seed: false, ...opts });
}

describe.runIf(inject('pgTemplate'))('PostgreSQL connections', () => {
  let database: OpenedDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('an idle connection cut by the server (a restart, a failover) is logged and replaced, not fatal', async () => {
    // Open a few connections and let them go idle in the pool.
    await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(database.db)));
    const { rows } = await sql<{
      pid: number;
    }>`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(database.db);
    expect(rows.length).toBeGreaterThan(0);
    // Cut every other connection of this database, as an administrator or a restarting server would.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(
      database.db,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The process is still here, and the next queries get working connections.
    const results = await Promise.all([1, 2, 3].map(() => sql<{ one: number }>`select 1 as one`.execute(database.db)));
    expect(results.map((r) => r.rows[0]?.one)).toEqual([1, 1, 1]);
  });

  it('a statement running past the time-out is cancelled, and no pool connection in time is an error: both answer 503', async () => {
    const tight = await openDatabaseLike(database, { statementTimeoutMs: 1000, poolWaitMs: 200, poolSize: 1 });
    try {
      const slow = await sql`select pg_sleep(2)`.execute(tight.db).catch((e: unknown) => e);
      expect(slow).toMatchObject({ code: '57014' });
      expect(databaseErrorAnswer(slow)).toMatchObject({ status: 503, code: 'busy' });
      // The only connection is busy (a statement under the time-out); the next query cannot get one in time.
      const holder = sql`select pg_sleep(0.6)`.execute(tight.db);
      const waiting = await sql`select 1`.execute(tight.db).catch((e: unknown) => e);
      await holder;
      expect(String((waiting as Error).message)).toMatch(/timeout exceeded when trying to connect/);
      expect(databaseErrorAnswer(waiting)).toMatchObject({ status: 503, code: 'busy' });
    } finally {
      await tight.close();
    }
  });
});
