import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The deploy folder is read from the environment when ./paths.ts is first imported: a fresh one for this file.
const deployDir = mkdtempSync(join(tmpdir(), 'rollback-command-'));
process.env.DEPLOY_DIR = deployDir;
const { ROOT } = await import('../lib/paths.ts');
const { publishSection } = await import('./publish.ts');
const { publishShell } = await import('./release.ts');
const { fileRegistryStore } = await import('./registry-store.ts');

/** The commands' temp folder: this test's own. */
const lockDir = mkdtempSync(join(tmpdir(), 'rollback-lock-'));
/** The registry's lock (files backend): a deploy holds it while it reads and writes the registry. */
const lockFile = join(deployDir, '.registry.lock');
const fixtures = mkdtempSync(join(tmpdir(), 'rollback-fixtures-'));
afterAll(() => {
  for (const dir of [deployDir, lockDir, fixtures]) rmSync(dir, { recursive: true, force: true });
});

function build(name: string, files: Record<string, string>): string {
  const dir = join(fixtures, name);
  mkdirSync(join(dir, 'static', 'js'), { recursive: true });
  for (const [file, body] of Object.entries(files)) writeFileSync(join(dir, file), body);
  return dir;
}

const store = fileRegistryStore(deployDir);
const registryFile = join(deployDir, 'remotes.json');
const command = (args: string[]) => [
  join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
  join(ROOT, 'ops', 'release', 'rollback.ts'),
  ...args,
];
const env = { ...process.env, DEPLOY_DIR: deployDir, TMPDIR: lockDir, TMP: lockDir, TEMP: lockDir };

beforeAll(() => {
  const kit = [{ name: '@tax/shared', version: '1.1.0' }];
  publishShell(
    build('shell', { 'mf-manifest.json': JSON.stringify({ shared: kit }), 'index.html': '<html></html>' }),
    { version: '1.0.0' },
    store,
  );
  const section = (marker: string) =>
    build(marker, {
      'mf-manifest.json': JSON.stringify({ shared: [{ ...kit[0], requiredVersion: '^1.1.0' }] }),
      [`static/js/main.${marker}.js`]: `console.log(${JSON.stringify(marker)});`,
    });
  publishSection('news', { dist: section('news-a'), version: '1.0.0' });
  publishSection('news', { dist: section('news-b'), version: '1.0.1' });
});

describe('npm run rollback (the command)', () => {
  it(
    'refuses a version that is not published, with a clear message and a failing exit code, and writes nothing',
    { timeout: 30_000 },
    () => {
      const before = readFileSync(registryFile, 'utf8');
      for (const bogus of ['../news/1.0.1', '1.0.9']) {
        const result = spawnSync(process.execPath, command(['news', bogus]), { cwd: ROOT, env, encoding: 'utf8' });
        expect(result.status).toBe(1);
        expect(result.stderr).toContain(`news ${JSON.stringify(bogus)} is not a published version. Published: 1.0.0, 1.0.1`);
      }
      expect(readFileSync(registryFile, 'utf8')).toBe(before);
    },
  );

  it('waits for the registry lock a deploy holds, then rolls back', { timeout: 30_000 }, async () => {
    const before = readFileSync(registryFile, 'utf8');
    writeFileSync(lockFile, '');
    const child = spawn(process.execPath, command(['news']), { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      // Long enough for the command to start and reach the lock (about a second), and then some.
      const early = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('waiting'), 3000))]);
      expect(early, output).toBe('waiting');
      expect(readFileSync(registryFile, 'utf8')).toBe(before);
    } finally {
      rmSync(lockFile, { force: true });
    }
    expect(await exited, output).toBe(0);
    expect(output).toMatch(/news now runs 1\.0\.0 \(previous: 1\.0\.1\)/);
    expect(store.readSections().remotes.news).toMatchObject({ current: { version: '1.0.0' }, previous: { version: '1.0.1' } });
  });
});
