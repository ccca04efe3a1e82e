/**
 * Issue 42, observation 6: `npm run deploy -- news` after a change to news's sources, when its package version is
 * already published, is refused before anything is built, naming the file to bump and offering --bump patch.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const deployDir = mkdtempSync(join(tmpdir(), 'source-hash-'));
process.env.DEPLOY_DIR = deployDir;
const { ROOT, sectionDir } = await import('../lib/paths.ts');
const { appSourceHash, changedSourcesRefusal, packageVersion, recordSourceHash, SOURCE_HASH_FILE } = await import('./source-hash.ts');
const { hashDir } = await import('./publish.ts');
afterAll(() => rmSync(deployDir, { recursive: true, force: true }));

const lockDir = mkdtempSync(join(tmpdir(), 'source-hash-lock-'));
afterAll(() => rmSync(lockDir, { recursive: true, force: true }));
const deploy = (args: string[]) =>
  spawnSync(process.execPath, [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(ROOT, 'ops', 'release', 'deploy.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, DEPLOY_DIR: deployDir, TMPDIR: lockDir },
    encoding: 'utf8',
    timeout: 60_000,
  });

/** news's package version published, as a deploy from other sources would have left it. */
function publishedFromOtherSources(version: string) {
  const folder = join(deployDir, 'mfe', 'news', version);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'mf-manifest.json'), '{}');
  writeFileSync(join(folder, SOURCE_HASH_FILE), `${'0'.repeat(64)}\n`);
  return folder;
}

describe('deploy refuses changed sources under a published version before building', () => {
  it('names the package file and --bump patch, builds nothing and changes nothing', () => {
    const version = packageVersion('news');
    publishedFromOtherSources(version);
    const dist = join(sectionDir('news'), 'dist');
    const distBefore = (() => {
      try {
        return statSync(dist).mtimeMs;
      } catch {
        return null;
      }
    })();
    const started = Date.now();
    const result = deploy(['news']);
    expect(result.status).not.toBe(0);
    expect(result.stderr + result.stdout).toContain(
      `news ${version} is already published from other sources: versions are immutable. Raise "version" in mfe-news/package.json`,
    );
    expect(result.stderr + result.stdout).toContain('npm run deploy -- news --bump patch');
    // Refused in seconds, not after a 20 s build: the build output was not touched.
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(
      (() => {
        try {
          return statSync(dist).mtimeMs;
        } catch {
          return null;
        }
      })(),
    ).toBe(distBefore);
    expect(readFileSync(join(sectionDir('news'), 'package.json'), 'utf8')).toContain(`"version": "${version}"`);
    // A child process (tsx starting the deploy command): seconds on a busy machine; the bound above is the test's own.
  }, 60_000);

  it('lets the same sources through, and keeps the recorded hash out of the build content', () => {
    const folder = join(deployDir, 'mfe', 'news', '9.9.9');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'mf-manifest.json'), '{}');
    const content = hashDir(folder);
    const sources = appSourceHash('news');
    recordSourceHash('news', '9.9.9', sources);
    expect(hashDir(folder)).toBe(content);
    expect(changedSourcesRefusal('news', '9.9.9', sources)).toBeNull();
    expect(changedSourcesRefusal('news', '9.9.9', appSourceHash('about'))).toMatch(
      /Raise "version" in mfe-news\/package\.json \(to 9\.9\.10, say\)/,
    );
    // A version published before hashes were recorded: nothing to compare, the build decides as before.
    expect(changedSourcesRefusal('news', '0.0.1', sources)).toBeNull();
  });
});
