#!/usr/bin/env node
// A section team's development loop: their remote with hot reload (rspack serve on its own port) inside the running
// production site, where every other section runs its published build. Nothing is built, published or written into
// the deploy folder or the registry: the site learns of the development server, and only a browser that asks for it
// on this machine (http://localhost:3000/news?override=news@dev) loads it; ?override=reset goes back. The site
// takes a development override, and the announcement, from loopback callers only (docs/decisions/0040).
//   npm run dev -w @tax/mfe-news          (PORT: the site's port, default 3000; DEV_SERVER_PORT: the section's)
// Without a site running, it starts one (`npm start`; serving what is deployed when something is).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const section = process.argv[2];
const pkg = JSON.parse(readFileSync(join(root, `mfe-${section}`, 'package.json'), 'utf8'));
const sitePort = Number(process.env.PORT ?? 3000);
const devPort = Number(process.env.DEV_SERVER_PORT) || pkg.federation.port;
const deployDir = resolve(process.env.DEPLOY_DIR ?? join(root, 'deploy'));
const manifest = `http://localhost:${devPort}/mf-manifest.json`;
const children = [];
const run = (args, options) => {
  const child = spawn(process.execPath, args, { stdio: 'inherit', ...options });
  children.push(child);
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((child) => child.kill(signal)));

run([join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'serve'], {
  cwd: join(root, `mfe-${section}`),
  env: { ...process.env, NODE_ENV: 'development', DEV_SERVER_PORT: String(devPort) },
});

const siteUp = () =>
  fetch(`http://127.0.0.1:${sitePort}/remotes.json`, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.ok,
    () => false,
  );
if (!(await siteUp())) {
  // Serve what is deployed as it is; build only on a fresh checkout with nothing deployed yet.
  const deployed = existsSync(join(deployDir, 'remotes.json'));
  console.log(
    deployed
      ? `Starting the site on :${sitePort} (the deployed versions, nothing rebuilt)…`
      : 'Nothing is deployed yet: building the site once…',
  );
  run([join(root, 'ops', 'bin', 'start.mjs')], { cwd: root, env: { ...process.env, ...(deployed ? { BUILD_ON_START: '0' } : {}) } });
}

/** Tells the site where the development server is (again every few seconds: the site may restart). */
async function announce() {
  const tokenFile = join(deployDir, '.ops', `${sitePort}.token`);
  if (!existsSync(tokenFile) || !(await siteUp())) return false;
  const response = await fetch(`http://127.0.0.1:${sitePort}/__ops/dev-sections`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-token': readFileSync(tokenFile, 'utf8').trim() },
    body: JSON.stringify({ section, url: manifest }),
  }).catch(() => null);
  return response?.status === 204;
}
let announced = false;
for (;;) {
  const ok = await announce();
  if (ok && !announced) {
    const prefix = pkg.federation.prefixes[0] === '/' ? '' : pkg.federation.prefixes[0];
    console.log(
      `\n${section}: development build on ${manifest}\n` +
        `Open http://localhost:${sitePort}${prefix}?override=${section}@dev in the browser on this machine that should load it ` +
        `(everyone else keeps the published version; ?override=reset goes back).\n`,
    );
  }
  announced = ok;
  await new Promise((r) => setTimeout(r, ok ? 10_000 : 1_000));
}
