/** A real PostgreSQL server (npm run test:pg): the API survives the server cutting its idle connections. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { OpenedDatabase } from '../src/db/open.ts';
import { openTestDatabase } from './helpers.ts';

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
});
