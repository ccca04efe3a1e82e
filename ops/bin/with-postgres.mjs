#!/usr/bin/env node
/**
 * Runs a command with DATABASE_URL pointing at a real PostgreSQL server:
 *   node ops/bin/with-postgres.mjs <command> [args…]
 * With DATABASE_URL already set, uses that server (the role must be allowed to create databases). Without it,
 * starts a throw-away cluster from the local PostgreSQL binaries (Debian: apt install postgresql) in a temporary
 * directory on a spare port, and removes it afterwards. Exits with the command's status.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: with-postgres.mjs <command> [args…]');
  process.exit(2);
}
const run = (env) => spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

if (process.env.DATABASE_URL) process.exit(run({}));

const root = '/usr/lib/postgresql';
const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
if (!versions.length) {
  console.error('No PostgreSQL binaries under /usr/lib/postgresql; set DATABASE_URL or install postgresql.');
  process.exit(1);
}
const bin = path.join(root, versions[0], 'bin');
const port = await new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const dir = mkdtempSync(path.join(os.tmpdir(), 'tax-pg-'));
chmodSync(dir, 0o777);
const dataDir = path.join(dir, 'data');
const isRoot = process.getuid?.() === 0;
// initdb refuses to run as root: run the server as the postgres user then.
const asPg = (cmd, cmdArgs) =>
  isRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...cmdArgs], { stdio: 'pipe' })
    : execFileSync(cmd, cmdArgs, { stdio: 'pipe' });
let code = 1;
try {
  asPg(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  asPg(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);
  console.log(`PostgreSQL ${versions[0]} on 127.0.0.1:${port} (${dataDir})`);
  code = run({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` });
} finally {
  try {
    asPg(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  } catch {}
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
