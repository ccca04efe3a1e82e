/**
 * Every error screen answers with the status it shows (issue 42, observation 5): probes and monitors see the failure,
 * and no cache keeps it. The render-error screen is a 500, `/error?status=…` a known error status or else 500, a
 * 503 says when to come back, and none shows a raw JavaScript message.
 */
import { cpSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseURL } from './support/browser.ts';

async function get(path: string) {
  const response = await fetch(`${baseURL()}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

describe('error screens and their statuses', () => {
  it('a page that is not there: 404, in its language', async () => {
    const page = await get('/ru/no-such-page-here');
    expect(page.status).toBe(404);
    expect(page.html).toContain('Страница не найдена');
  });

  it('/error?status= answers a known error status and shows it; anything else is a 500; never cached', async () => {
    for (const [asked, status] of [
      ['599', 500],
      ['200', 500],
      ['abc', 500],
      ['410', 410],
      ['500', 500],
    ] as const) {
      const page = await get(`/en/error?status=${asked}`);
      expect({ asked, status: page.status }).toEqual({ asked, status });
      expect(page.html).toContain(`Error code: ${status}`);
      expect(page.headers.get('cache-control')).toMatch(/no-cache|no-store/);
      expect(page.headers.get('cache-control')).not.toMatch(/s-maxage/);
    }
  });

  it('a 503 says when to come back', async () => {
    const page = await get('/error?status=503');
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(page.html).toContain('Xato kodi: 503');
  });

  describe('a page whose code throws while it renders', () => {
    const deployDir = () => inject('deployDir');
    const registryFile = () => join(deployDir(), 'remotes.json');
    let original = '';
    const version = '0.0.3-render-throws';
    beforeAll(() => {
      original = readFileSync(registryFile(), 'utf8');
      const registry = JSON.parse(original) as { remotes: Record<string, { current: { version: string; entry: string } }> };
      const live = registry.remotes.news!.current;
      const to = join(deployDir(), 'mfe', 'news', version);
      rmSync(to, { recursive: true, force: true });
      cpSync(join(deployDir(), 'mfe', 'news', live.version), to, { recursive: true });
      // The same server container, whose news list page throws when it renders (its code loads fine).
      renameSync(join(to, 'server', 'remoteEntry.cjs'), join(to, 'server', 'remoteEntry.real.cjs'));
      writeFileSync(
        join(to, 'server', 'remoteEntry.cjs'),
        `const real = require('./remoteEntry.real.cjs');
function BrokenPage() { throw new Error('secret detail of a broken page'); }
const broken = (mod) => {
  const routes = mod && mod.pages ? mod : mod.default;
  return { ...routes, pages: routes.pages.map((p) => (p.name === 'news' ? { ...p, load: async () => ({ default: BrokenPage }) } : p)) };
};
module.exports = {
  init: (...args) => real.init(...args),
  get: (id) => Promise.resolve(real.get(id)).then((factory) => (id === './routes' ? () => broken(factory()) : factory)),
};
`,
      );
      registry.remotes.news = { ...registry.remotes.news!, current: { version, entry: `/mfe/news/${version}/mf-manifest.json` } };
      writeFileSync(registryFile(), JSON.stringify(registry, null, 2));
    });
    afterAll(() => {
      if (original) writeFileSync(registryFile(), original);
      rmSync(join(deployDir(), 'mfe', 'news', version), { recursive: true, force: true });
    });

    it("is the error screen with status 500, in its language, never the error's own message, never cached", async () => {
      for (const [prefix, text] of [
        ['', 'Xato kodi: 500'],
        ['/ru', 'Код ошибки: 500'],
        ['/en', 'Error code: 500'],
      ] as const) {
        const page = await get(`${prefix}/news?render-error-test=1`);
        expect({ prefix, status: page.status }).toEqual({ prefix, status: 500 });
        expect(page.headers.get('x-render')).toMatch(/^server/);
        expect(page.html).toContain(text);
        expect(page.html).toContain('data-testid="error-screen"');
        expect(page.html).not.toContain('secret detail');
        expect(page.headers.get('cache-control')).not.toMatch(/s-maxage/);
      }
    });
  });
});
