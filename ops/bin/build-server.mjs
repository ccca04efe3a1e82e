#!/usr/bin/env node
// The production servers as plain JavaScript: the site server (ops/site/start.ts, with the API and the parts of the
// kit it imports) and the standalone API (api/src/server.ts), each bundled by esbuild into one file under
// dist/server/. Dependencies from node_modules stay imports; only the workspace's own TypeScript is compiled.
// Plain JavaScript, so `npm start` can run it with node before anything is compiled.
//   node ops/bin/build-server.mjs [--force]
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const SERVER_DIR = join(root, 'dist', 'server');
/** The compiled entries: name in dist/server -> source. */
export const SERVER_ENTRIES = {
  site: 'ops/site/start.ts',
  'render-worker': 'ops/site/render-worker.ts',
  api: 'api/src/server.ts',
  // The CV checks' worker thread (api/src/files/cv-checker.ts), started by the API in either server.
  'cv-worker': 'api/src/files/cv-worker.ts',
};

const STAMP_NAME = '.source-stamp.json';
/** What decides the output besides the bundled sources: the dependencies' versions, this script, esbuild's version. */
const ALWAYS_STAMPED = ['package-lock.json', 'ops/bin/build-server.mjs'];

/** The same fingerprint as the front end's (ops/build/stamp.ts): each file's path, size and modification time. */
function fingerprint(files, extra) {
  const hash = createHash('sha256');
  hash.update(`${extra}\n`);
  for (const file of [...files].sort()) {
    try {
      const stat = statSync(file);
      hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
    } catch {
      hash.update(`${file}:missing\n`);
    }
  }
  return hash.digest('hex');
}

function readStamp(stampFile) {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Dependencies stay `import 'fastify'` in the output, resolved from dist/server/ at run time. A copy nested in a
 * workspace (api/node_modules/x, a version the root does not have) would silently be swapped for the root's: the
 * build refuses it instead.
 */
const externalDependencies = (outdir) => ({
  name: 'external-dependencies',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@tax/') || args.path.startsWith('node:')) return undefined;
      const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
      for (let dir = args.resolveDir; dir.startsWith(root); dir = dirname(dir)) {
        const candidate = join(dir, 'node_modules', name);
        if (!existsSync(candidate)) continue;
        let outer = outdir;
        while (!existsSync(join(outer, 'node_modules', name)) && dirname(outer) !== outer) outer = dirname(outer);
        if (join(outer, 'node_modules', name) !== candidate) {
          return { errors: [{ text: `${name} resolves to ${candidate} from its importer but not from ${outdir}` }] };
        }
        break;
      }
      return { path: args.path, external: true };
    });
  },
});

/**
 * Code that finds files beside itself (`import.meta.url`: the repository root, api/.data/pglite) must see its own
 * source location, not the bundle's: each use becomes the source file's address relative to the output file.
 */
const sourceLocation = (outdir) => ({
  name: 'source-location',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const href = relative(outdir, args.path).split(sep).map(encodeURIComponent).join('/');
      return {
        contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(href)}, import.meta.url).href`),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
});

/**
 * Builds the servers unless the files they were built from are unchanged since the last build (the list of those
 * files comes from the last build itself, so nothing outside them triggers a rebuild). Each output file is
 * replaced atomically, so a server starting meanwhile reads either the old build or the new one.
 * `entries`/`outdir` are for tests; `force` rebuilds regardless.
 */
export async function buildServer({ force = false, entries = SERVER_ENTRIES, outdir = SERVER_DIR } = {}) {
  const stampFile = join(outdir, STAMP_NAME);
  const { version, build, stop } = await import('esbuild');
  const always = ALWAYS_STAMPED.map((file) => join(root, file));
  const extra = JSON.stringify({ esbuild: version, entries });
  const previous = readStamp(stampFile);
  const outputs = Object.keys(entries).map((name) => join(outdir, `${name}.js`));
  if (
    !force &&
    previous &&
    outputs.every((file) => existsSync(file)) &&
    previous.stamp === fingerprint([...always, ...previous.inputs], extra)
  ) {
    return { built: false, ms: 0 };
  }
  const started = performance.now();
  // esbuild's service process would otherwise live as long as the caller (the launcher, beside the server).
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.entries(entries).map(([name, source]) => ({ in: resolve(root, source), out: name })),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    write: false,
    plugins: [externalDependencies(outdir), sourceLocation(outdir)],
    // The compiled site server renders on threads running render-worker.js beside it (ops/site/start.ts).
    define: { 'process.env.SITE_SERVER_BUNDLE': '"1"' },
  }).finally(() => stop());
  mkdirSync(outdir, { recursive: true });
  const writeAtomically = (file, contents) => {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, contents);
    renameSync(temporary, file);
  };
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
  const inputs = Object.keys(result.metafile.inputs).map((input) => resolve(root, input));
  writeAtomically(stampFile, JSON.stringify({ inputs, stamp: fingerprint([...always, ...inputs], extra) }));
  return { built: true, ms: performance.now() - started };
}

/**
 * Runs a compiled server with plain node in a child process (the process serving traffic loads no compiler),
 * forwarding SIGINT/SIGTERM to it and exiting with its code. Stack traces point into the TypeScript sources.
 * `npm start` runs this launcher through `sh -c`, and a SIGTERM sent to npm ends that shell without passing the
 * signal on: when the launcher finds itself orphaned (its parent gone), it stops the server as if told SIGTERM, so
 * the site never keeps running on its port after its `npm start` was stopped.
 */
export async function runServer(file, args, env, cwd = root) {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, ['--enable-source-maps', file, ...args], { cwd, stdio: 'inherit', env });
  let forwarded = false;
  const stop = (signal) => {
    if (forwarded) return;
    forwarded = true;
    child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop('SIGTERM');
  }, 250).unref();
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { built, ms } = await buildServer({ force: process.argv.includes('--force') });
  console.log(built ? `server built in ${(ms / 1000).toFixed(1)} s (${relative(root, SERVER_DIR)})` : 'server unchanged');
}
