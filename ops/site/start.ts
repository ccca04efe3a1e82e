/**
 * `npm start`: the whole site on http://localhost:3000 (PORT overrides): the shell, every section at its
 * published version, the registry, and the API under /api on the embedded database.
 * Builds and publishes first when the sources changed since the last start.
 */
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { apiPlugin, countBeacons, createContentBus } from '@tax/api';
import { buildApp, withBuildLock } from '../build/build.ts';
import { openDatabaseWhenReachable } from './database-wait.ts';
import { DEPLOY_DIR, REGISTRY_FILE, ROOT, SECTIONS } from '../lib/paths.ts';
import { removeRunFile, writeRunFile } from '../lib/run-file.ts';
import { publishSection } from '../release/publish.ts';
import { localBuilds, START_COMMAND } from '../release/local-builds.ts';
import { activateShell, localShellVersion, publishShell } from '../release/release.ts';
import { configuredBucket, mirrorInto } from '../release/bucket.ts';
import { databaseRegistryBackend, fileRegistryBackend, watchRegistry, type RegistryBackend } from '../release/registry-backend.ts';
import { checkCanaries, figuresSince, registryVersions } from '../release/release-health.ts';
import { renderThreadCount } from './render-threads.ts';
import { createSiteServer } from './server.ts';
import { sourceStamp } from '../build/stamp.ts';

const STAMP_FILE = join(DEPLOY_DIR, '.source-stamp');

/**
 * Builds every app no operator has deployed and publishes it (decision 0041). A section whose build fails keeps the version it had (a broken section
 * never takes the site down); the result says so, and the caller does not mark the sources as built.
 */
export async function buildAndPublishAll(backend: RegistryBackend = fileRegistryBackend()): Promise<{ complete: boolean }> {
  const times: string[] = [];
  const failed: string[] = [];
  const meta = { action: 'deploy', command: START_COMMAND };
  // What an operator deployed stays live (decision 0041): those apps are neither built nor published here.
  const local = await localBuilds(backend, ['shell', ...SECTIONS]);
  for (const kept of local.kept)
    console.log(
      `${kept.app}: keeping ${kept.version ?? 'what is live'} (${kept.command}, by ${kept.by}); ` +
        `publish local changes with npm run deploy -- ${kept.app}`,
    );
  if (local.may('shell')) times.push(await buildLocalShell(backend, meta));
  const registry = (await backend.read()).sections;
  for (const section of SECTIONS.filter((name) => local.may(name))) {
    try {
      const ms = withBuildLock(() => buildApp(`mfe-${section}`));
      // A local start publishes changed code as <version>-local.<hash>, so no published version is ever overwritten.
      const { version, changed } = await backend.change(meta, (store) =>
        publishSection(section, { suffixHash: true, keepPublished: true }, store),
      );
      times.push(`${section} ${(ms / 1000).toFixed(1)} s -> ${version}${changed ? '' : ' (unchanged)'}`);
    } catch (error) {
      if (!registry.remotes[section]) throw error;
      failed.push(section);
      console.error(
        `${section}: ${error instanceof Error ? error.message : String(error)}; keeping ${registry.remotes[section]?.current.version}`,
      );
    }
  }
  console.log(`built: ${times.join(', ')}`);
  if (failed.length) console.error(`Not rebuilt (build failed, previous version kept): ${failed.join(', ')}`);
  return { complete: failed.length === 0 };
}

/** Builds the shell and publishes it (as `<version>-local.<hash>` when its sources changed); says how long. */
async function buildLocalShell(backend: RegistryBackend, meta: { action: string; command: string }): Promise<string> {
  const shellDist = join(ROOT, 'shell', 'dist');
  let shellMs = withBuildLock(() => buildApp('shell'));
  // Changed sources are published as <version>-local.<hash>: built again under that name, so the shell reports the
  // version it runs as (a build says its own version; it was the package's, 1.0.0, whatever it was published as).
  const local = localShellVersion(shellDist);
  if (local) shellMs += withBuildLock(() => buildApp('shell', { BUILD_VERSION: local }));
  // The whole tree is rebuilt together: the sections built next are the ones this shell must serve.
  const shell = await backend.change(meta, (store) =>
    publishShell(shellDist, { ...(local ? { version: local } : {}), suffixHash: true, keepPublished: true, force: true }, store),
  );
  return `shell ${(shellMs / 1000).toFixed(1)} s${shell.changed ? '' : ' (unchanged)'}`;
}

