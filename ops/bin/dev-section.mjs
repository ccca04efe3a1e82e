#!/usr/bin/env node
// A section team's development loop: their remote with hot reload (rspack serve on its own port) inside the
// production site, where every other section runs its published production build. Open http://localhost:3000.
//   npm run dev -w @tax/mfe-news
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const section = process.argv[2];
const pkgFile = join(root, `mfe-${section}`, 'package.json');
const { federation } = JSON.parse(readFileSync(pkgFile, 'utf8'));
const children = [];
const run = (args, options) => {
  const child = spawn(process.execPath, args, { stdio: 'inherit', ...options });
  children.push(child);
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
};
run([join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'serve'], {
  cwd: join(root, `mfe-${section}`),
  env: { ...process.env, NODE_ENV: 'development' },
});
run([join(root, 'ops', 'bin', 'start.mjs')], {
  cwd: root,
  env: { ...process.env, SITE_REGISTRY_OVERRIDE: `${section}=http://localhost:${federation.port}/mf-manifest.json` },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((child) => child.kill(signal)));
