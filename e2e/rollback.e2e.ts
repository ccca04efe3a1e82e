import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { baseURL, openSession, pageReady, type Session } from './support/browser.ts';
import { ROOT } from './support/paths.ts';

type Registry = { remotes: Record<string, { current: { version: string; entry: string }; previous?: { version: string } | null }> };

function ops(script: string, args: string[]) {
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(ROOT, 'ops', 'release', script), ...args],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, DEPLOY_DIR: inject('deployDir') },
    },
  );
  if (result.status !== 0) throw new Error(`${script} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const registryText = () => readFileSync(join(inject('deployDir'), 'remotes.json'), 'utf8');
const registry = (): Registry => JSON.parse(registryText()) as Registry;
type ShellRecord = { current: { version: string }; previous: { version: string } | null };
const shellText = () => readFileSync(join(inject('deployDir'), 'shell.json'), 'utf8');
const shellRecord = (): ShellRecord => JSON.parse(shellText()) as ShellRecord;

/** The failing command's output, for a refusal the test expects. */
function opsFailure(script: string, args: string[]): string {
  try {
    ops(script, args);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error(`${script} ${args.join(' ')} succeeded; expected a refusal`);
}

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

/** A page as the server sends it (no browser): how it was made (X-Render) and by which shell version. */
async function serverRenderedShell(path: string): Promise<{ render: string | null; version: string | undefined }> {
  const response = await fetch(new URL(path, baseURL()));
  const html = await response.text();
  return { render: response.headers.get('x-render'), version: /data-section="shell" data-section-version="([^"]+)"/.exec(html)?.[1] };
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

  it('refuses to roll back to anything but a published version of that section, and leaves the registry as it was', () => {
    const before = registryText();
    const published = registry().remotes.news!.current.version;
    for (const bogus of ['0.0.0-never', `../news/${published}`, `../about/${registry().remotes.about!.current.version}`]) {
      expect(opsFailure('rollback.ts', ['news', bogus])).toMatch(/is not a published version\. Published: /);
    }
    expect(registryText()).toBe(before);
  });

  it('deploying the same sources again is a no-op that says so (the rebuild is byte-identical)', () => {
    const original = registry().remotes.news!.current.version;
    const next = `1.0.1-noop.${Date.now()}`;
    expect(ops('deploy.ts', ['news', '--version', next])).toMatch(new RegExp(`news ${next.replace(/\./g, '\\.')} is live`));
    const deployed = registryText();
    // Built again from the same sources: nothing is written, not even the registry's times.
    expect(ops('deploy.ts', ['news', '--version', next])).toMatch(/is already live with this content: nothing changed/);
    expect(registryText()).toBe(deployed);
    ops('rollback.ts', ['news', original]);
    expect(registry().remotes.news?.current.version).toBe(original);
  });
});

describe('deploy and rollback of the shell', () => {
  it('deploys a new shell into its own version, keeps an open tab working, and rolls back without a rebuild', async () => {
    const original = shellRecord().current.version;
    const sectionsBefore = registryText();
    // A tab opened on the current shell before the deploy.
    const openTab = await openSession();
    try {
      await openTab.page.goto('/en/empty');
      await pageReady(openTab.page);
      expect(await openTab.page.locator('article[data-section="shell"]').getAttribute('data-section-version')).toBe(original);

      const next = `1.0.1-e2e.${Date.now()}`;
      expect(ops('deploy.ts', ['shell', '--version', next])).toMatch(/is live/);
      expect(shellRecord()).toMatchObject({ current: { version: next }, previous: { version: original } });
      expect(await sectionVersionOnNewVisit('/en/empty')).toBe(next);
      // Server rendering follows without a restart: the new shell's server build renders (it once failed beside the
      // first one in the same process, and every page fell back to client rendering).
      expect(await serverRenderedShell('/en/empty')).toEqual({ render: expect.stringMatching(/^server/), version: next });
      // The sections' registry is untouched by a shell release.
      expect(registryText()).toBe(sectionsBefore);

      // The open tab, still on the old shell, navigates on and loads a section.
      await openTab.page.locator('header nav').getByRole('link', { name: 'News', exact: true }).first().click();
      await openTab.page.waitForURL('**/en/news');
      // The old page's heading is there until the news page replaces it: wait for the section, not for any heading.
      await expect.poll(() => openTab.page.locator('article[data-section]').getAttribute('data-section'), { timeout: 30_000 }).toBe('news');
      expect(openTab.errors).toEqual([]);

      // A shell version that was never published is refused, and nothing changes.
      const record = shellText();
      expect(opsFailure('rollback.ts', ['shell', '../mfe/news/1.0.0'])).toMatch(/is not a published version/);
      expect(shellText()).toBe(record);

      expect(ops('rollback.ts', ['shell'])).toMatch(new RegExp(`shell now runs ${original.replace(/\./g, '\\.')}`));
      expect(shellRecord()).toMatchObject({ current: { version: original }, previous: { version: next } });
      expect(await sectionVersionOnNewVisit('/en/empty')).toBe(original);
      expect(await serverRenderedShell('/en/empty')).toEqual({ render: expect.stringMatching(/^server/), version: original });
    } finally {
      await openTab.close();
    }
  });
});
