/**
 * `npm start`: the whole site on http://localhost:3000 (PORT overrides): the shell, every section at its
 * published version, the registry, and the API under /api on the embedded database.
 * Builds and publishes first when the sources changed since the last start.
 */
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { apiPlugin, createContentBus } from '@tax/api';
import { buildApp, withBuildLock } from './build.ts';
import { openDatabaseWhenReachable } from './database-wait.ts';
import { DEPLOY_DIR, REGISTRY_FILE, ROOT, SECTIONS } from './paths.ts';
import { publishSection } from './publish.ts';
import { activateShell, localShellVersion, publishShell } from './release.ts';
import { configuredBucket, mirrorInto } from './bucket.ts';
import { databaseRegistryBackend, fileRegistryBackend, watchRegistry, type RegistryBackend } from './registry-backend.ts';
import { checkCanaries, figuresSince } from './release-health.ts';
import { renderThreadCount } from './render-threads.ts';
import { createSiteServer } from './server.ts';
import { sourceStamp } from './stamp.ts';

const STAMP_FILE = join(DEPLOY_DIR, '.source-stamp');

/**
 * Builds every app and publishes it. A section whose build fails keeps the version it had (a broken section
 * never takes the site down); the result says so, and the caller does not mark the sources as built.
 */
export async function buildAndPublishAll(backend: RegistryBackend = fileRegistryBackend()): Promise<{ complete: boolean }> {
  const times: string[] = [];
  const failed: string[] = [];
  const meta = { action: 'deploy', command: 'start (sources changed)' };
  const shellDist = join(ROOT, 'shell', 'dist');
  let shellMs = withBuildLock(() => buildApp('shell'));
  // Changed sources are published as <version>-local.<hash>: built again under that name, so the shell reports the
  // version it runs as (a build says its own version; it was the package's, 1.0.0, whatever it was published as).
  const local = localShellVersion(shellDist);
  if (local) shellMs += withBuildLock(() => buildApp('shell', { BUILD_VERSION: local }));
  times.push(`shell ${(shellMs / 1000).toFixed(1)} s`);
  // The whole tree is rebuilt together: the sections built next are the ones this shell must serve.
  const shell = await backend.change(meta, (store) =>
    publishShell(shellDist, { ...(local ? { version: local } : {}), suffixHash: true, keepPublished: true, force: true }, store),
  );
  if (!shell.changed) times[0] += ' (unchanged)';
  const registry = (await backend.read()).sections;
  for (const section of SECTIONS) {
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
    registerApi: async (server) => {
      await server.register(apiPlugin, {
        prefix: '/api',
        db: database.db,
        rateLimitStore: shared ? 'database' : 'memory',
        contentBus,
        // `npm run staff` on this machine creates staff accounts through this server with the same token.
        opsToken,
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
  console.log(`The site is running on http://localhost:${port}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      registrySource.close();
      clearInterval(canaryCheck);
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
