/**
 * Issue 16, item 3: two site servers started on one machine against one PostgreSQL database and one shared deploy
 * folder (the second one as two worker processes, WORKERS=2). A rollback and a deploy made by the operators' commands (separate processes) show on both within seconds,
 * without a restart, and one client's form limit holds across both instead of doubling.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, TSX, createDatabase, deployFolder, publish, siteEnv, startSite } from './site.ts';

const base = process.env.DATABASE_URL;
if (!base) throw new Error('DATABASE_URL is not set: run `npm run test:ops:pg` (it starts a throw-away PostgreSQL)');

const deployDir = mkdtempSync(join(tmpdir(), 'two-servers-'));
const database = `two_servers_${process.pid}`;
const url = new URL(base);
url.pathname = `/${database}`;
const env = siteEnv(url.toString(), deployDir, { REGISTRY_POLL_MS: '500', DEPLOY_ACTOR: 'two-servers-test' });
const servers: { process: ChildProcess; port: number }[] = [];

async function startServer(port: number, workers = 1): Promise<void> {
  const site = startSite({ ...env, WORKERS: String(workers) }, port);
  servers.push({ process: site.process, port });
  await site.ready;
}

const newsOn = async (port: number) =>
  ((await (await fetch(`http://127.0.0.1:${port}/remotes.json`)).json()) as { remotes: { news: { current: { version: string } } } }).remotes
    .news.current.version;

/** Runs an operators' command (rollback, deploy…) as a process of its own; its time in ms. */
function command(script: string, ...args: string[]): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, [TSX, join(ROOT, 'ops', 'release', `${script}.ts`), ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${script} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return performance.now() - started;
}

/** Waits until both servers serve `version` for news; how long that took (ms). */
async function converge(version: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const seen = await Promise.all(servers.map((server) => newsOn(server.port)));
    if (seen.every((v) => v === version)) return performance.now() - started;
    if (performance.now() - started > 10_000) throw new Error(`not converged after 10 s: ${seen.join(', ')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  await createDatabase(base, database);
  // The shared deploy folder: a shell, and news published as 1.0.0 and 1.1.0, 1.1.0 live.
  deployFolder(deployDir);
  const entry = (v: string) => publish(deployDir, 'news', v);
  writeFileSync(
    join(deployDir, 'remotes.json'),
    JSON.stringify({ schemaVersion: 1, remotes: { news: { prefixes: ['/news'], current: entry('1.1.0'), previous: entry('1.0.0') } } }),
  );
  const ports = [3000 + (process.pid % 1000) + 4100, 3000 + (process.pid % 1000) + 4101];
  // The second server is itself two processes on one port (WORKERS=2, one per core).
  await Promise.all(ports.map((port, i) => startServer(port, i + 1)));
});

afterAll(async () => {
  for (const server of servers) server.process.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(deployDir, { recursive: true, force: true });
});

describe('two site servers on one database', () => {
  it('both show a rollback and a deploy within seconds, without a restart', async () => {
    expect(await Promise.all(servers.map((s) => newsOn(s.port)))).toEqual(['1.1.0', '1.1.0']);
    const rollbackMs = command('rollback', 'news', '--reason', 'a test of two servers');
    const back = await converge('1.0.0');
    const forwardMs = command('rollback', 'news', '1.1.0');
    const forward = await converge('1.1.0');
    console.log(
      `rollback ${rollbackMs.toFixed(0)} ms, both servers converged ${back.toFixed(0)} ms after it; ` +
        `roll forward ${forwardMs.toFixed(0)} ms, converged ${forward.toFixed(0)} ms after it (poll every 500 ms)`,
    );
    expect(back).toBeLessThan(5_000);
    expect(forward).toBeLessThan(5_000);
    // Both changes are in the history, with who and why.
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query(
      'SELECT action, from_version, to_version, actor, reason FROM site_releases WHERE app = $1 ORDER BY id',
      ['news'],
    );
    await client.end();
    expect(rows).toEqual([
      { action: 'rollback', from_version: '1.1.0', to_version: '1.0.0', actor: 'two-servers-test', reason: 'a test of two servers' },
      { action: 'rollback', from_version: '1.0.0', to_version: '1.1.0', actor: 'two-servers-test', reason: null },
    ]);
  });

  it("one client's form limit (10 a minute) holds across both servers", async () => {
    const body = JSON.stringify({
      fio: 'Karimov Aziz',
      phone_number: '+998 90 555 12 34',
      email: 'aziz@example.uz',
      message: 'Savolim bor.',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const { port } = servers[i % 2]!;
      const response = await fetch(`http://127.0.0.1:${port}/api/forms/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
