/**
 * Issue 43, item 4: the deploy tables are ops'. A new database gets no deploy table from the API's migrations; the
 * database registry makes them on its first use, and records its step once. A database where the API's old
 * migration 5 made them keeps them and their rows. PGlite here; ops/test-pg runs the same backend on PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '@tax/api';
import { databaseRegistryBackend } from './registry-backend.ts';
import { migrateRegistryTables } from './registry-tables.ts';

const deployDir = mkdtempSync(join(tmpdir(), 'registry-tables-'));
let database: OpenedDatabase;

beforeAll(async () => {
  database = await openDatabase({ inMemory: true, seed: false });
}, 120_000);
afterAll(async () => {
  await database?.close();
  rmSync(deployDir, { recursive: true, force: true });
});

async function tables(): Promise<string[]> {
  const result = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_name IN ('site_registry', 'site_releases') ORDER BY table_name`.execute(database.db);
  return result.rows.map((row) => row.name);
}

const shellDeploy = (version: string) => ({ action: 'deploy', command: `deploy shell --version ${version}`, actor: 'aziz@ops' });

describe("the deploy tables, made by ops' own step", () => {
  it('are not made by the API on a new database; the registry makes them on first use, once', async () => {
    expect(await tables()).toEqual([]);
    const backend = databaseRegistryBackend(database.db, deployDir);
    expect(await backend.history()).toEqual([]);
    expect(await tables()).toEqual(['site_registry', 'site_releases']);
    await backend.change(shellDeploy('1.0.0'), (store) => store.writeShell({ current: { version: '1.0.0' }, previous: null }));
    expect((await backend.read()).shell?.current.version).toBe('1.0.0');
    expect((await backend.history('shell')).map((row) => [row.action, row.from, row.to, row.actor])).toEqual([
      ['deploy', null, '1.0.0', 'aziz@ops'],
    ]);
    // A second server or command finds the step done and the rows in place.
    expect(await migrateRegistryTables(database.db)).toEqual([]);
    expect(await databaseRegistryBackend(database.db, deployDir).history()).toHaveLength(1);
  });

  it("keep what a database made by the API's old migration 5 holds", async () => {
    // The database as it was before: no ops record, the tables and a row as the API's migration 5 made them.
    for (const statement of [
      'DROP TABLE site_registry',
      'DROP TABLE site_releases',
      'DROP TABLE ops_schema_migrations',
      'CREATE TABLE site_registry (key text PRIMARY KEY, doc jsonb NOT NULL, updated_at timestamptz NOT NULL)',
      'CREATE TABLE site_releases (id bigserial PRIMARY KEY, at timestamptz NOT NULL, app text NOT NULL, action text NOT NULL, from_version text, to_version text, actor text NOT NULL, commit_sha text, build text, command text NOT NULL, reason text)',
      'CREATE INDEX site_releases_app_idx ON site_releases (app, at DESC)',
      `INSERT INTO site_registry (key, doc, updated_at) VALUES ('shell', '{"current":{"version":"2.0.0"},"previous":null}', now())`,
      `INSERT INTO site_releases (at, app, action, to_version, actor, command) VALUES (now(), 'shell', 'deploy', '2.0.0', 'old@ops', 'deploy shell')`,
    ]) {
      await sql.raw(statement).execute(database.db);
    }
    const backend = databaseRegistryBackend(database.db, deployDir);
    expect((await backend.read()).shell?.current.version).toBe('2.0.0');
    await backend.change(shellDeploy('2.1.0'), (store) =>
      store.writeShell({ current: { version: '2.1.0' }, previous: { version: '2.0.0' } }),
    );
    expect((await backend.history('shell')).map((row) => [row.from, row.to, row.actor])).toEqual([
      ['2.0.0', '2.1.0', 'aziz@ops'],
      [null, '2.0.0', 'old@ops'],
    ]);
    const recorded = await sql<{ version: number }>`SELECT version FROM ops_schema_migrations`.execute(database.db);
    expect(recorded.rows.map((row) => Number(row.version))).toEqual([1]);
  });
});
