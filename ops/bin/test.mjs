#!/usr/bin/env node
// `npm test`: every test — typecheck, lint, unit tests (front end and API on the embedded database), then the
// browser tests against the production build started as `npm start` starts it. Installs dependencies if missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (label, args) => {
  const started = Date.now();
  console.log(`\n=== ${label}`);
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit', env: process.env });
  console.log(`=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
};

if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  if (!run('install', ['install', '--no-audit', '--no-fund'])) process.exit(1);
}

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit tests', ['run', 'test:unit']],
  ['browser tests', ['run', 'test:e2e']],
];
const failed = [];
for (const [label, args] of steps) if (!run(label, args)) failed.push(label);
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nAll tests passed.');
