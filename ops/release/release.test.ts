import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

// The deploy folder is read from the environment when ./paths.ts is first imported: a fresh one for this file.
const deployDir = mkdtempSync(join(tmpdir(), 'release-test-'));
process.env.DEPLOY_DIR = deployDir;
const { publishSection } = await import('./publish.ts');
const { localShellVersion, publishShell, rollbackSection, rollbackShell } = await import('./release.ts');
const { fileRegistryStore } = await import('./registry-store.ts');

const fixtures = mkdtempSync(join(tmpdir(), 'release-fixtures-'));
afterAll(() => {
  rmSync(deployDir, { recursive: true, force: true });
  rmSync(fixtures, { recursive: true, force: true });
});

type Shared = { name: string; version: string; requiredVersion?: string };
let counter = 0;

/** A build folder as rspack leaves it: a manifest listing the shared singletons, and a hashed script. */
function build(shared: Shared[], marker: string, extra: Record<string, string> = {}): string {
  const dir = join(fixtures, `build-${++counter}`);
  mkdirSync(join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ shared }));
  writeFileSync(join(dir, 'static', 'js', `main.${marker}.js`), `console.log(${JSON.stringify(marker)});`);
  for (const [file, body] of Object.entries(extra)) writeFileSync(join(dir, file), body);
  return dir;
}
const shellBuild = (kit: string, marker: string) =>
  build([{ name: '@tax/shared', version: kit }], marker, {
    'index.html': `<html><script src="/static/js/main.${marker}.js"></script></html>`,
  });
const sectionBuild = (range: string, marker: string) => build([{ name: '@tax/shared', version: '1.1.0', requiredVersion: range }], marker);

const store = fileRegistryStore(deployDir);
const registryFile = join(deployDir, 'remotes.json');
const shellFile = join(deployDir, 'shell.json');
const liveIndex = () => readFileSync(join(deployDir, 'shell', 'index.html'), 'utf8');
const bytes = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

beforeEach(() => {
  for (const name of ['shell', 'mfe', 'remotes.json', 'shell.json']) rmSync(join(deployDir, name), { recursive: true, force: true });
});

describe('the name of a local shell build', () => {
  const pkgVersion = (
    JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'shell', 'package.json'), 'utf8')) as { version: string }
  ).version;

  it("is the package's version while that is free or holds the same content, else <version>-local.<hash>", () => {
    const first = shellBuild('1.1.0', 'shell-a');
    expect(localShellVersion(first)).toBeNull();
    publishShell(first, { version: pkgVersion }, store);
    expect(localShellVersion(first)).toBeNull();
    const changed = shellBuild('1.1.0', 'shell-b');
    const name = localShellVersion(changed);
    expect(name).toMatch(new RegExp(`^${pkgVersion.replace(/\./g, '\\.')}-local\\.[0-9a-f]{8}$`));
    // The same sources give the same name; once published (under any version), nothing new.
    expect(localShellVersion(shellBuild('1.1.0', 'shell-b'))).toBe(name);
    publishShell(changed, { version: name! }, store);
    expect(localShellVersion(changed)).toBeNull();
  });
});

