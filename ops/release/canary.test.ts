/**
 * Issue 16, item 4 and the registry's history (item 3): a canary goes to its share of visitors, sticky for each,
 * server rendering and the browser see the same choice, promote makes it current, rollback ends it; every change
 * leaves a history row.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

const deployDir = mkdtempSync(join(tmpdir(), 'canary-test-'));
process.env.DEPLOY_DIR = deployDir;
process.env.DEPLOY_ACTOR = 'ops-test';
const { publishSection } = await import('./publish.ts');
const { publishShell, rollbackSection } = await import('./release.ts');
const { fileRegistryBackend } = await import('./registry-backend.ts');
const { promoteCanary } = await import('./registry-store.ts');
const { createSiteServer } = await import('../site/server.ts');

const fixtures = mkdtempSync(join(tmpdir(), 'canary-fixtures-'));
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

const backend = fileRegistryBackend(deployDir);
const meta = (action: string) => ({ action, command: `test ${action}` });

beforeEach(async () => {
  for (const name of ['shell', 'mfe', 'remotes.json', 'shell.json', 'releases.jsonl'])
    rmSync(join(deployDir, name), { recursive: true, force: true });
  await backend.change(meta('deploy'), (store) =>
    publishShell(
      build('shell', { 'index.html': '<!doctype html><html><head><!--site:head--></head><body></body></html>' }),
      { version: '1.0.0' },
      store,
    ),
  );
  await backend.change(meta('deploy'), (store) => publishSection('news', { dist: build('news-1'), version: '1.0.0' }, store));
});

describe('canary releases', () => {
  it('deploy --canary keeps current for everyone else; promote makes it current; every change is in the history', async () => {
    await backend.change(meta('canary'), (store) => publishSection('news', { dist: build('news-2'), version: '1.1.0', canary: 10 }, store));
    let news = (await backend.read()).sections.remotes.news!;
    expect(news.current.version).toBe('1.0.0');
    expect(news.canary).toMatchObject({ version: '1.1.0', percent: 10 });

    await backend.change(meta('promote'), (store) => store.writeSections(promoteCanary(store.readSections(), 'news')));
    news = (await backend.read()).sections.remotes.news!;
    expect([news.current.version, news.previous?.version, news.canary]).toEqual(['1.1.0', '1.0.0', undefined]);

    const history = await backend.history('news');
    expect(history.map((row) => [row.action, row.from, row.to])).toEqual([
      ['promote', '1.0.0', '1.1.0'],
      ['canary', '1.0.0', '1.1.0'],
      ['deploy', null, '1.0.0'],
    ]);
    expect(history[0]).toMatchObject({ actor: 'ops-test', command: 'test promote' });
    expect((await backend.history('shell'))[0]).toMatchObject({ action: 'deploy', to: '1.0.0' });
  });

  it('rollback during a canary ends it: everyone is back on the current version', async () => {
    await backend.change(meta('canary'), (store) => publishSection('news', { dist: build('news-3'), version: '1.2.0', canary: 25 }, store));
    const result = await backend.change(meta('abort'), (store) => rollbackSection('news', undefined, store));
    expect(result.version).toBe('1.0.0');
    const news = (await backend.read()).sections.remotes.news!;
    expect([news.current.version, news.canary]).toEqual(['1.0.0', undefined]);
    // The row says what ended: from the canary's version back to the current one.
    expect((await backend.history('news'))[0]).toMatchObject({ action: 'abort', from: '1.2.0', to: '1.0.0' });
  });

  it('serves the canary to about its share of 200 fresh visitors, each sticky to his side, pages and /remotes.json alike', async () => {
    await backend.change(meta('canary'), (store) => publishSection('news', { dist: build('news-4'), version: '1.3.0', canary: 10 }, store));
    const app = await createSiteServer({ deployDir, ssr: false });
    try {
      const visitors: { cookie: string; canary: boolean }[] = [];
      for (let i = 0; i < 200; i++) {
        const response = await app.inject({ method: 'GET', url: '/remotes.json' });
        const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0]!;
        expect(cookie).toMatch(/^site_bucket=\d{1,2}$/);
        const news = response.json().remotes.news;
        // The canary field itself never reaches a browser; the current version is its fallback.
        expect(news.canary).toBeUndefined();
        const canary = news.current.version === '1.3.0';
        if (canary) expect(news.previous.version).toBe('1.0.0');
        visitors.push({ cookie, canary });
      }
      const share = visitors.filter((v) => v.canary).length;
      console.log(`canary share: ${share} of 200 fresh visitors (${share / 2} %) for a 10 % canary`);
      // 10 % of 200 is 20; five standard deviations either side (sd 4.2) make a false failure practically impossible.
      expect(share).toBeGreaterThanOrEqual(4);
      expect(share).toBeLessThanOrEqual(41);
      for (const visitor of visitors.slice(0, 60)) {
        for (let again = 0; again < 2; again++) {
          const response = await app.inject({ method: 'GET', url: '/remotes.json', headers: { cookie: visitor.cookie } });
          expect(response.headers['set-cookie']).toBeUndefined();
          expect(response.json().remotes.news.current.version === '1.3.0').toBe(visitor.canary);
        }
      }
      // The page is rendered (here: served) from the same choice: its embedded registry names the same version.
      const inCanary = visitors.find((v) => v.canary)!;
      const page = await app.inject({ method: 'GET', url: '/en/news', headers: { cookie: inCanary.cookie } });
      expect(page.body).toContain('/mfe/news/1.3.0/');
      const outside = visitors.find((v) => !v.canary)!;
      const other = await app.inject({ method: 'GET', url: '/en/news', headers: { cookie: outside.cookie } });
      expect(other.body).not.toContain('/mfe/news/1.3.0/');
      expect(other.body).toContain('/mfe/news/1.0.0/');
    } finally {
      await app.close();
    }
  });
});
