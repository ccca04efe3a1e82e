/** A site server as `npm start` runs it (ops/src/start.ts under tsx), for the tests on a real PostgreSQL server. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

export interface Site {
  process: ChildProcess;
  /** What it has printed so far. */
  output: () => string;
  /** Resolves once it says it is running. */
  ready: Promise<void>;
}

/** Starts a site server on `port` with `env`. */
export function startSite(env: NodeJS.ProcessEnv, port: number): Site {
  const child = spawn(process.execPath, [TSX, join(ROOT, 'ops', 'src', 'start.ts')], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  let output = '';
  const read = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  const ready = new Promise<void>((resolveStart, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`server :${port} did not start:\n${output}`));
    }, 120_000);
    const check = () => {
      if (!output.includes('The site is running')) return;
      clearTimeout(timer);
      resolveStart();
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.on('exit', (code) => reject(new Error(`server :${port} exited (${code}):\n${output}`)));
  });
  return { process: child, output: () => output, ready };
}
