import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { loadedShares, openSession, pageReady, type Session } from './support/browser.ts';

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
    expect(await page.locator('article[data-section]').getAttribute('data-section')).toBe('home');
    await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same-document'));
    for (const item of SECTIONS) {
      await page.locator('header nav').getByRole('link', { name: item.link, exact: true }).first().click();
      await page.waitForURL(`**${item.path}`);
      await expect.poll(() => page.locator('#page-title').textContent()).toBe(item.title);
      expect(await page.locator('article[data-section]').getAttribute('data-section')).toBe(item.section);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
    await page.goBack();
    await page.waitForURL('**/en/personal/product');
    await page
      .locator('header')
      .getByRole('link', { name: /Soliq Service/ })
      .click();
    await page.waitForURL(/\/en$/);
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same-document');
    expect(session.errors).toEqual([]);
  });

  it('loads exactly one React and one platform kit: no remote carries or downloads a copy', async () => {
    const deployDir = inject('deployDir');
    const registry = JSON.parse(readFileSync(join(deployDir, 'remotes.json'), 'utf8')) as {
      remotes: Record<string, { current: { entry: string } }>;
    };
    for (const [name, remote] of Object.entries(registry.remotes)) {
      const manifest = JSON.parse(readFileSync(join(deployDir, decodeURIComponent(remote.current.entry)), 'utf8')) as {
        shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
      };
      // Each remote needs React and the kit, and ships no copy of either: the shell provides them.
      expect(
        manifest.shared.map((s) => s.name),
        name,
      ).toContain('@tax/shared');
      for (const shared of manifest.shared)
        expect([...shared.assets.js.sync, ...shared.assets.js.async], `${name} ${shared.name}`).toEqual([]);
    }
    const loaded = await loadedShares(session.page);
    expect(loaded.react).toEqual([expect.stringMatching(/^shell@19\./)]);
    expect(loaded['react-dom']).toEqual([expect.stringMatching(/^shell@19\./)]);
    expect(loaded['@tax/shared']).toEqual([expect.stringMatching(/^shell@/)]);
  });
});
