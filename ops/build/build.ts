import { spawnSync } from 'node:child_process';
import { closeSync, openSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, isSection } from '../lib/paths.ts';
import { writeBuildRouteTable } from './route-table.ts';

/**
 * Builds one app with its own rspack config (production mode), printing rspack's own build time. `outputPath` builds
 * somewhere other than the app's dist/ (the reproducibility test), leaving what is there for publishing alone;
 * `root` builds another checkout of the repository (the same test, from another folder).
 */
export function buildApp(dir: string, env: Record<string, string> = {}, outputPath?: string, root = ROOT): number {
  const started = performance.now();
  const args = [join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build'];
  const result = spawnSync(process.execPath, args, {
    cwd: join(root, dir),
    stdio: 'inherit',
    // BUILD_OUTPUT rather than --output-path: the browser and the server build each write their own part of it.
    env: { ...process.env, NODE_ENV: 'production', ...env, ...(outputPath ? { BUILD_OUTPUT: outputPath } : {}) },
  });
  if (result.status !== 0) throw new Error(`${dir}: build failed (exit ${result.status ?? 'signal'})`);
  // A section's build carries its route table: publishing puts it into the registry, where links resolve.
  const section = dir.replace(/^mfe-/, '');
  if (dir.startsWith('mfe-') && isSection(section)) writeBuildRouteTable(section, root, outputPath);
  return performance.now() - started;
}

const LOCK = join(tmpdir(), 'soliq-site-build.lock');
const STALE_MS = 10 * 60_000;

/**
 * Builds write into each app's dist/ and publishing reads from it: two at once on one checkout (two terminals,
 * a test run beside a start) would mix files. One build-and-publish at a time, machine-wide.
 */
export function withBuildLock<T>(run: () => T): T {
  return withLockFile(LOCK, run);
}

/** Runs `run` holding an exclusive lock file (created with O_EXCL; one left by a crash is broken after 10 min). */
export function withLockFile<T>(lock: string, run: () => T): T {
  const release = acquireLockFile(lock);
  try {
    return run();
  } finally {
    release();
  }
}

/** Takes an exclusive lock file (waiting for it); returns what releases it. */
export function acquireLockFile(lock: string): () => void {
  const deadline = Date.now() + STALE_MS;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_MS) rmSync(lock, { force: true });
      } catch {
        // It went away between the two calls.
      }
      if (Date.now() > deadline) throw new Error(`Could not take the lock ${lock}`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  return () => rmSync(lock, { force: true });
}
