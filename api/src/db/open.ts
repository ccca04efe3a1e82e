/** Opens the database (PostgreSQL through pg, or embedded PGlite), migrates it and seeds it on first start. */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { FileStore } from '../files/file-store.ts';
import { migrate } from './migrations.ts';
import type { Database } from './schema.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { retirePublishedStaffPasswords } from '../staff.ts';

export interface OpenDatabaseOptions {
  /** Where the migration of CVs out of the database writes them; default the environment's (files/file-store.ts). */
  files?: FileStore;
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

/** The file in a PGlite data folder that says which process has it open (PGlite's own postmaster.pid does not). */
const OWNER_FILE = '.tax-owner.json';

/** The embedded database's folder is open in another running process: opening it too would corrupt it. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is open in process ${pid} (the site or the API is running). ` +
        'Stop that process first, or run this against the running site (npm run staff does when the site was started with npm start).',
    );
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The process holding a PGlite folder open, when it is another one still running on this machine; else undefined. */
export function dataDirOwner(dataDir: string): number | undefined {
  const file = path.join(dataDir, OWNER_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown; host?: unknown };
    if (typeof owner.pid !== 'number' || owner.host !== hostname() || owner.pid === process.pid) return undefined;
    return alive(owner.pid) ? owner.pid : undefined;
  } catch {
    return undefined;
  }
}

/** Marks a PGlite folder as this process's, refusing one another running process has open; returns the release. */
export function claimDataDir(dataDir: string): () => void {
  const pid = dataDirOwner(dataDir);
  if (pid !== undefined) throw new DatabaseInUseError(dataDir, pid);
  const file = path.join(dataDir, OWNER_FILE);
  writeFileSync(file, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
  return () => {
    try {
      const owner = JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown };
      if (owner.pid === process.pid) rmSync(file, { force: true });
    } catch {
      // Gone already.
    }
  };
}

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
    const release = dataDir ? claimDataDir(dataDir) : () => {};
    const pglite = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(opts.pgliteSnapshot ? { loadDataDir: opts.pgliteSnapshot } : {}),
      parsers: { [DATE_OID]: (v: string) => v, [INT8_OID]: (v: string) => Number(v), [NUMERIC_OID]: (v: string) => Number(v) },
    }).catch((error: unknown) => {
      release();
      throw error;
    });
    const db = new Kysely<Database>({
      dialect: new PGliteDialect(
        pglite as never /* the dialect's types resolve a hoisted older pglite; at run time it only calls query() on ours */,
      ),
    });
    // Kysely's destroy() closes the PGlite instance too.
    opened = { db, kind: 'pglite', pglite, close: () => db.destroy().finally(release) };
  }
  try {
    await migrate(opened.db, { files: opts.files });
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
