/**
 * `npm start` stops cleanly (issue 42, observation 6): SIGTERM to npm, or to the launcher a supervisor runs, stops
 * accepting, gives requests in flight DRAIN_MS, closes the database and exits 0, leaving the port free; while it
 * runs, `npm run status` finds it without PORT.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../lib/paths.ts';

const work = mkdtempSync(join(tmpdir(), 'shutdown-'));
const started: ChildProcess[] = [];
afterAll(() => {
  // Each site runs in a process group of its own: a failed test leaves nothing of it running.
  for (const child of started) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  rmSync(work, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves true once a TCP connection to the port is refused. */
async function portClosed(port: number, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (!open) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** A request still arriving: its headers promise a body that never comes, so it is in flight until closed. */
function requestInFlight(port: number) {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    'POST /api/forms/feedback HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"a":',
  );
  return new Promise<void>((resolve) => socket.once('close', () => resolve()));
}

async function startSite(name: string, command: string, args: string[]) {
  const deployDir = join(work, name);
  mkdirSync(join(deployDir, 'shell'), { recursive: true });
  writeFileSync(join(deployDir, 'shell', 'index.html'), '<!doctype html><html><head><!--site:head--></head><body></body></html>');
  writeFileSync(join(deployDir, 'shell', 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEPLOY_DIR: deployDir,
    DATA_DIR: join(work, name, 'pglite'),
    BUILD_ON_START: '0',
    OPERATORS_SIMULATOR: '0',
    LOG: '0',
    SSR: '0',
    DRAIN_MS: '1500',
  };
  const child = spawn(command, args, { cwd: ROOT, env, detached: true });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the site did not start:\n${output}`)), 150_000);
    const check = () => {
      if (!output.includes('The site is running')) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout!.on('data', check);
    void exited.then(() => reject(new Error(`the site exited:\n${output}`)));
  });
  return { child, port, deployDir, exited, output: () => output };
}

describe('stopping npm start', () => {
  it('SIGTERM to npm: requests in flight get their time, then the port is free, the run file gone, the server exited', async () => {
    const site = await startSite('npm', process.platform === 'win32' ? 'npm.cmd' : 'npm', ['start']);
    const runFile = join(site.deployDir, '.ops', 'server.json');
    expect(JSON.parse(readFileSync(runFile, 'utf8')).port).toBe(site.port);

    // `npm run status` without PORT reads this server's figures (it said "no site server has run on port 3000").
    const { PORT: _port, ...withoutPort } = process.env;
    const status = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(ROOT, 'ops', 'release', 'status.ts')],
      {
        cwd: ROOT,
        env: { ...withoutPort, DEPLOY_DIR: site.deployDir },
        encoding: 'utf8',
      },
    );
    expect(status.stdout).toContain("Pages served by this machine's site server since");
    expect(status.stdout).not.toContain('unavailable');

    const held = requestInFlight(site.port);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stoppedAt = Date.now();
    site.child.kill('SIGTERM');
    expect(await portClosed(site.port, 15_000)).toBe(true);
    await held;
    // The request in flight was given its DRAIN_MS (1.5 s) before it was closed, and no more (its own time-out is 120 s).
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(1_000);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    await expect.poll(() => site.output(), { timeout: 15_000 }).toContain('The site has stopped');
    expect(existsSync(runFile)).toBe(false);
    await site.exited;
  }, 200_000);

  it('SIGTERM to the launcher a supervisor runs (node ops/bin/start.mjs): exit code 0 and the port free', async () => {
    const site = await startSite('node', process.execPath, [join(ROOT, 'ops', 'bin', 'start.mjs')]);
    site.child.kill('SIGTERM');
    expect(await site.exited).toBe(0);
    expect(await portClosed(site.port, 2_000)).toBe(true);
    expect(site.output()).toContain('The site has stopped');
  }, 200_000);
});
