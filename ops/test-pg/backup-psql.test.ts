/**
 * `npm run backup`'s dump of the embedded database is one PostgreSQL's own tools read: psql loads it, stopping at
 * the first error, into a real PostgreSQL server, and every table holds what the embedded one held.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '@tax/api';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { backupEmbedded } from '../data/backup.ts';
import { createDatabase } from './site.ts';

const base = process.env.DATABASE_URL;
if (!base) throw new Error('DATABASE_URL is not set: run `npm run test:ops:pg` (it starts a throw-away PostgreSQL)');
const name = `backup_psql_${process.pid}`;
const url = new URL(base);
url.pathname = `/${name}`;
const work = mkdtempSync(join(tmpdir(), 'backup-psql-'));

/** psql from the PostgreSQL binaries with-postgres.mjs uses (Debian's layout), else the one on PATH. */
function psql(): string {
  const root = '/usr/lib/postgresql';
  const newest = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  return newest && existsSync(join(root, newest, 'bin', 'psql')) ? join(root, newest, 'bin', 'psql') : 'psql';
}

afterAll(() => rmSync(work, { recursive: true, force: true }));

it('loads into PostgreSQL with psql, every table with its rows', { timeout: 180_000 }, async () => {
  const dataDir = join(work, 'data');
  // The embedded database, though DATABASE_URL names the PostgreSQL server (an empty URL means none).
  const opened = await openDatabase({ dataDir, databaseUrl: '' });
  await opened.close();
  const dump = join(work, 'site.sql');
  await backupEmbedded(dataDir, dump);
  await createDatabase(base, name);
  execFileSync(psql(), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-o', '/dev/null', '-d', url.toString(), '-f', dump], { stdio: 'pipe' });

  const embedded = await PGlite.create({ dataDir });
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rows: tables } = await embedded.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const { table_name } of tables) {
      const count = `select count(*)::int as n from public."${table_name}"`;
      const [there, here] = [
        (await client.query<{ n: number }>(count)).rows[0]!.n,
        (await embedded.query<{ n: number }>(count)).rows[0]!.n,
      ];
      expect({ table: table_name, rows: there }).toEqual({ table: table_name, rows: here });
    }
    // Content, not only counts: the news the seed wrote, as PostgreSQL reads it.
    const titles = await client.query<{ n: number }>('select count(*)::int as n from news');
    expect(titles.rows[0]!.n).toBeGreaterThan(0);
  } finally {
    await client.end();
    await embedded.close();
  }
});
