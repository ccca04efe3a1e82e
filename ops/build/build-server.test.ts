/**
 * The production servers run compiled JavaScript (issue 15 item 5): ops/bin/build-server.mjs bundles them with
 * esbuild, rebuilds only when what went into them changed, and the result runs with plain node.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ENTRIES, buildServer } from '../bin/build-server.mjs';
import { ROOT } from '../lib/paths.ts';

// Inside the repository, so that the bundles' imports of dependencies resolve from node_modules as dist/server's do.
const cache = join(ROOT, 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const work = mkdtempSync(join(cache, 'build-server-test-'));
const sources = mkdtempSync(join(tmpdir(), 'build-server-src-'));
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(sources, { recursive: true, force: true });
});

describe('build-server', () => {
  const outdir = join(work, 'fixture');
  const entries = { main: join(sources, 'main.ts') };
  mkdirSync(join(sources, 'lib'));
  writeFileSync(
    join(sources, 'lib', 'where.ts'),
    "import { fileURLToPath } from 'node:url';\nexport const here: string = fileURLToPath(import.meta.url);\n",
  );
  writeFileSync(
    join(sources, 'main.ts'),
    "import semver from 'semver';\nimport { here } from './lib/where.ts';\nconsole.log(JSON.stringify({ here, valid: semver.valid('1.2.3') }));\n",
  );

  it('compiles TypeScript into one JavaScript file that plain node runs, code that finds files beside itself still finding its source folder', async () => {
    expect(await buildServer({ entries, outdir })).toMatchObject({ built: true });
    const output = readFileSync(join(outdir, 'main.js'), 'utf8');
    // A dependency stays an import, resolved from node_modules at run time.
    expect(output).toMatch(/from "semver"/);
    const run = spawnSync(process.execPath, [join(outdir, 'main.js')], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ here: join(sources, 'lib', 'where.ts'), valid: '1.2.3' });
  });

  it('rebuilds only when a file that went into the build changed, or when forced', async () => {
    expect(await buildServer({ entries, outdir })).toMatchObject({ built: false });
    // Another file in the same folder did not go into the build.
    writeFileSync(join(sources, 'lib', 'unused.ts'), 'export const unused = 1;\n');
    expect(await buildServer({ entries, outdir })).toMatchObject({ built: false });
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(sources, 'lib', 'where.ts'), later, later);
    expect(await buildServer({ entries, outdir })).toMatchObject({ built: true });
    expect(await buildServer({ entries, outdir })).toMatchObject({ built: false });
    expect(await buildServer({ entries, outdir, force: true })).toMatchObject({ built: true });
    rmSync(join(outdir, 'main.js'));
    expect(await buildServer({ entries, outdir })).toMatchObject({ built: true });
  });

  it('refuses a build that could not run the compiled code', async () => {
    writeFileSync(join(sources, 'broken.ts'), "import { nothing } from './missing.ts';\nconsole.log(nothing);\n");
    await expect(buildServer({ entries: { broken: join(sources, 'broken.ts') }, outdir: join(work, 'broken') })).rejects.toThrow(
      /missing\.ts/,
    );
  });

  it('compiles the standalone API, which serves from plain node with no TypeScript loader', { timeout: 180_000 }, async () => {
    const out = join(work, 'servers');
    await buildServer({ outdir: out });
    for (const name of Object.keys(SERVER_ENTRIES)) expect(readFileSync(join(out, `${name}.js`), 'utf8')).not.toMatch(/\bfrom "@tax\//);
    const child = spawn(process.execPath, [join(out, 'api.js')], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(work, 'data'), LOG_LEVEL: 'info', NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const base = await new Promise<string>((resolve, reject) => {
        let seen = '';
        child.stdout.on('data', (chunk: Buffer) => {
          seen += chunk.toString();
          const address = /listening at (http:\/\/127\.0\.0\.1:\d+)/i.exec(seen);
          if (address) resolve(address[1]!);
        });
        child.once('exit', (code) => reject(new Error(`the API exited (${code}): ${seen}`)));
      });
      const ready = await fetch(`${base}/api/ready`);
      expect(ready.status).toBe(200);
      const news = await fetch(`${base}/api/news`);
      expect(news.status).toBe(200);
      expect(((await news.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });
});
