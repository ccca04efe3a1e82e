#!/usr/bin/env node
// `npm start` on a fresh clone: install dependencies if they are missing, then build (when needed) and start.
// Plain JavaScript with no dependencies, so it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(join(root, 'node_modules', '.package-lock.json')) || !existsSync(join(root, 'node_modules', 'tsx'))) {
  console.log('Installing dependencies (npm install)…');
  const install = spawnSync(npm, ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const script = process.env.SITE_SCRIPT ?? join(root, 'ops', 'src', 'start.ts');
const child = spawn(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), script, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  // `npm start` is the production site: production unless the caller says otherwise (Secure cookies, no
  // development defaults anywhere).
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