describe('publishing is a no-op for content that is already live', () => {
  it('a section deployed twice with the same content writes nothing the second time', () => {
    publishShell(shellBuild('1.1.0', 'shell-a'), { version: '1.0.0' }, store);
    const dist = sectionBuild('^1.1.0', 'news-a');
    expect(publishSection('news', { dist, version: '1.0.0' })).toMatchObject({ version: '1.0.0', changed: true });
    const before = bytes(registryFile);
    expect(publishSection('news', { dist, version: '1.0.0' })).toMatchObject({ version: '1.0.0', changed: false });
    expect(bytes(registryFile)).toBe(before);
  });

  it('the shell deployed twice with the same content writes nothing the second time', () => {
    const dist = shellBuild('1.1.0', 'shell-a');
    expect(publishShell(dist, { version: '1.0.0' }, store)).toEqual({ version: '1.0.0', changed: true });
    const before = [bytes(shellFile), bytes(join(deployDir, 'shell', 'index.html'))];
    expect(publishShell(dist, { version: '1.0.0' }, store)).toEqual({ version: '1.0.0', changed: false });
    expect([bytes(shellFile), bytes(join(deployDir, 'shell', 'index.html'))]).toEqual(before);
  });

  it('a local start leaves a deployed version live when its rebuild matches a published one (no -local version)', () => {
    publishShell(shellBuild('1.1.0', 'shell-a'), { version: '1.0.0' }, store);
    const original = sectionBuild('^1.1.0', 'news-a');
    publishSection('news', { dist: original, version: '1.0.0' });
    publishSection('news', { dist: sectionBuild('^1.1.0', 'news-b'), version: '1.0.2' });
    const before = bytes(registryFile);
    const again = publishSection('news', { dist: sectionBuild('^1.1.0', 'news-a'), suffixHash: true, keepPublished: true });
    expect(again).toMatchObject({ version: '1.0.2', changed: false });
    expect(bytes(registryFile)).toBe(before);
    expect(existsSync(join(deployDir, 'mfe', 'news'))).toBe(true);
    expect(readFileSync(registryFile, 'utf8')).not.toContain('-local');
  });

  it('different content under a published version is refused', () => {
    publishShell(shellBuild('1.1.0', 'shell-a'), { version: '1.0.0' }, store);
    expect(() => publishShell(shellBuild('1.1.0', 'shell-b'), { version: '1.0.0' }, store)).toThrow(/already published with other content/);
  });
});

describe('the shared-singleton gate, both ways', () => {
  it('refuses a section that needs a kit the live shell does not provide, and writes nothing', () => {
    publishShell(shellBuild('1.1.0', 'shell-a'), { version: '1.0.0' }, store);
    publishSection('news', { dist: sectionBuild('^1.1.0', 'news-a'), version: '1.0.0' });
    const before = bytes(registryFile);
    expect(() => publishSection('news', { dist: sectionBuild('^2.0.0', 'news-b'), version: '2.0.0' })).toThrow(
      /news cannot be deployed into the current shell:\n {2}- @tax\/shared: the shell provides 1\.1\.0, the remote needs \^2\.0\.0/,
    );
    expect(bytes(registryFile)).toBe(before);
    expect(existsSync(join(deployDir, 'mfe', 'news', '2.0.0'))).toBe(false);
  });

  it('refuses a shell that no longer provides what the current section version needs, and keeps the live shell', () => {
    publishShell(shellBuild('1.1.0', 'shell-a'), { version: '1.0.0' }, store);
    publishSection('news', { dist: sectionBuild('^1.1.0', 'news-a'), version: '1.0.0' });
    const before = [bytes(shellFile), liveIndex()];
    expect(() => publishShell(shellBuild('2.0.0', 'shell-b'), { version: '2.0.0' }, store)).toThrow(
      /shell 2\.0\.0 is refused: .*\n {2}- @tax\/shared: the shell provides 2\.0\.0, needed \^1\.1\.0 by news 1\.0\.0 \(current\)\n/,
    );
    expect([bytes(shellFile), liveIndex()]).toEqual(before);
    expect(existsSync(join(deployDir, 'shell', 'versions', '2.0.0'))).toBe(false);
  });

  it('names each cause of a refusal once, with every live version it concerns', () => {
    publishShell(shellBuild('1.1.0', 'shell-a'), { version: '1.0.0' }, store);
    publishSection('news', { dist: sectionBuild('^1.1.0', 'news-a'), version: '1.0.0' });
    publishSection('news', { dist: sectionBuild('^1.1.0', 'news-b'), version: '1.0.1' });
    publishSection('about', { dist: sectionBuild('^1.1.0', 'about-a'), version: '1.0.0' });
    let message = '';
    try {
      publishShell(shellBuild('2.0.0', 'shell-b'), { version: '2.0.0' }, store);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n').filter((line) => line.startsWith('  - '))).toEqual([
      '  - @tax/shared: the shell provides 2.0.0, needed ^1.1.0 by news 1.0.1 (current), news 1.0.0 (previous), about 1.0.0 (current)',
    ]);
  });

  it('refuses a shell that would break the previous section version the page falls back to', () => {
    publishShell(shellBuild('1.1.0', 'shell-a'), { version: '1.0.0' }, store);
    publishSection('news', { dist: sectionBuild('^1.1.0', 'news-a'), version: '1.0.0' });
    publishSection('news', { dist: sectionBuild('^1.1.0 || ^2.0.0', 'news-b'), version: '1.1.0' });
    expect(() => publishShell(shellBuild('2.0.0', 'shell-b'), { version: '2.0.0' }, store)).toThrow(/news 1\.0\.0 \(previous\)/);
    // Once the previous version is also one that runs on kit 2, the same shell goes through.
    publishSection('news', { dist: sectionBuild('^1.1.0 || ^2.0.0', 'news-c'), version: '1.2.0' });
    expect(publishShell(shellBuild('2.0.0', 'shell-b'), { version: '2.0.0' }, store)).toEqual({ version: '2.0.0', changed: true });
  });
});

