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
import { seedIfEmpty } from '../seed/seed.ts';
import { retirePublishedStaffPasswords } from '../staff.ts';

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
  /** pg pool size (default 10). */
  poolSize?: number;
  /**
   * PostgreSQL only: a statement running longer is cancelled (default DB_STATEMENT_TIMEOUT_MS, else 15 000), and a
   * request waits at most this long for a free pool connection (default DB_POOL_WAIT_MS, else 5 000). Both answer 503.
   * PGlite runs in this process, one statement at a time, and has no such time-outs.
   */
  statementTimeoutMs?: number;
  poolWaitMs?: number;
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

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const databaseUrl = opts.inMemory || opts.pgliteSnapshot ? undefined : (opts.databaseUrl ?? process.env.DATABASE_URL);
  let opened: OpenedDatabase;
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: opts.poolSize ?? 10,
      statement_timeout: opts.statementTimeoutMs ?? Number(process.env.DB_STATEMENT_TIMEOUT_MS ?? 15_000),
      // A session left idle inside a transaction (a crashed handler) must not hold its locks for ever.
      idle_in_transaction_session_timeout: 60_000,
      connectionTimeoutMillis: opts.poolWaitMs ?? Number(process.env.DB_POOL_WAIT_MS ?? 5_000),
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
    // A connection that breaks while a request holds it (between two of its statements) makes its client emit
    // 'error', and the pool listens only to the clients it holds idle: without this listener one dropped connection
    // (the database stopped, a network cut) ended the process, every page with it. The request's own query fails with
    // the error (answered 503), and the pool drops the broken client when it is given back.
    pool.on('connect', (client) => client.on('error', () => undefined));
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
    // No staff account is ever created here (npm run staff does it); one left with a published password is disabled.
    await retirePublishedStaffPasswords(opened.db, (msg) =>
      process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), msg })}\n`),
    );
  } catch (err) {
    await opened.close().catch(() => {});
    throw err;
  }
  return opened;
}
