import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openSession, pageReady, type Session } from './support/browser.ts';
import { ROOT } from './support/paths.ts';

type Registry = { remotes: Record<string, { current: { version: string; entry: string }; previous?: { version: string } | null }> };

function ops(script: string, args: string[]) {
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(ROOT, 'ops', 'src', script), ...args],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, DEPLOY_DIR: inject('deployDir') },
    },
  );
  if (result.status !== 0) throw new Error(`${script} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const registry = (): Registry => JSON.parse(readFileSync(join(inject('deployDir'), 'remotes.json'), 'utf8')) as Registry;

async function sectionVersionOnNewVisit(path: string, block?: string): Promise<string | null> {
  const session: Session = await openSession();
  try {
    if (block) await session.page.route(block, (route) => route.fulfill({ status: 404, body: 'missing' }));
    await session.page.goto(path);
    await pageReady(session.page);
    return await session.page.locator('article[data-section]').getAttribute('data-section-version');
  } finally {
    await session.close();
  }
}

describe('deploy and rollback of one section', () => {
  let session: Session | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('deploys a new version of news, falls back to the previous one when the new cannot load, and rolls back', async () => {
    const before = registry();
    const original = before.remotes.news!.current.version;
    const next = `1.0.1-e2e.${Date.now()}`;

    ops('deploy.ts', ['news', '--version', next]);
    const deployed = registry();
    expect(deployed.remotes.news?.current.version).toBe(next);
    expect(deployed.remotes.news?.previous?.version).toBe(original);
    expect(await sectionVersionOnNewVisit('/en/news')).toBe(next);

    // The new version's files missing: the shell loads the previous version instead of failing.
    expect(await sectionVersionOnNewVisit('/en/news', `**/mfe/news/${encodeURIComponent(next)}/**`)).toBe(original);

    ops('rollback.ts', ['news']);
    const rolled = registry();
    expect(rolled.remotes.news?.current.version).toBe(original);
    expect(rolled.remotes.news?.previous?.version).toBe(next);
    expect(await sectionVersionOnNewVisit('/en/news')).toBe(original);

    // The other sections are untouched.
    for (const name of ['home', 'about', 'services', 'personal']) {
      expect(rolled.remotes[name]).toEqual(before.remotes[name]);
    }
    expect(await sectionVersionOnNewVisit('/en/about')).toBe(before.remotes.about?.current.version);
  });

  it('the registry is served without caching, and published files are immutable', async () => {
    session = await openSession();
    const response = await session.page.request.get('/remotes.json');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const entry = registry().remotes.home!.current.entry;
    const manifest = await session.page.request.get(entry);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const remoteEntry = await session.page.request.get(entry.replace('mf-manifest.json', 'remoteEntry.js'));
    expect(remoteEntry.headers()['cache-control']).toContain('immutable');
  });

  it('refuses to roll back to a version that was never published', () => {
    expect(() => ops('rollback.ts', ['news', '0.0.0-never'])).toThrow(/not published/);
  });
});
