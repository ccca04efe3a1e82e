#!/usr/bin/env node
/**
 * Runs the API test suite against a real PostgreSQL server: DATABASE_URL's, else a throw-away local cluster
 * (ops/bin/with-postgres.mjs).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const apiDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const withPostgres = path.join(apiDir, '..', 'ops', 'bin', 'with-postgres.mjs');
const result = spawnSync(process.execPath, [withPostgres, 'npx', 'vitest', 'run', ...process.argv.slice(2)], {
  cwd: apiDir,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
