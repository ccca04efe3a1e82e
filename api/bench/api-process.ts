/**
 * The API as the benchmarks run it: its own process on 127.0.0.1, NODE_ENV=production, a fresh temporary data
 * directory (PGlite) unless DATABASE_URL points at PostgreSQL.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BenchApi {
  base: string;
  dataDir: string;
  /** Starts the server with these extra environment variables and waits until it answers /api/ready. */
  start(env: Record<string, string>): Promise<void>;
  /** Stops the server (if it runs) and removes the data directory. */
  close(): Promise<void>;
}

/** A free port and a data directory; the server starts later (PGlite allows one process at a time: set-up first). */
export async function benchApi(label: string): Promise<BenchApi> {
  const port = await new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `tax-api-${label}-`));
  const base = `http://127.0.0.1:${port}`;
  let server: ReturnType<typeof spawn> | undefined;

  return {
    base,
    dataDir,
    async start(env) {
      server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiDir,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          SIMULATE_OPERATORS: '0',
          ...env,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const until = Date.now() + 120_000;
      while (Date.now() < until) {
        if (server.exitCode !== null) throw new Error(`the API exited (${server.exitCode}) before it was ready`);
        try {
          if ((await fetch(`${base}/api/ready`)).ok) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error('the API did not become ready');
    },
    async close() {
      const running = server;
      if (running && running.exitCode === null) {
        running.kill('SIGTERM');
        await new Promise((r) => running.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
