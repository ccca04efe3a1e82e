/**
 * `npm start`: the whole site on http://localhost:3000 (PORT overrides): the shell, every section at its
 * published version, the registry, and the API under /api on the embedded database.
 * Builds and publishes first when the sources changed since the last start.
 */
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { apiPlugin, openDatabase } from '@tax/api';
import { buildApp, withBuildLock } from './build.ts';
import { DEPLOY_DIR, REGISTRY_FILE, ROOT, SECTIONS } from './paths.ts';
import { publishSection } from './publish.ts';
import { publishShell } from './release.ts';
import { readRegistry } from './registry-store.ts';
import { createSiteServer } from './server.ts';
import { sourceStamp } from './stamp.ts';

const STAMP_FILE = join(DEPLOY_DIR, '.source-stamp');

/**
 * Builds every app and publishes it. A section whose build fails keeps the version it had (a broken section
 * never takes the site down); the result says so, and the caller does not mark the sources as built.
 */
export function buildAndPublishAll(): { complete: boolean } {
  const times: string[] = [];
  const failed: string[] = [];
  const shellMs = buildApp('shell');
  times.push(`shell ${(shellMs / 1000).toFixed(1)} s`);
  // The whole tree is rebuilt together: the sections built next are the ones this shell must serve.
  const shell = publishShell(join(ROOT, 'shell', 'dist'), { suffixHash: true, keepPublished: true, force: true });
  if (!shell.changed) times[0] += ' (unchanged)';
  const registry = readRegistry();
  for (const section of SECTIONS) {
    try {
      const ms = buildApp(`mfe-${section}`);
      // A local start publishes changed code as <version>-local.<hash>, so no published version is ever overwritten.
      const { version, changed } = publishSection(section, { suffixHash: true, keepPublished: true });
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

async function main() {
  const stamp = sourceStamp();
  const fresh = existsSync(REGISTRY_FILE) && existsSync(STAMP_FILE) && readFileSync(STAMP_FILE, 'utf8') === stamp;
  if (!fresh || process.argv.includes('--rebuild')) {
    console.log('Building the site (the sources changed since the last start)…');
    const { complete } = withBuildLock(buildAndPublishAll);
    mkdirSync(DEPLOY_DIR, { recursive: true });
    if (complete) writeFileSync(STAMP_FILE, stamp);
  }

  const database = await openDatabase();
  const registryOverride = Object.fromEntries(
    (process.env.SITE_REGISTRY_OVERRIDE ?? '')
      .split(',')
      .map((pair) => pair.split('='))
      .filter((pair): pair is [string, string] => pair.length === 2 && !!pair[0] && !!pair[1]),
  );
  const port = Number(process.env.PORT ?? 3000);
  const app = await createSiteServer({
    logger: process.env.LOG !== '0',
    registryOverride,
    registerApi: async (server) => {
      await server.register(apiPlugin, {
        prefix: '/api',
        db: database.db,
        simulateOperators: process.env.OPERATORS_SIMULATOR !== '0',
        // The feed's links and the origin allowed to change data: the configured address, else this local one.
        siteUrl: process.env.SITE_URL || `http://localhost:${port}`,
      });
    },
  });
  const host = process.env.HOST ?? '0.0.0.0';
  await app.listen({ port, host });
  console.log(`The site is running on http://localhost:${port}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
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
