/**
 * Caching during a canary, against the real build (issue 42, observation 4): a news canary leaves every other
 * section's pages as a CDN may keep them, the same page for both buckets; the news pages and the about page (it renders
 * the news section's video gallery on the server) are chosen by bucket and kept by no shared cache; and a visitor in
 * the canary's share who starts on another section's page still gets the canary when he goes to the news.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, openSession, pageReady, type Session } from './support/browser.ts';
import { ops } from './support/faults.ts';

const IN_CANARY = 3;
const OUTSIDE = 97;
const get = (path: string, bucket?: number) =>
  fetch(new URL(path, baseURL()), { headers: bucket === undefined ? {} : { cookie: `site_bucket=${bucket}` }, redirect: 'manual' });
/** Waits until the page is rendered on the server (a cold server's first render may exceed its budget). */
const rendered = async (path: string, bucket?: number) => {
  for (let waited = 0; !(await get(path, bucket)).headers.get('x-render')?.startsWith('server'); waited += 250) {
    if (waited > 20_000) throw new Error(`${path} was not rendered on the server`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};
const registryOf = (html: string) => {
  const found = /<script id="site-registry" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return found ? (JSON.parse(found) as { remotes: Record<string, { current: { version: string } }> }) : null;
};

describe('a news canary', () => {
  const canary = `1.0.3-cache.${Date.now()}`;
  let session: Session | undefined;
  beforeAll(async () => {
    ops('deploy.ts', ['news', '--version', canary, '--canary', '50']);
    // The server follows the registry within a moment.
    const newsFor = async (bucket: number) =>
      ((await (await get('/remotes.json', bucket)).json()) as { remotes: { news: { current: { version: string } } } }).remotes.news.current
        .version;
    for (let waited = 0; (await newsFor(IN_CANARY)) !== canary; waited += 250) {
      if (waited > 20_000) throw new Error(`the site server did not take the canary ${canary}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 180_000);
  afterAll(async () => {
    await session?.close();
    // Rollback during a canary ends it: everyone back on the current version, for the other tests.
    ops('rollback.ts', ['news']);
  });

  it("leaves another section's pages shared-cacheable and the same for both buckets", async () => {
    // The home page too: its latest news loads in the browser, from the registry /remotes.json gives its bucket.
    for (const path of ['/ru/services', '/ru']) {
      await rendered(path);
      const first = await get(path);
      const inCanary = await get(path, IN_CANARY);
      const outside = await get(path, OUTSIDE);
      const bodies = await Promise.all([first, inCanary, outside].map((answer) => answer.text()));
      for (const answer of [first, inCanary, outside]) {
        expect(answer.status).toBe(200);
        expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, /);
        expect(answer.headers.get('set-cookie')).toBeNull();
        expect(answer.headers.get('vary') ?? '').not.toMatch(/cookie/i);
      }
      expect(bodies[1]).toBe(bodies[0]);
      expect(bodies[2]).toBe(bodies[0]);
      expect(registryOf(bodies[0]!)).toBeNull();
      console.log(`[canary caching] ${path}: ${first.headers.get('cache-control')}; ${inCanary.headers.get('x-render')}`);
    }
  });

  it("chooses the news pages, and a page that renders a news widget (about's video gallery), by bucket, for no shared cache", async () => {
    for (const path of ['/ru/news', '/ru/about']) {
      await rendered(path, IN_CANARY);
      const inCanary = await get(path, IN_CANARY);
      const outside = await get(path, OUTSIDE);
      for (const answer of [inCanary, outside]) {
        expect(answer.headers.get('cache-control')).toBe('no-cache');
        expect(answer.headers.get('vary')).toMatch(/cookie/i);
      }
      expect(registryOf(await inCanary.text())?.remotes.news?.current.version).toBe(canary);
      expect(registryOf(await outside.text())?.remotes.news?.current.version).not.toBe(canary);
    }
  });

  it("takes a canary visitor from another section's page to the canary's news", async () => {
    session = await openSession();
    const { page, context } = session;
    await context.addCookies([{ name: 'site_bucket', value: String(IN_CANARY), url: baseURL() }]);
    await page.goto('/ru/services');
    await pageReady(page);
    await page.locator('header nav').getByRole('link', { name: 'Новости', exact: true }).first().click();
    await expect.poll(() => page.locator('#page-title').textContent(), { timeout: 30_000 }).toBe('Новости');
    expect(await page.locator('article[data-section="news"]').first().getAttribute('data-section-version')).toBe(canary);
  });
});
