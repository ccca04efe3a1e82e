/**
 * Where what is live is kept, for one server or several. Two backends behind one interface:
 *
 * - files (the default, one site server on the embedded database): deploy/remotes.json and deploy/shell.json, a
 *   lock file beside them and a history log (deploy/releases.jsonl). The embedded database (PGlite) belongs to the
 *   one server process that opened it: the deploy command, another process, cannot open it too, so the registry
 *   stays in the deploy folder, which the server reads on every request.
 * - database (DATABASE_URL: several site servers on one PostgreSQL): the same two documents in `site_registry`,
 *   every change in `site_releases`, and a deploy holding a transaction-scoped advisory lock. Servers poll the
 *   documents (REGISTRY_POLL_MS, 1 000 ms), so a deploy or rollback is seen everywhere within a second or two.
 *
 * A change runs the same synchronous release code (publish, gate, rollback) against an in-memory view of both
 * documents, then writes what changed and one history row per app whose versions moved.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@tax/api';
import { parseRegistry, type RegistryDocument } from '@tax/shared/server';
import { acquireLockFile } from '../build/build.ts';
import { whenChanged } from '../lib/file-memo.ts';
import { DEPLOY_DIR, ROOT } from '../lib/paths.ts';
import { fileRegistryStore, type RegistryStore, type ShellRecord } from './registry-store.ts';
import { migrateRegistryTables, type RegistryDatabase, type RegistryTables } from './registry-tables.ts';

export interface RegistrySnapshot {
  sections: RegistryDocument;
  shell: ShellRecord | null;
}

/** What a change is, for its history rows. */
export interface ChangeMeta {
  /** deploy, rollback, canary, promote, abort. */
  action: string;
  /** The command as typed ("deploy news --canary 10"). */
  command: string;
  /** The operator's reason (--reason), if given. */
  reason?: string;
  /** Who, when not a person at this machine (the automatic canary abort: `auto-abort`). */
  actor?: string;
}

export interface ReleaseRow {
  at: string;
  app: string;
  action: string;
  from: string | null;
  to: string | null;
  actor: string;
  commit: string | null;
  command: string;
  reason: string | null;
}

export interface RegistryBackend {
  kind: 'files' | 'database';
  read(): Promise<RegistrySnapshot>;
  /**
   * Runs `fn` on the live documents under the backend's lock; what it writes is stored, with its history rows, once
   * `fn` has finished (an upload it awaits comes before the registry names the version).
   */
  change<T>(meta: ChangeMeta, fn: (store: RegistryStore) => T | Promise<T>): Promise<T>;
  /** The newest history rows first (of one app, or all). */
  history(app?: string, limit?: number): Promise<ReleaseRow[]>;
}

const EMPTY: RegistryDocument = { schemaVersion: 1, remotes: {} };
/** The advisory lock every deploy, promote and rollback holds (a number of the site's own). */
const REGISTRY_LOCK = 727274003;

/** Who did it: DEPLOY_ACTOR (a CI job, a named operator), else the user and the machine. */
function actor(): string {
  if (process.env.DEPLOY_ACTOR) return process.env.DEPLOY_ACTOR.slice(0, 200);
  try {
    return `${userInfo().username}@${hostname()}`;
  } catch {
    return hostname();
  }
}

/** From which commit: DEPLOY_COMMIT, else the checkout's HEAD (with "+changes" when it has uncommitted ones). */
function commit(): string | null {
  if (process.env.DEPLOY_COMMIT) return process.env.DEPLOY_COMMIT.slice(0, 80);
  try {
    const sha = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    return dirty ? `${sha}+changes` : sha;
  } catch {
    return null;
  }
}

/** The history rows of a change: one per app whose current, previous or canary version moved. */
export function changedApps(before: RegistrySnapshot, after: RegistrySnapshot, meta: ChangeMeta, at: Date): ReleaseRow[] {
  const base = {
    at: at.toISOString(),
    action: meta.action,
    actor: meta.actor ?? actor(),
    commit: commit(),
    command: meta.command,
    reason: meta.reason ?? null,
  };
  const rows: ReleaseRow[] = [];
  const names = new Set([...Object.keys(before.sections.remotes), ...Object.keys(after.sections.remotes)]);
  for (const app of [...names].sort()) {
    const b = before.sections.remotes[app];
    const a = after.sections.remotes[app];
    const key = (r: typeof a) => JSON.stringify([r?.current.version, r?.previous?.version, r?.canary?.version, r?.canary?.percent]);
    if (key(b) === key(a)) continue;
    // A canary's row goes from the current version to the canary's; an abort from the canary's back to the current;
    // any other from the old current to the new.
    const to = meta.action === 'canary' ? (a?.canary?.version ?? null) : (a?.current.version ?? null);
    const from = meta.action === 'abort' ? (b?.canary?.version ?? b?.current.version ?? null) : (b?.current.version ?? null);
    rows.push({ ...base, app, from, to });
  }
  if (before.shell?.current.version !== after.shell?.current.version) {
    rows.push({ ...base, app: 'shell', from: before.shell?.current.version ?? null, to: after.shell?.current.version ?? null });
  }
  return rows;
}

