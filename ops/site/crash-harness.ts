/**
 * The crash test's harness (issue 42 item 6): the real site server as `npm start` runs it (ops/bin/start.mjs, the
 * compiled server), a few hundred contact-form posts in flight, SIGKILL of the server process in the middle of them,
 * and a second start on the same database. Used by ops/site/crash-recovery.test.ts (PGlite) and
 * ops/test-pg/crash-recovery.test.ts (PostgreSQL).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');

export interface RunningSite {
  launcher: ChildProcess;
  output: () => string;
}

/** A deploy folder with a shell that needs nothing and no section: the API is what is under test. */
export function emptyDeployFolder(deployDir: string): void {
  mkdirSync(join(deployDir, 'shell'), { recursive: true });
  writeFileSync(join(deployDir, 'shell', 'index.html'), '<!doctype html><html><head><!--site:head--></head><body></body></html>');
  writeFileSync(join(deployDir, 'shell', 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  writeFileSync(join(deployDir, 'remotes.json'), JSON.stringify({ schemaVersion: 1, remotes: {} }));
}

/** The environment of a site server that serves what is deployed, with every client behind a trusted proxy. */
export function crashSiteEnv(port: number, deployDir: string, more: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEPLOY_DIR: deployDir,
    BUILD_ON_START: '0',
    SSR: '0',
    SSR_THREADS: '0',
    LOG: '0',
    OPERATORS_SIMULATOR: '0',
    NODE_ENV: 'production',
    SITE_URL: `http://127.0.0.1:${port}`,
    // Each post says it comes from another address (X-Forwarded-For), so the per-client form limit lets them in.
    TRUST_PROXY: '127.0.0.1',
    ...more,
  };
}

/** Starts `npm start`'s launcher and resolves once the API answers ready. */
export async function startSite(env: NodeJS.ProcessEnv): Promise<RunningSite> {
  const launcher = spawn(process.execPath, [join(ROOT, 'ops', 'bin', 'start.mjs')], { cwd: ROOT, env });
  let output = '';
  launcher.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  launcher.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (launcher.exitCode !== null) throw new Error(`the site server exited (${launcher.exitCode}):\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${env.PORT}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { launcher, output: () => output };
    await new Promise((done) => setTimeout(done, 300));
  }
  launcher.kill('SIGKILL');
  throw new Error(`the site server did not become ready:\n${output}`);
}

/** The process serving the site: the launcher's child (ops/bin/build-server.mjs runServer). */
export function serverPid(site: RunningSite): number {
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(site.launcher.pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
  if (children.length !== 1) throw new Error(`expected one server process under the launcher, found ${children.length}`);
  return children[0]!;
}

export async function stopSite(site: RunningSite): Promise<void> {
  if (site.launcher.exitCode !== null || site.launcher.signalCode !== null) return;
  const exited = new Promise((done) => site.launcher.once('exit', done));
  site.launcher.kill('SIGTERM');
  const timer = setTimeout(() => site.launcher.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

export interface Volley {
  fired: number;
  /** The ids of the receipts answered 2xx. */
  answered: string[];
  /** Posts that got no answer (the connection died with the server) or a non-2xx. */
  unanswered: number;
}

/**
 * Fires `count` contact-form posts at once (each from its own address) and SIGKILLs the server process once
 * `killAfter` of them have been answered: the rest are in flight, in the API, in the database, or not yet read.
 */
export async function volleyAndKill(port: number, pid: number, count: number, killAfter: number): Promise<Volley> {
  const answered: string[] = [];
  let unanswered = 0;
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    process.kill(pid, 'SIGKILL');
  };
  const post = async (n: number) => {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/forms/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.42.${n >> 8}.${n & 255}` },
        body: JSON.stringify({
          fio: `Crash Test ${n}`,
          phone_number: '+998 90 123 45 67',
          email: `crash${n}@example.uz`,
          message: `Submission number ${n} of the crash test.`,
        }),
      });
      const body = (await response.json()) as { id?: string };
      if (response.status >= 200 && response.status < 300 && body.id) answered.push(body.id);
      else unanswered += 1;
    } catch {
      unanswered += 1;
    }
    if (answered.length >= killAfter) kill();
  };
  await Promise.all(Array.from({ length: count }, (_, n) => post(n)));
  kill();
  return { fired: count, answered, unanswered };
}

/** Waits until the process is gone (a SIGKILLed server, or its launcher following it). */
export async function gone(pid: number): Promise<void> {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((done) => setTimeout(done, 50));
  }
}
