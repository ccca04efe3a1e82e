/**
 * `npm run dev`: every app with hot reload — the shell on :3000 (proxying /api), each section's dev server on
 * its own port, and the API on :3100 — with a development registry that points at the dev servers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { startStandaloneApi } from '@tax/api';
import { ROOT, SECTION_APPS } from '../lib/paths.ts';
import { writeSiteRouteTypes } from './route-table.ts';

// Typed links check against the sections' pages as they are now; the development registry carries the same tables.
writeSiteRouteTypes();

const children: ChildProcess[] = [];
const rspack = join(ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
for (const dir of [...SECTION_APPS, 'shell']) {
  const child = spawn(process.execPath, [rspack, 'serve'], {
    cwd: join(ROOT, dir),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', SITE_DEV: '1' },
  });
  children.push(child);
}
await startStandaloneApi({ port: 3100, host: '127.0.0.1' });
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