/** An in-memory store over a snapshot, remembering what was written. */
function memoryStore(snapshot: RegistrySnapshot): { store: RegistryStore; result: () => RegistrySnapshot; dirty: () => boolean } {
  let current = structuredClone(snapshot);
  let dirty = false;
  return {
    store: {
      readSections: () => structuredClone(current.sections),
      writeSections: (doc) => {
        current = { ...current, sections: parseRegistry({ ...doc, updatedAt: new Date().toISOString() }) };
        dirty = true;
      },
      readShell: () => structuredClone(current.shell),
      writeShell: (record) => {
        current = { ...current, shell: { current: record.current, previous: record.previous ?? null } };
        dirty = true;
      },
    },
    result: () => current,
    dirty: () => dirty,
  };
}

/** The default backend: the deploy folder's files, a lock file beside them, and releases.jsonl. */
export function fileRegistryBackend(deployDir = DEPLOY_DIR): RegistryBackend {
  const files = fileRegistryStore(deployDir);
  const log = join(deployDir, 'releases.jsonl');
  const read = (): RegistrySnapshot => ({ sections: files.readSections(), shell: files.readShell() });
  return {
    kind: 'files',
    read: async () => read(),
    change: async (meta, fn) => {
      mkdirSync(deployDir, { recursive: true });
      const release = acquireLockFile(join(deployDir, '.registry.lock'));
      try {
        const before = read();
        const view = memoryStore(before);
        const value = await fn(view.store);
        if (view.dirty()) {
          const after = view.result();
          if (JSON.stringify(after.sections) !== JSON.stringify(before.sections)) files.writeSections(after.sections);
          if (after.shell && JSON.stringify(after.shell) !== JSON.stringify(before.shell)) files.writeShell(after.shell);
          for (const row of changedApps(before, after, meta, new Date())) appendFileSync(log, `${JSON.stringify(row)}\n`);
        }
        return value;
      } finally {
        release();
      }
    },
    history: async (app, limit = 20) => {
      if (!existsSync(log)) return [];
      const rows = readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as ReleaseRow)
        .filter((row) => !app || row.app === app);
      return rows.reverse().slice(0, limit);
    },
  };
}

async function readDatabase(db: RegistryDatabase): Promise<RegistrySnapshot> {
  const rows = await db.selectFrom('site_registry').select(['key', 'doc']).execute();
  const doc = (key: string) => rows.find((row) => row.key === key)?.doc;
  const sections = doc('sections');
  const shell = doc('shell') as ShellRecord | undefined;
  return {
    sections: sections ? parseRegistry(sections) : EMPTY,
    shell: shell ? { current: shell.current, previous: shell.previous ?? null } : null,
  };
}

async function insertRelease(trx: RegistryDatabase, row: ReleaseRow, at: Date): Promise<void> {
  await trx
    .insertInto('site_releases')
    .values({
      at,
      app: row.app,
      action: row.action,
      from_version: row.from,
      to_version: row.to,
      actor: row.actor,
      commit_sha: row.commit,
      build: null,
      command: row.command,
      reason: row.reason,
    })
    .execute();
}

/**
 * The PostgreSQL backend (the API's database, ops' own tables in it). On first use it makes its tables if they are
 * missing (registry-tables.ts) and takes over what the deploy folder's files record, the history included, so moving a
 * running site from one server to several keeps its live versions and their story.
 */