/**
 * WORKERS=N (PostgreSQL only): N server processes share the port (node:cluster), one per core: a render blocks
 * only its own process. The primary builds (if asked), then forks; the workers serve what is deployed, share one ops
 * token, and one of them runs the operators' simulator. A worker that dies is replaced.
 */
async function primary(workers: number) {
  if (!process.env.DATABASE_URL)
    throw new Error(`WORKERS=${workers} needs PostgreSQL (DATABASE_URL): the embedded database serves one process`);
  if (process.env.BUILD_ON_START !== '0') {
    const database = await openDatabaseWhenReachable();
    try {
      const stamp = sourceStamp();
      const fresh = existsSync(REGISTRY_FILE) && existsSync(STAMP_FILE) && readFileSync(STAMP_FILE, 'utf8') === stamp;
      if (!fresh || process.argv.includes('--rebuild')) {
        console.log('Building the site (the sources changed since the last start)…');
        const { complete } = await buildAndPublishAll(databaseRegistryBackend(database.db));
        mkdirSync(DEPLOY_DIR, { recursive: true });
        if (complete) writeFileSync(STAMP_FILE, stamp);
      }
    } finally {
      await database.close();
    }
  }
  const token = process.env.OPS_TOKEN || randomBytes(24).toString('base64url');
  const envOf = (index: number) => ({
    BUILD_ON_START: '0',
    OPS_TOKEN: token,
    OPERATORS_SIMULATOR: index === 0 ? (process.env.OPERATORS_SIMULATOR ?? '1') : '0',
  });
  const indexOf = new Map<number, number>();
  const fork = (index: number) => indexOf.set(cluster.fork(envOf(index)).id, index);
  for (let index = 0; index < workers; index++) fork(index);
  let stopping = false;
  cluster.on('exit', (worker, code, signal) => {
    const index = indexOf.get(worker.id) ?? 0;
    indexOf.delete(worker.id);
    if (stopping) return;
    console.error(`worker ${index} exited (${signal ?? code}); starting another`);
    fork(index);
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function main() {
  const workers = Number(process.env.WORKERS) || 1;
  if (workers > 1 && cluster.isPrimary) return primary(workers);
  const database = await openDatabaseWhenReachable();
  // Several servers share one PostgreSQL (DATABASE_URL): the registry, its history and the per-client limits live
  // there. On the embedded database this process is the only server: the deploy folder's files.
  const shared = database.kind === 'postgres';
  const backend = shared ? databaseRegistryBackend(database.db) : fileRegistryBackend();
  // A production server behind a balancer serves what was deployed (BUILD_ON_START=0); a local start builds what
  // changed.
  if (process.env.BUILD_ON_START !== '0' && cluster.isPrimary) {
    const stamp = sourceStamp();
    const fresh = existsSync(REGISTRY_FILE) && existsSync(STAMP_FILE) && readFileSync(STAMP_FILE, 'utf8') === stamp;
    if (!fresh || process.argv.includes('--rebuild')) {
      console.log('Building the site (the sources changed since the last start)…');
      const { complete } = await buildAndPublishAll(backend);
      mkdirSync(DEPLOY_DIR, { recursive: true });
      if (complete) writeFileSync(STAMP_FILE, stamp);
    }
  }
  // With a bucket (PUBLISH_BUCKET), this server copies every version the registry names into its own deploy folder
  // before serving the registry that names it, and makes the live shell's files its own.
  const bucket = configuredBucket(DEPLOY_DIR);
  const mirror = bucket ? mirrorInto(bucket, activateShell) : undefined;
  const registrySource = await watchRegistry(backend, DEPLOY_DIR, undefined, mirror);

  // SITE_DEV_SECTIONS=news=http://localhost:3004/mf-manifest.json: teams' development servers a browser may opt in to.
  const devSections = Object.fromEntries(
    (process.env.SITE_DEV_SECTIONS ?? '')
      .split(',')
      .map((pair) => pair.split('='))
      .filter((pair): pair is [string, string] => pair.length === 2 && !!pair[0] && !!pair[1]),
  );
  const port = Number(process.env.PORT ?? 3000);
  // `npm run status` on this machine reads this server's release figures with this token (a file only its user reads).
  const opsToken = process.env.OPS_TOKEN || randomBytes(24).toString('base64url');
  mkdirSync(join(DEPLOY_DIR, '.ops'), { recursive: true, mode: 0o700 });
  writeFileSync(join(DEPLOY_DIR, '.ops', `${port}.token`), opsToken, { mode: 0o600 });
  // The compiled server (dist/server/site.js) renders pages on threads that run the compiled render-worker.js beside
  // it (SSR_THREADS, decision 0019); run from its TypeScript sources it renders in its main thread.
  const renderWorker = join(ROOT, 'dist', 'server', 'render-worker.js');
  const renderThreads =
    process.env.SITE_SERVER_BUNDLE === '1' && existsSync(renderWorker)
      ? { workerFile: renderWorker, threads: renderThreadCount() }
      : undefined;
  // Publishing in the workspace drops this server's cached pages (and every other server's, through the database).
  const contentBus = createContentBus();
  const app = await createSiteServer({
    onContentChanged: contentBus.onContentChanged,
    logger: process.env.LOG !== '0',
    ...(renderThreads ? { renderThreads } : {}),
    // Links in pages, the sitemap and robots.txt: SITE_URL, else this local address (never a request's Host).
    siteUrl: process.env.SITE_URL || `http://localhost:${port}`,
    devSections,
    ...(shared ? { registrySource } : {}),
    ops: { token: opsToken, figures: (since) => figuresSince(database.db, since) },
    // A page its section's previous version rendered because the current one's server code failed: a failed page
    // view of the failed version where the beacons count theirs, so the canary check sees it (decision 0048).
    onFailedRender: (failed) =>
      void countBeacons(
        database.db,
        failed.flatMap((section) => (['visit', 'failed-visit', 'render-error'] as const).map((kind) => ({ ...section, kind, count: 1 }))),
        new Date(),
      ).catch((error: unknown) => console.error('counting a failed render', error)),
    registerApi: async (server, site) => {
      await server.register(apiPlugin, {
        // Not ready while there is no shell to serve pages with (an empty deploy folder): a balancer keeps away.
        shellPublished: site.shellPublished,
        prefix: '/api',
        db: database.db,
        rateLimitStore: shared ? 'database' : 'memory',
        contentBus,
        // `npm run staff` on this machine creates staff accounts through this server with the same token.
        opsToken,
        // Beacons count only for versions the registry names now (decision 0041).
        beacons: { knownVersion: registryVersions(registrySource) },
        simulateOperators: process.env.OPERATORS_SIMULATOR !== '0',
        // The feed's links and the origin allowed to change data: the configured address, else this local one.
        siteUrl: process.env.SITE_URL || `http://localhost:${port}`,
      });
    },
  });
  const host = process.env.HOST ?? '0.0.0.0';
  await app.listen({ port, host });
  // A canary failing more than the current version is ended here (every CANARY_CHECK_MS, 30 s); with several
  // servers each checks, and the registry's lock lets one end it.
  const canaryCheck = setInterval(
    () =>
      void checkCanaries(backend, database.db).then(
        (ended) => ended.forEach((line) => app.log.warn(`canary ${line}`)),
        (error: unknown) => app.log.error({ err: error }, 'canary check'),
      ),
    Number(process.env.CANARY_CHECK_MS) > 0 ? Number(process.env.CANARY_CHECK_MS) : 30_000,
  );
  canaryCheck.unref();
  // Before the server says it runs: a supervisor (or a test) may stop it the moment it reads that line, and a signal
  // without a handler ends the process at once (exit by signal, nothing drained, the run file left behind).
  stopOnSignals(
    async () => {
      registrySource.close();
      clearInterval(canaryCheck);
      await drain(app);
    },
    database.close,
    app.log,
  );
  writeRunFile(port);
  console.log(`The site is running on http://localhost:${port}`);
}

/**
 * Requests in flight are given DRAIN_MS (10 s) to finish once the server stops accepting; then whatever is still
 * open (a live stream, a client that never reads) is closed, so a stop never hangs.
 */
async function drain(app: FastifyInstance): Promise<void> {
  const bound = Number(process.env.DRAIN_MS) > 0 ? Number(process.env.DRAIN_MS) : 10_000;
  const closed = app.close();
  const timer = setTimeout(() => {
    app.log.warn(`shutting down: requests still open after ${bound} ms are closed`);
    app.server.closeAllConnections();
  }, bound);
  timer.unref();
  try {
    await closed;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * SIGTERM or SIGINT (a supervisor, Ctrl-C, `npm start`'s launcher passing either on): stop accepting, drain, close
 * the database, forget the run file, exit 0. A second signal while draining changes nothing.
 */
function stopOnSignals(stopServing: () => Promise<void>, closeDatabase: () => Promise<void>, log: FastifyBaseLogger): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: finishing requests in flight');
    let code = 0;
    try {
      await stopServing();
    } catch (error) {
      log.error({ err: error }, 'shutting down');
      code = 1;
    } finally {
      await closeDatabase().catch(() => undefined);
      removeRunFile();
      console.log('The site has stopped');
      process.exit(code);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
