/** A site server as `npm start` runs it (ops/site/start.ts under tsx), for the tests on a real PostgreSQL server. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

export interface Site {
  process: ChildProcess;
  /** What it has printed so far. */
  output: () => string;
  /** Resolves once it says it is running. */
  ready: Promise<void>;
}

/** Starts a site server on `port` with `env`. */
export function startSite(env: NodeJS.ProcessEnv, port: number): Site {
  const child = spawn(process.execPath, [TSX, join(ROOT, 'ops', 'site', 'start.ts')], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  let output = '';
  const read = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  const ready = new Promise<void>((resolveStart, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`server :${port} did not start:\n${output}`));
    }, 120_000);
    const check = () => {
      if (!output.includes('The site is running')) return;
      clearTimeout(timer);
      resolveStart();
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.on('exit', (code) => reject(new Error(`server :${port} exited (${code}):\n${output}`)));
  });
  return { process: child, output: () => output, ready };
}

/** Creates the database `name` on the server of `url` (DATABASE_URL). */
export async function createDatabase(url: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
}

/** A deploy folder with a shell that needs nothing (its page and manifest). */
export function deployFolder(deployDir: string): void {
  mkdirSync(join(deployDir, 'shell'), { recursive: true });
  writeFileSync(join(deployDir, 'shell', 'index.html'), '<!doctype html><html><head><!--site:head--></head><body></body></html>');
  writeFileSync(join(deployDir, 'shell', 'mf-manifest.json'), JSON.stringify({ shared: [] }));
}

/** A published section version in `deployDir`: its folder with a manifest that needs nothing from the shell. */
export function publish(deployDir: string, section: string, version: string): { version: string; entry: string } {
  const dir = join(deployDir, 'mfe', section, version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  return { version, entry: `/mfe/${section}/${version}/mf-manifest.json` };
}

/** A site server's environment for these tests: serves what is deployed, no build, no rendering, no log, no simulator. */
export function siteEnv(databaseUrl: string, deployDir: string, more: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DEPLOY_DIR: deployDir,
    BUILD_ON_START: '0',
    LOG: '0',
    SSR: '0',
    OPERATORS_SIMULATOR: '0',
    NODE_ENV: 'production',
    ...more,
  };
}