describe('rollback', () => {
  it('points the shell back at an earlier version without a rebuild, keeping every version’s hashed files', () => {
    publishShell(shellBuild('1.1.0', 'shell-a'), { version: '1.0.0' }, store);
    publishShell(shellBuild('1.1.0', 'shell-b'), { version: '1.1.0' }, store);
    expect(liveIndex()).toContain('main.shell-b.js');

    expect(rollbackShell(undefined, store)).toEqual({ version: '1.0.0', changed: true });
    expect(liveIndex()).toContain('main.shell-a.js');
    expect(store.readShell()).toMatchObject({ current: { version: '1.0.0' }, previous: { version: '1.1.0' } });
    // Tabs opened on either shell still find their files.
    for (const marker of ['shell-a', 'shell-b'])
      expect(existsSync(join(deployDir, 'shell', 'static', 'js', `main.${marker}.js`))).toBe(true);

    expect(rollbackShell('1.1.0', store).version).toBe('1.1.0');
    expect(liveIndex()).toContain('main.shell-b.js');
  });

  it('refuses a shell rollback to a version that would break a live section', () => {
    publishShell(shellBuild('1.1.0', 'shell-a'), { version: '1.0.0' }, store);
    publishShell(shellBuild('2.0.0', 'shell-b'), { version: '2.0.0' }, store);
    publishSection('news', { dist: sectionBuild('^2.0.0', 'news-a'), version: '2.0.0' });
    const before = [bytes(shellFile), liveIndex()];
    expect(() => rollbackShell('1.0.0', store)).toThrow(/news 2\.0\.0 \(current\)/);
    expect([bytes(shellFile), liveIndex()]).toEqual(before);
  });

  it('refuses anything but a published version of that app, and changes nothing', () => {
    publishShell(shellBuild('1.1.0', 'shell-a'), { version: '1.0.0' }, store);
    publishShell(shellBuild('1.1.0', 'shell-b'), { version: '1.0.1' }, store);
    publishSection('news', { dist: sectionBuild('^1.1.0', 'news-a'), version: '1.0.0' });
    publishSection('news', { dist: sectionBuild('^1.1.0', 'news-b'), version: '1.0.1' });
    publishSection('about', { dist: sectionBuild('^1.1.0', 'about-a'), version: '1.0.5' });
    const before = [bytes(registryFile), bytes(shellFile), liveIndex()];

    for (const bogus of ['../news/1.0.1', '../about/1.0.5', '1.0.5', '0.0.0-never', '', '1.0.1/../1.0.0', '%2e%2e/news/1.0.0']) {
      expect(() => rollbackSection('news', bogus, store)).toThrow(/is not a published version\. Published: 1\.0\.0, 1\.0\.1/);
    }
    for (const bogus of ['../mfe/news/1.0.0', '9.9.9', 'versions/1.0.0']) {
      expect(() => rollbackShell(bogus, store)).toThrow(/is not a published version/);
    }
    // The section's own entries are not enough: "about" has no 1.0.0.
    expect(() => rollbackSection('about', '1.0.0', store)).toThrow(/about "1\.0\.0" is not a published version/);
    expect([bytes(registryFile), bytes(shellFile), liveIndex()]).toEqual(before);

    expect(rollbackSection('news', '1.0.0', store).version).toBe('1.0.0');
    expect(store.readSections().remotes.news).toMatchObject({ current: { version: '1.0.0' }, previous: { version: '1.0.1' } });
  });
});
