import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, pageReady, type Session } from './support/browser.ts';

/** What the home page and /about both show: the kit's one query each (shared/src/api/queries.ts). */
const SHARED = ['/api/company', '/api/partners', '/api/certificates', '/api/achievements'];

const apiCalls = (session: Session) =>
  session.requests.map((request) => new URL(request.url())).filter((url) => SHARED.includes(url.pathname));

describe('data two sections show, asked for once', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => session.close());

  it('going from the home page to /about asks the API again for none of what the home page already has', async () => {
    const { page } = session;
    await page.goto('/en');
    await pageReady(page);
    // The home page's lower bands (achievements, certificates, partners) are in, with the data they show.
    await page.locator('[data-home-section="partners"]').scrollIntoViewIfNeeded();
    await page.locator('[data-home-section="partners"] img').first().waitFor({ state: 'attached', timeout: 30_000 });
    const onHome = apiCalls(session).map((url) => url.pathname);

    await page.locator('header nav').getByRole('link', { name: 'About us', exact: true }).first().click();
    await page.waitForURL('**/en/about');
    await expect.poll(() => page.locator('#page-title').textContent()).toBe('About us');
    await pageReady(page);
    // /about shows the same partners and achievements the home page had.
    await page.locator('#partners img').first().waitFor({ state: 'attached', timeout: 30_000 });

    const all = apiCalls(session).map((url) => url.pathname);
    expect(all.slice(onHome.length)).toEqual([]);
    // Each at most once in the whole visit (the server rendered the home page with them: usually none at all).
    for (const path of SHARED) expect(all.filter((p) => p === path).length, path).toBeLessThanOrEqual(1);
    expect(session.errors).toEqual([]);
  });
});
