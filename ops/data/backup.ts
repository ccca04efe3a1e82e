/**
 * Backup and restore of the embedded database (PGlite, the default: one folder, DATA_DIR or api/.data/pglite), as a
 * plain SQL dump that PostgreSQL's own `psql` loads (docs/operations.md, "Backup and restore"; decision 0039).
 *   npm run backup                          backups/site-<UTC time>.sql
 *   npm run backup -- --out /srv/b/x.sql    that file
 *   npm run restore -- /srv/b/x.sql         into an empty (or absent) data folder
 *   npm run restore -- x.sql --replace      the current folder is kept beside it as <folder>.before-restore-<time>
 * Both refuse while a running site (or any other process) holds the folder: PGlite belongs to one process, and a
 * copy read under a live server is not a consistent one. With DATABASE_URL the database is PostgreSQL: its own
 * pg_dump and pg_restore are the tools (the runbook), and these commands say so and change nothing.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { DEFAULT_DATA_DIR, DatabaseInUseError, claimDataDir } from '@tax/api';

/** A refusal the command prints as it is, without a stack. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

/** The folder's owner file and PGlite's own lock files are the process's, not the database's. */
const NOT_DATA = new Set(['.tax-owner.json']);

function hold(dataDir: string, what: 'backup' | 'restore'): () => void {
  try {
    return claimDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    throw new BackupRefused(
      `The embedded database in ${dataDir} is open in process ${error.pid} (the site is running). A ${what} needs it ` +
        'closed: stop the site (Ctrl-C or SIGTERM to npm start), run the command, then start the site again.',
    );
  }
}

/**
 * PGlite's pg_dump is PostgreSQL 18's, and its header sets `transaction_timeout`, which servers before 17 do not know
 * (psql -v ON_ERROR_STOP=1 stops there). The same setting, applied only where the server has it.
 */
export function portableDump(sql: string): string {
  return sql.replace(
    /^SET transaction_timeout = 0;$/m,
    "SELECT pg_catalog.set_config('transaction_timeout', '0', false) WHERE current_setting('server_version_num')::int >= 170000;",
  );
}

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
}

/** Dumps the embedded database in `dataDir` into `out` (plain SQL; no owners or grants, so any role can load it). */
export async function backupEmbedded(dataDir: string, out: string): Promise<BackupResult> {
  const started = Date.now();
  if (!existsSync(join(dataDir, 'PG_VERSION')))
    throw new BackupRefused(`There is no embedded database in ${dataDir} (DATA_DIR): nothing to back up.`);
  const release = hold(dataDir, 'backup');
  let sql: string;
  try {
    const pg = await PGlite.create({ dataDir });
    try {
      // Row inserts, not COPY … FROM stdin: PGlite's exec (the restore) has no stdin; psql loads both.
      const dump = await pgDump({ pg, args: ['--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=100'] });
      sql = portableDump(await dump.text());
    } finally {
      await pg.close();
    }
  } finally {
    release();
  }
  mkdirSync(dirname(out), { recursive: true });
  // Written whole under another name first, so an interrupted backup never leaves a truncated file under the real one.
  const partial = `${out}.partial`;
  writeFileSync(partial, sql);
  renameSync(partial, out);
  return { file: out, bytes: statSync(out).size, ms: Date.now() - started };
}

export interface RestoreResult {
  /** Where the folder that was replaced is kept, when there was one. */
  keptAt?: string;
  ms: number;
}

const hasDatabase = (dataDir: string) => existsSync(dataDir) && readdirSync(dataDir).some((name) => !NOT_DATA.has(name));

/**
 * Loads a dump into a new embedded database and puts it in `dataDir`'s place: into a fresh folder beside it first,
 * so a dump that fails to load leaves the current database as it was. A folder that holds a database is replaced
 * only with `replace`, and then kept beside it.
 */
export async function restoreEmbedded(dataDir: string, dumpFile: string, replace = false, now = new Date()): Promise<RestoreResult> {
  const started = Date.now();
  if (!existsSync(dumpFile)) throw new BackupRefused(`${dumpFile} does not exist.`);
  const sql = readFileSync(dumpFile, 'utf8');
  if (!/^-- PostgreSQL database dump/m.test(sql))
    throw new BackupRefused(`${dumpFile} is not a plain SQL dump (npm run backup writes one).`);
  const occupied = hasDatabase(dataDir);
  if (occupied && !replace)
    throw new BackupRefused(
      `${dataDir} already holds a database. Add --replace to restore over it (it is kept beside it), or set DATA_DIR.`,
    );
  mkdirSync(dataDir, { recursive: true });
  const release = hold(dataDir, 'restore');
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const fresh = `${dataDir}.restoring-${process.pid}`;
  rmSync(fresh, { recursive: true, force: true });
  try {
    const pg = await PGlite.create({ dataDir: fresh });
    try {
      await pg.exec(sql);
    } catch (error) {
      throw new BackupRefused(`${dumpFile} did not load (${(error as Error).message}); ${dataDir} is unchanged.`);
    } finally {
      await pg.close();
    }
    let keptAt: string | undefined;
    if (occupied) {
      keptAt = `${dataDir}.before-restore-${stamp}`;
      renameSync(dataDir, keptAt);
      rmSync(join(keptAt, '.tax-owner.json'), { force: true });
    } else {
      rmSync(dataDir, { recursive: true, force: true });
    }
    renameSync(fresh, dataDir);
    return { ...(keptAt ? { keptAt } : {}), ms: Date.now() - started };
  } finally {
    rmSync(fresh, { recursive: true, force: true });
    release();
  }
}

function dataDirOf(): string {
  return resolve(process.env.DATA_DIR ?? DEFAULT_DATA_DIR);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' }, replace: { type: 'boolean', default: false } },
  });
  const [command, file] = positionals;
  if (process.env.DATABASE_URL)
    throw new BackupRefused(
      'DATABASE_URL is set: the database is PostgreSQL. Back it up with pg_dump -Fc and restore with pg_restore ' +
        '(docs/operations.md, "Backup and restore"); this command is for the embedded database.',
    );
  const dataDir = dataDirOf();
  if (command === 'backup') {
    const stamp = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z');
    const out = resolve(values.out ?? join('backups', `site-${stamp}.sql`));
    const { bytes, ms } = await backupEmbedded(dataDir, out);
    console.log(`The embedded database in ${dataDir} is saved to ${out} (${(bytes / 1e6).toFixed(1)} MB, ${(ms / 1000).toFixed(1)} s)`);
  } else if (command === 'restore' && file) {
    const { keptAt, ms } = await restoreEmbedded(dataDir, resolve(file), values.replace);
    console.log(
      `${file} is restored into ${dataDir} (${(ms / 1000).toFixed(1)} s)${keptAt ? `; the database it replaced is kept in ${keptAt}` : ''}`,
    );
  } else {
    throw new BackupRefused('Usage: npm run backup [-- --out file.sql] | npm run restore -- file.sql [--replace]');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof BackupRefused ? error.message : error);
    process.exit(1);
  });
}
