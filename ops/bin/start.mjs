#!/usr/bin/env node
// `npm start` on a fresh clone: install dependencies if they are missing, compile the server when its sources
// changed (ops/bin/build-server.mjs), then run it with plain node; it builds the front end when needed and serves.
// Plain JavaScript with no dependencies, so it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(join(root, 'node_modules', '.package-lock.json')) || !existsSync(join(root, 'node_modules', 'esbuild'))) {
  console.log('Installing dependencies (npm install)…');
  const install = spawnSync(npm, ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const { SERVER_DIR, buildServer, runServer } = await import('./build-server.mjs');
let script = process.env.SITE_SCRIPT;
if (!script) {
  const { built, ms } = await buildServer({ force: process.argv.includes('--rebuild') });
  if (built) console.log(`Compiled the server in ${(ms / 1000).toFixed(1)} s`);
  script = join(SERVER_DIR, 'site.js');
}
// `npm start` is the production site: production unless the caller says otherwise (Secure cookies, no
// development defaults anywhere).
await runServer(script, process.argv.slice(2), { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' });