export function databaseRegistryBackend(api: Kysely<Database>, deployDir = DEPLOY_DIR): RegistryBackend {
  const db: RegistryDatabase = api.withTables<RegistryTables>();
  const write = async (trx: RegistryDatabase, key: string, value: unknown, at: Date) => {
    await trx
      .insertInto('site_registry')
      .values({ key, doc: JSON.stringify(value), updated_at: at })
      .onConflict((oc) => oc.column('key').doUpdateSet({ doc: JSON.stringify(value), updated_at: at }))
      .execute();
  };
  const adoptFiles = async () => {
    const count = await db
      .selectFrom('site_registry')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(count.n) > 0) return;
    const files = fileRegistryStore(deployDir);
    // The history comes along (issue 42): who deployed what, and the rollback targets it names, stay readable.
    const history = (await fileRegistryBackend(deployDir).history(undefined, Number.MAX_SAFE_INTEGER)).reverse();
    const at = new Date();
    await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${REGISTRY_LOCK})`.execute(trx);
      const again = await trx.selectFrom('site_registry').select('key').executeTakeFirst();
      if (again) return;
      await write(trx, 'sections', files.readSections(), at);
      const shell = files.readShell();
      if (shell) await write(trx, 'shell', shell, at);
      for (const row of history) await insertRelease(trx, row, new Date(row.at));
    });
  };
  // Once per backend; tried again on the next call when the database was away.
  let prepared: Promise<void> | undefined;
  const ready = () =>
    (prepared ??= (async () => {
      await migrateRegistryTables(api);
      await adoptFiles();
    })().catch((error: unknown) => {
      prepared = undefined;
      throw error;
    }));
  return {
    kind: 'database',
    read: async () => {
      await ready();
      return readDatabase(db);
    },
    change: async (meta, fn) => {
      await ready();
      return db.transaction().execute(async (trx) => {
        // One change at a time across every machine: the lock is the database's, released with the transaction.
        await sql`SELECT pg_advisory_xact_lock(${REGISTRY_LOCK})`.execute(trx);
        const before = await readDatabase(trx);
        const view = memoryStore(before);
        const value = await fn(view.store);
        if (view.dirty()) {
          const after = view.result();
          const at = new Date();
          if (JSON.stringify(after.sections) !== JSON.stringify(before.sections)) await write(trx, 'sections', after.sections, at);
          if (after.shell && JSON.stringify(after.shell) !== JSON.stringify(before.shell)) await write(trx, 'shell', after.shell, at);
          for (const row of changedApps(before, after, meta, at)) await insertRelease(trx, row, at);
        }
        return value;
      });
    },
    history: async (app, limit = 20) => {
      await ready();
      let query = db.selectFrom('site_releases').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit);
      if (app) query = query.where('app', '=', app);
      return (await query.execute()).map((row) => ({
        at: new Date(row.at).toISOString(),
        app: row.app,
        action: row.action,
        from: row.from_version,
        to: row.to_version,
        actor: row.actor,
        commit: row.commit_sha,
        command: row.command,
        reason: row.reason,
      }));
    },
  };
}

/**
 * The backend a command uses: PostgreSQL when DATABASE_URL is set (its own connection, closed by `close`), else the
 * deploy folder's files.
 */
export async function openRegistryBackend(): Promise<{
  backend: RegistryBackend;
  db: Kysely<Database> | null;
  close: () => Promise<void>;
}> {
  if (!process.env.DATABASE_URL) return { backend: fileRegistryBackend(), db: null, close: async () => undefined };
  const { openDatabase } = await import('@tax/api');
  const database = await openDatabase({ seed: false, poolSize: 2 });
  return { backend: databaseRegistryBackend(database.db), db: database.db, close: () => database.close() };
}

/** The command line as an operator typed it, for the history. */
export function commandLine(script: string): string {
  return [script, ...process.argv.slice(2)].join(' ').slice(0, 500);
}

/** What a site server reads on every request: the live documents, kept current by the backend. */
export interface RegistrySource {
  sections(): RegistryDocument;
  shell(): ShellRecord | null;
  close(): void;
}

/**
 * A server's view of the registry. Files: looked at on every request (a deploy shows on the next one), read again
 * only when changed. Database: one query every `pollMs` (REGISTRY_POLL_MS, 1 000), the last good snapshot kept
 * while the database is away.
 */
export async function watchRegistry(
  backend: RegistryBackend,
  deployDir = DEPLOY_DIR,
  pollMs?: number,
  /** Runs before a new snapshot is served (fetching the versions it names from a bucket); a throw keeps the last one. */
  prepare?: (snapshot: RegistrySnapshot) => Promise<void>,
): Promise<RegistrySource> {
  if (backend.kind === 'files') {
    // Read again when a file changes (deploys replace them atomically): the same document, not a new parse, each time.
    const files = fileRegistryStore(deployDir);
    const sections = whenChanged(join(deployDir, 'remotes.json'), () => files.readSections());
    const shell = whenChanged(join(deployDir, 'shell.json'), () => files.readShell());
    return { sections, shell, close: () => undefined };
  }
  const every = pollMs ?? (Number(process.env.REGISTRY_POLL_MS) > 0 ? Number(process.env.REGISTRY_POLL_MS) : 1000);
  let snapshot = await backend.read();
  await prepare?.(snapshot);
  let failing = false;
  let busy = false;
  // Every failure is handled here: an unhandled one (the database stopped, a connection refused) ended the process,
  // and with it every page, cached or not, and the API.
  const poll = async () => {
    try {
      const read = await backend.read();
      if (prepare && JSON.stringify(read) !== JSON.stringify(snapshot)) await prepare(read);
      snapshot = read;
      if (failing) console.error('registry: the database can be read again');
      failing = false;
    } catch (error) {
      if (!failing) console.error(`registry: the database could not be read (${String(error)}); serving the last versions read`);
      failing = true;
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void poll();
  }, every);
  timer.unref();
  return { sections: () => structuredClone(snapshot.sections), shell: () => snapshot.shell, close: () => clearInterval(timer) };
}

/**
 * An operators' command on the registry (deploy, promote, rollback): opens the backend, runs, prints what is live
 * now with the time it took, or the reason it was refused (exit code 1), and closes the backend.
 */
export async function registryCommand(run: (backend: RegistryBackend) => Promise<string>): Promise<void> {
  const started = performance.now();
  const { backend, close } = await openRegistryBackend();
  try {
    const message = await run(backend);
    console.log(`${message} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await close();
  }
}
