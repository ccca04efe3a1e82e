import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openSession, pageReady, type Session } from './support/browser.ts';

const SECTIONS = [
  { link: 'About us', path: '/en/about', section: 'about', title: 'About us' },
  { link: 'Services', path: '/en/services', section: 'services', title: 'Services and prices' },
  { link: 'News', path: '/en/news', section: 'news', title: 'News' },
  { link: 'Personal cabinet', path: '/en/personal/product', section: 'personal', title: 'Cabinet services' },
  { link: 'Contacts', path: '/en/contacts', section: 'about', title: 'Contacts' },
];

describe('one seamless site', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => session.close());

  it('navigates through all five sections without a full page load', async () => {
    const { page } = session;
    await page.goto('/en');
    await pageReady(page);
    expect(await page.locator('article').getAttribute('data-section')).toBe('home');
    await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same-document'));
    for (const item of SECTIONS) {
      await page.locator('header nav').getByRole('link', { name: item.link, exact: true }).first().click();
      await page.waitForURL(`**${item.path}`);
      await expect.poll(() => page.locator('#page-title').textContent()).toBe(item.title);
      expect(await page.locator('article').getAttribute('data-section')).toBe(item.section);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
    await page.goBack();
    await page.waitForURL('**/en/personal/product');
    await page.locator('header').getByRole('link', { name: /Soliq Service/ }).click();
    await page.waitForURL(/\/en$/);
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same-document');
    expect(session.errors).toEqual([]);
  });

  it('loads exactly one React and one platform kit: no remote downloads its own copy', async () => {
    const deployDir = inject('deployDir');
    const registry = JSON.parse(readFileSync(join(deployDir, 'remotes.json'), 'utf8')) as {
      remotes: Record<string, { current: { entry: string } }>;
    };
    const fallbackChunks = new Set<string>();
    for (const remote of Object.values(registry.remotes)) {
      const manifestPath = join(deployDir, decodeURIComponent(remote.current.entry));
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
        shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
      };
      const base = remote.current.entry.replace(/mf-manifest\.json$/, '');
      for (const shared of manifest.shared) {
        for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) fallbackChunks.add(`${base}${file}`);
      }
    }
    expect(fallbackChunks.size).toBeGreaterThan(0);
    const requested = session.requests.map((r) => decodeURIComponent(new URL(r.url()).pathname));
    const copies = requested.filter((path) => fallbackChunks.has(path));
    expect(copies).toEqual([]);
    // And React really is one: the hook dispatcher the shell installed is the one every section's pages use.
    const reactVersions = await session.page.evaluate(() => {
      const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from?: string }>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
      const loaded: string[] = [];
      for (const host of Object.values(share)) {
        for (const scope of Object.values(host)) {
          for (const [version, info] of Object.entries(scope.react ?? {})) if (info.loaded) loaded.push(`${info.from}@${version}`);
        }
      }
      return [...new Set(loaded)];
    });
    expect(reactVersions).toHaveLength(1);
    expect(reactVersions[0]).toMatch(/^shell@19\./);
  });
});
