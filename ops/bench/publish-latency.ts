/**
 * Issue 40's figure: the time from pressing Publish (the API call's start) until BOTH site servers of a PostgreSQL
 * deployment serve the article page with the new text. Two production servers (ops/bin/start.mjs, as `npm start`)
 * share a fresh database; an editor (made with `npm run staff`, signed in with a second factor) publishes through
 * server A, and both servers' pages are polled every 20 ms. Two cases, RUNS times each:
 *   - first publish: a new article (both servers answered 404 for it just before);
 *   - republish: a changed text of a public article whose page both servers have cached.
 *   npm run bench:publish          (starts a throw-away PostgreSQL; DATABASE_URL to use another server)
 * It serves the browser tests' deploy folder (.e2e-tmp/deploy), building it first when there is none. Goal: ≤ 5 s.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { ROOT } from '../lib/paths.ts';
import { startServer as startEmbedded, stopServer } from './size.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const GOAL_MS = 5000;
const DEPLOY_DIR = join(ROOT, '.e2e-tmp', 'deploy');
const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

interface Server {
  port: number;
  origin: string;
  child?: ChildProcess;
}

async function waitReady(server: Server): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.child?.exitCode !== null) throw new Error(`the server on :${server.port} exited`);
    try {
      if ((await fetch(`${server.origin}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server on :${server.port} was not ready within 180 s`);
}

function start(server: Server, databaseUrl: string): Promise<void> {
  server.child = spawn(process.execPath, [join(ROOT, 'ops', 'bin', 'start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(server.port),
      HOST: '127.0.0.1',
      SITE_URL: server.origin,
      DEPLOY_DIR,
      BUILD_ON_START: '0',
      LOG: '0',
      OPERATORS_SIMULATOR: '0',
      NODE_ENV: 'production',
    },
  });
  return waitReady(server);
}

function stop(server: Server): Promise<void> {
  const child = server.child;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** An editor account made through server A (`npm run staff`), signed in with a second factor enrolled on the way. */
async function signIn(server: Server): Promise<string> {
  const email = `bench.${Date.now().toString(36)}@soliq.uz`;
  const made = spawnSync(
    process.execPath,
    [TSX, join(ROOT, 'api', 'scripts', 'staff.ts'), '--email', email, '--role', 'editor', '--port', String(server.port), '--json'],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, DEPLOY_DIR } },
  );
  if (made.status !== 0) throw new Error(`npm run staff failed:\n${made.stdout}\n${made.stderr}`);
  const { password } = JSON.parse(made.stdout.trim().split('\n').pop() ?? '{}') as { password: string };
  let cookie = '';
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${server.origin}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.origin, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    const set = response.headers.get('set-cookie');
    if (set?.startsWith('tax_staff=')) cookie = set.split(';')[0]!;
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
    return (await response.json()) as { enrolment?: { secret: string } };
  };
  const first = await call('/staff/auth/sign-in', { email, password });
  const totp = new TOTP({ secret: Secret.fromBase32(String(first.enrolment?.secret).replace(/\s/g, '')), digits: 6, period: 30 });
  await call('/staff/auth/enrolment', { code: totp.generate() });
  return cookie;
}

const content = (title: string) => ({
  date: new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10),
  topic: 'announcements',
  texts: { uz: { title, summary: 'Tezlik o‘lchovi', body: `<p>${title}</p>` } },
});

/** ms from `started` until every server serves `path` with `text` in it (polled every 20 ms), per server. */
async function servedBy(servers: Server[], path: string, text: string, started: number): Promise<number[]> {
  return Promise.all(
    servers.map(async (server) => {
      for (;;) {
        const response = await fetch(`${server.origin}${path}`);
        const body = await response.text();
        if (response.status === 200 && body.includes(text)) return performance.now() - started;
        if (performance.now() - started > 30_000) throw new Error(`${server.origin}${path}: no "${text}" after 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set: run `npm run bench:publish` (it starts a throw-away PostgreSQL)');
  const port = 3900 + Math.floor(Math.random() * 80);
  if (!existsSync(join(DEPLOY_DIR, 'remotes.json'))) {
    console.log('Building the site once (no deploy folder yet)…');
    await stopServer(await startEmbedded(port));
  }
  const database = `bench_publish_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(base);
  url.pathname = `/${database}`;
  const servers: Server[] = [port, port + 1].map((p) => ({ port: p, origin: `http://127.0.0.1:${p}` }));
  try {
    for (const server of servers) await start(server, url.toString());
    const [a] = servers as [Server, Server];
    const cookie = await signIn(a);
    const editorial = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${a.origin}/api/staff/editorial/news${path}`, {
        method,
        headers: { 'content-type': 'application/json', origin: a.origin, cookie },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
      return (await response.json()) as { id: string; version: number };
    };
    const rows: { case: string; api: number; perServer: number[] }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const slug = `bench-publish-${Date.now().toString(36)}-${run}`;
      const first = `Birinchi ${slug}`;
      const item = await editorial('POST', '', { slug, content: content(first) });
      for (const server of servers) await fetch(`${server.origin}/news/${slug}`); // a 404 each, as a visitor met it
      let started = performance.now();
      await editorial('POST', `/${item.id}/publish`, {});
      let api = performance.now() - started;
      rows.push({ case: 'first publish', api, perServer: await servedBy(servers, `/news/${slug}`, first, started) });

      const changed = `Yangilangan ${slug}`;
      const current = await editorial('GET', `/${item.id}`);
      await editorial('PATCH', `/${item.id}/draft`, { baseVersion: current.version, content: content(changed) });
      await servedBy(servers, `/news/${slug}`, first, performance.now()); // both have the old page cached
      started = performance.now();
      await editorial('POST', `/${item.id}/publish`, {});
      api = performance.now() - started;
      rows.push({ case: 'republish', api, perServer: await servedBy(servers, `/news/${slug}`, changed, started) });
    }
    console.log('\nPublish → the article page with the new text on both servers (ms from the API call):');
    console.log('case            API call   server A   server B   both');
    for (const row of rows) {
      const both = Math.max(...row.perServer);
      console.log(
        `${row.case.padEnd(15)} ${row.api.toFixed(0).padStart(8)}   ${row.perServer.map((ms) => ms.toFixed(0).padStart(8)).join('   ')}   ${both.toFixed(0).padStart(5)}`,
      );
    }
    const worst = Math.max(...rows.map((row) => Math.max(...row.perServer)));
    for (const name of ['first publish', 'republish']) {
      const both = rows.filter((row) => row.case === name).map((row) => Math.max(...row.perServer));
      console.log(`${name}: median ${median(both).toFixed(0)} ms, worst ${Math.max(...both).toFixed(0)} ms over ${both.length} runs`);
    }
    console.log(
      `Goal ≤ ${GOAL_MS / 1000} s on both servers: ${worst <= GOAL_MS ? 'met' : 'NOT met'} (worst ${(worst / 1000).toFixed(2)} s)`,
    );
    if (worst > GOAL_MS) process.exitCode = 1;
  } finally {
    await Promise.all(servers.map(stop));
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
