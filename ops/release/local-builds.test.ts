/**
 * Issue 42, observation 2: after `npm run deploy -- news --version 1.0.2` (and the shell at 1.1.0), a restart must
 * not publish local builds over them. `npm start` publishes only apps no operator chose a version for.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

const deployDir = mkdtempSync(join(tmpdir(), 'local-builds-'));
process.env.DEPLOY_DIR = deployDir;
process.env.DEPLOY_ACTOR = 'aziz@ops';
const { publishSection } = await import('./publish.ts');
const { publishShell, rollbackSection } = await import('./release.ts');
const { fileRegistryBackend } = await import('./registry-backend.ts');
const { localBuilds, START_COMMAND } = await import('./local-builds.ts');

const fixtures = mkdtempSync(join(tmpdir(), 'local-builds-fixtures-'));
afterAll(() => {
  rmSync(deployDir, { recursive: true, force: true });
  rmSync(fixtures, { recursive: true, force: true });
});

let counter = 0;
function build(marker: string, extra: Record<string, string> = {}): string {
  const dir = join(fixtures, `build-${++counter}`);
  mkdirSync(join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({ shared: [{ name: '@tax/shared', version: '1.1.0', requiredVersion: '^1.1.0' }] }),
  );
  writeFileSync(join(dir, 'static', 'js', `main.${marker}.js`), `console.log(${JSON.stringify(marker)});`);
  for (const [file, body] of Object.entries(extra)) writeFileSync(join(dir, file), body);
  return dir;
}
const shellBuild = (marker: string) =>
  build(marker, { 'index.html': '<!doctype html><html><head><!--site:head--></head><body></body></html>' });

const backend = fileRegistryBackend(deployDir);
const start = { action: 'deploy', command: START_COMMAND };
const apps = ['shell', 'news', 'about'];

beforeEach(async () => {
  for (const name of ['shell', 'mfe', 'remotes.json', 'shell.json', 'releases.jsonl'])
    rmSync(join(deployDir, name), { recursive: true, force: true });
  // A first `npm start`: everything published from the local sources.
  await backend.change(start, (store) => publishShell(shellBuild('shell-1'), { version: '1.0.0' }, store));
  await backend.change(start, (store) => publishSection('news', { dist: build('news-1'), version: '1.0.0' }, store));
  await backend.change(start, (store) => publishSection('about', { dist: build('about-1'), version: '1.0.0' }, store));
});

describe('a restart keeps what operators deployed', () => {
  it('leaves news 1.0.2 and the shell 1.1.0 deployed with --version alone; other apps the start published stay its own', async () => {
    await backend.change({ action: 'deploy', command: 'deploy shell --version 1.1.0' }, (store) =>
      publishShell(shellBuild('shell-2'), { version: '1.1.0' }, store),
    );
    await backend.change({ action: 'deploy', command: 'deploy news --version 1.0.2' }, (store) =>
      publishSection('news', { dist: build('news-2'), version: '1.0.2' }, store),
    );
    const local = await localBuilds(backend, [...apps, 'contact']);
    expect(['shell', 'news', 'about', 'contact'].map((app) => local.may(app))).toEqual([false, false, true, true]);
    expect(local.kept).toEqual([
      { app: 'shell', version: '1.1.0', by: 'aziz@ops', command: 'deploy shell --version 1.1.0' },
      { app: 'news', version: '1.0.2', by: 'aziz@ops', command: 'deploy news --version 1.0.2' },
    ]);
    // What the restart does with it: publishes the apps it may, so news and the shell are still current after it.
    for (const app of apps.filter((name) => local.may(name) && name !== 'shell'))
      await backend.change(start, (store) => publishSection(app as 'about', { dist: build(`${app}-changed`), suffixHash: true }, store));
    const { sections, shell } = await backend.read();
    expect([shell?.current.version, sections.remotes.news?.current.version, sections.remotes.news?.previous?.version]).toEqual([
      '1.1.0',
      '1.0.2',
      '1.0.0',
    ]);
    expect(sections.remotes.about?.current.version).toMatch(/^1\.0\.0-local\./);
  });

  it("keeps an operator's rollback and canary too; a start's own publish leaves the next start free", async () => {
    await backend.change({ action: 'deploy', command: 'deploy news --version 1.0.2' }, (store) =>
      publishSection('news', { dist: build('news-2'), version: '1.0.2' }, store),
    );
    await backend.change({ action: 'rollback', command: 'rollback news' }, (store) => rollbackSection('news', undefined, store));
    expect((await localBuilds(backend, apps)).kept).toEqual([{ app: 'news', version: '1.0.0', by: 'aziz@ops', command: 'rollback news' }]);
    await backend.change({ action: 'canary', command: 'deploy about --version 1.1.0 --canary 10' }, (store) =>
      publishSection('about', { dist: build('about-2'), version: '1.1.0', canary: 10 }, store),
    );
    expect((await localBuilds(backend, apps)).kept.map((k) => [k.app, k.version])).toEqual([
      ['news', '1.0.0'],
      ['about', '1.0.0'],
    ]);
    expect((await localBuilds(backend, apps)).may('shell')).toBe(true);
  });

  it('builds everything with LOCAL_BUILDS=always (the browser tests reuse a deploy folder their deploys changed)', async () => {
    await backend.change({ action: 'deploy', command: 'deploy news --version 1.0.2' }, (store) =>
      publishSection('news', { dist: build('news-2'), version: '1.0.2' }, store),
    );
    expect((await localBuilds(backend, apps)).may('news')).toBe(false);
    const always = await localBuilds(backend, apps, true);
    expect([apps.map((app) => always.may(app)), always.kept]).toEqual([[true, true, true], []]);
  });
});
