/**
 * The running site server's address, for the commands on the same machine (`npm run status` without PORT): `npm
 * start` writes it once it listens and removes it when it stops.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEPLOY_DIR } from './paths.ts';

export interface RunningServer {
  port: number;
  pid: number;
  startedAt: string;
}

const runFile = (deployDir: string) => join(deployDir, '.ops', 'server.json');

export function writeRunFile(port: number, deployDir = DEPLOY_DIR): void {
  mkdirSync(join(deployDir, '.ops'), { recursive: true, mode: 0o700 });
  const running: RunningServer = { port, pid: process.pid, startedAt: new Date().toISOString() };
  writeFileSync(runFile(deployDir), `${JSON.stringify(running)}\n`, { mode: 0o600 });
}

/** Removed only when it still names this process (another server may have started since with the same folder). */
export function removeRunFile(deployDir = DEPLOY_DIR): void {
  if (readRunFile(deployDir)?.pid === process.pid) rmSync(runFile(deployDir), { force: true });
}

/** The server that last started with this deploy folder and has not stopped, if its process still runs. */
export function readRunFile(deployDir = DEPLOY_DIR): RunningServer | null {
  const file = runFile(deployDir);
  if (!existsSync(file)) return null;
  try {
    const running = JSON.parse(readFileSync(file, 'utf8')) as RunningServer;
    if (!Number.isInteger(running.port) || !Number.isInteger(running.pid)) return null;
    // Signal 0 only asks whether the process exists (a server killed with SIGKILL leaves its file behind).
    process.kill(running.pid, 0);
    return running;
  } catch {
    return null;
  }
}
