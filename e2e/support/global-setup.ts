import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_DIR, ROOT, chromiumPath } from './paths.ts';

let server: ChildProcess | undefined;

async function waitForReady(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error('The site server exited before it was ready (see its output above)');
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site did not become ready at ${url} within ${timeoutMs / 1000} s`);
}

export default async function setup(project: TestProject) {
  // The browser tests fail, never skip, without a browser.
  const chromium = chromiumPath();
  const version = spawnSync(chromium, ['--version'], { encoding: 'utf8' });
  if (version.status !== 0) throw new Error(`Chromium at ${chromium} does not run: ${version.stderr}`);

  const port = Number(process.env.E2E_PORT ?? 3210);
  const deployDir = join(E2E_DIR, 'deploy');
  const dataDir = join(E2E_DIR, 'data');
  // A fresh database each run (never another server's, when E2E_BASE_URL points at one); the deploy folder is
  // kept so an unchanged build is not rebuilt.
  if (!process.env.E2E_BASE_URL) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(E2E_DIR, { recursive: true });

  const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
  if (!process.env.E2E_BASE_URL) {
    server = spawn(process.execPath, [join(ROOT, 'ops', 'bin', 'start.mjs')], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DEPLOY_DIR: deployDir,
        DATA_DIR: dataDir,
        // The address the pages' links, the sitemap and the API's origin check use (never a request's Host).
        SITE_URL: baseURL,
        LOG: '0',
        NODE_ENV: 'production',
        // The tests deploy, roll back and start canaries in this kept folder: the next run still serves the sources.
        LOCAL_BUILDS: 'always',
      },
    });
    await waitForReady(`${baseURL}/api/ready`, 10 * 60_000, server);
  }
  project.provide('baseURL', baseURL);
  project.provide('deployDir', deployDir);
  // The launcher's process id (0 when E2E_BASE_URL names a server started elsewhere): its child serves the site.
  project.provide('launcherPid', server?.pid ?? 0);

  return async () => {
    if (!server || server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        server?.kill('SIGKILL');
        resolve(undefined);
      }, 15_000);
      server?.once('exit', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    deployDir: string;
    launcherPid: number;
  }
}
