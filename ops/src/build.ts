import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './paths.ts';

/** Builds one app with its own rspack config (production mode), printing rspack's own build time. */
export function buildApp(dir: string, env: Record<string, string> = {}): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build'], {
    cwd: join(ROOT, dir),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  if (result.status !== 0) throw new Error(`${dir}: build failed (exit ${result.status ?? 'signal'})`);
  return performance.now() - started;
}
