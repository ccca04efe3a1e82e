/**
 * The deploy tables, owned by ops: what is live (`site_registry`: the sections' registry and the shell's record) and
 * every change of it (`site_releases`). Only ops reads and writes them (registry-backend.ts), so ops makes them, with
 * its own record of its steps (`ops_schema_migrations`), the first time a server or a command uses the database
 * registry; the API's migrations no longer do (decision 0049). Databases made before this got both tables from the
 * API's migration 5: every step here finds its work already done there (IF NOT EXISTS) and keeps their rows.
 * Run on PostgreSQL and PGlite alike, one statement per query (PGlite's extended protocol takes one at a time).
 */
import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';
import type { Database } from '@tax/api';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

// A type, not an interface: Kysely's withTables wants an index signature, which only a type alias gives implicitly.
export type RegistryTables = {
  site_registry: {
    /** 'sections' (served as /remotes.json) or 'shell'. */
    key: string;
    doc: ColumnType<unknown, string, string>;
    updated_at: Timestamp;
  };
  site_releases: {
    id: Generated<number>;
    at: Timestamp;
    app: string;
    action: string;
    from_version: string | null;
    to_version: string | null;
    actor: string;
    commit_sha: string | null;
    build: string | null;
    command: string;
    reason: string | null;
  };
};

/** The database as ops sees it: the API's tables and its own. */
export type RegistryDatabase = Kysely<Database & RegistryTables>;

interface Step {
  version: number;
  name: string;
  /** Each one safe to run where it already happened (the API's migration 5 made the first step's tables). */
  statements: string[];
}

export const REGISTRY_STEPS: Step[] = [
  {
    version: 1,
    name: 'the registry and its history',
    statements: [
      `CREATE TABLE IF NOT EXISTS site_registry (key text PRIMARY KEY, doc jsonb NOT NULL, updated_at timestamptz NOT NULL)`,
      `CREATE TABLE IF NOT EXISTS site_releases (id bigserial PRIMARY KEY, at timestamptz NOT NULL, app text NOT NULL, action text NOT NULL, from_version text, to_version text, actor text NOT NULL, commit_sha text, build text, command text NOT NULL, reason text)`,
      `CREATE INDEX IF NOT EXISTS site_releases_app_idx ON site_releases (app, at DESC)`,
    ],
  },
];

/** Not the API's migration lock: the two run independently, each serialising its own replicas. */
const STEPS_LOCK = 727274004;

/** Applies ops' pending steps in one transaction; servers and commands starting together wait for each other. */
export async function migrateRegistryTables(db: Kysely<Database>): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${STEPS_LOCK})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS ops_schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
      trx,
    );
    const done = await sql<{ version: number }>`SELECT version FROM ops_schema_migrations`.execute(trx);
    const have = new Set(done.rows.map((row) => Number(row.version)));
    const applied: number[] = [];
    for (const step of REGISTRY_STEPS) {
      if (have.has(step.version)) continue;
      for (const statement of step.statements) await sql.raw(statement).execute(trx);
      await sql`INSERT INTO ops_schema_migrations (version, name) VALUES (${step.version}, ${step.name})`.execute(trx);
      applied.push(step.version);
    }
    return applied;
  });
}
