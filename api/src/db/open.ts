/** Opens the database (PostgreSQL through pg, or embedded PGlite), migrates it and seeds it on first start. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrate } from './migrations.ts';
import type { Database } from './schema.ts';
import { seedIfEmpty, ensureStaffAccount } from '../seed/seed.ts';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; default: the DATABASE_URL environment variable. When absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; default: DATA_DIR, else api/.data/pglite. */
  dataDir?: string;
  /** PGlite in memory (tests). */
  inMemory?: boolean;
  /** Start PGlite from a `dumpDataDir()` tarball instead of running initdb (tests: ~0.7 s instead of 3-5 s). */
  pgliteSnapshot?: Blob;
  /** Seed the sample content when the content tables are empty (default true). */
  seed?: boolean;
  /** The staff account to create if missing; default from STAFF_EMAIL / STAFF_PASSWORD (see README). false: none. */
  staff?: { email: string; password: string } | false;
  /** pg pool size (default 10). */
  poolSize?: number;
}

export interface OpenedDatabase {
  db: Kysely<Database>;
  /** 'postgres' or 'pglite'. */
  kind: 'postgres' | 'pglite';
  /** The PGlite instance when kind is 'pglite' (for snapshots in tests). */
  pglite?: PGlite;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_DATA_DIR = path.resolve(here, '../../.data/pglite');

// 'date' stays 'YYYY-MM-DD' (no time-zone shift); int8 (prices, counts) becomes a number.
const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

export function defaultStaffAccount(): { email: string; password: string } | false {
  const email = process.env.STAFF_EMAIL ?? 'staff@soliq.local';
  const password = process.env.STAFF_PASSWORD ?? (process.env.NODE_ENV === 'production' ? '' : 'staff-password-change-me');
  return password ? { email, password } : false;
}

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const databaseUrl = opts.inMemory || opts.pgliteSnapshot ? undefined : (opts.databaseUrl ?? process.env.DATABASE_URL);
  let opened: OpenedDatabase;
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: opts.poolSize ?? 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
          if (oid === DATE_OID) return (v: string) => v;
          if (oid === INT8_OID || oid === NUMERIC_OID) return (v: string) => Number(v);
          return pg.types.getTypeParser(oid, format ?? 'text');
        }) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection can be cut by the server (a restart, a failover, an administrator): pg then emits
    // 'error' on the pool, which without a listener would take the whole process down. The pool drops that
    // connection and opens a new one for the next query; a line in the log is all it needs.
    pool.on('error', (error) => {
      process.stderr.write(
        `${JSON.stringify({ level: 40, time: Date.now(), msg: 'database: an idle connection was closed by the server', err: error.message })}\n`,
      );
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    opened = { db, kind: 'postgres', close: () => db.destroy() };
  } else {
    let dataDir: string | undefined;
    if (!opts.inMemory && !opts.pgliteSnapshot) {
      dataDir = opts.dataDir ?? process.env.DATA_DIR ?? DEFAULT_DATA_DIR;
      mkdirSync(dataDir, { recursive: true });
    }
    const pglite = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(opts.pgliteSnapshot ? { loadDataDir: opts.pgliteSnapshot } : {}),
      parsers: { [DATE_OID]: (v: string) => v, [INT8_OID]: (v: string) => Number(v), [NUMERIC_OID]: (v: string) => Number(v) },
    });
    const db = new Kysely<Database>({
      dialect: new PGliteDialect(
        pglite as never /* the dialect's types resolve a hoisted older pglite; at run time it only calls query() on ours */,
      ),
    });
    // Kysely's destroy() closes the PGlite instance too.
    opened = { db, kind: 'pglite', pglite, close: () => db.destroy() };
  }
  try {
    await migrate(opened.db);
    if (opts.seed !== false) await seedIfEmpty(opened.db);
    const staff = opts.staff ?? defaultStaffAccount();
    if (staff) await ensureStaffAccount(opened.db, staff.email, staff.password);
  } catch (err) {
    await opened.close().catch(() => {});
    throw err;
  }
  return opened;
}
