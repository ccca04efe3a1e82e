/**
 * Issue 42, observation 1 (decision 0041): a real page view in a browser asks for its view token and its beacon is
 * counted as one page view of the version it ran; a beacon without a token, or for a version the registry does not
 * name, changes nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { baseURL, openSession, pageReady, type Session } from './support/browser.ts';

interface Figures {
  app: string;
  version: string;
  visits: number;
  views: number;
}

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const figures = async (): Promise<Figures[]> => {
  const port = new URL(baseURL()).port;
  const token = readFileSync(join(inject('deployDir'), '.ops', `${port}.token`), 'utf8').trim();
  const response = await fetch(`${baseURL()}/__ops/figures?minutes=5`, { headers: { 'x-ops-token': token } });
  expect(response.status).toBe(200);
  return (await response.json()) as Figures[];
};
const newsVisits = async (version: string) => (await figures()).find((f) => f.app === 'news' && f.version === version)?.visits ?? 0;

describe('release beacons bound to page views', () => {
  it('counts a browser page view once, with its token; forged beacons change nothing', async () => {
    const registry = (await (await fetch(`${baseURL()}/remotes.json`)).json()) as { remotes: { news: { current: { version: string } } } };
    const version = registry.remotes.news.current.version;
    const before = await newsVisits(version);

    // Forged: no token, and a made-up version with a token of its own.
    const forged = { events: [{ kind: 'view', app: 'news', version, count: 10 }] };
    expect(
      (
        await fetch(`${baseURL()}/api/beacons`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(forged),
        })
      ).status,
    ).toBe(204);
    const { token } = (await (await fetch(`${baseURL()}/api/beacons/token`)).json()) as { token: string };
    const madeUp = { token, events: [{ kind: 'render-error', app: 'news', version: '99.0.0-forged' }] };
    expect(
      (
        await fetch(`${baseURL()}/api/beacons`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(madeUp),
        })
      ).status,
    ).toBe(204);
    expect(await newsVisits(version)).toBe(before);
    expect((await figures()).some((f) => f.version === '99.0.0-forged')).toBe(false);

    session = await openSession();
    const { page } = session;
    const tokenAsked = page.waitForResponse((response) => response.url().endsWith('/api/beacons/token'));
    await page.goto('/news');
    await pageReady(page);
    expect((await tokenAsked).status()).toBe(200);
    // The page is hidden: its counts go at once, with its token.
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/beacons') && request.method() === 'POST');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    const body = JSON.parse((await sent).postData() ?? '{}') as {
      token?: string;
      events: { kind: string; app: string; version: string }[];
    };
    expect(body.token).toMatch(/^[0-9a-z]+\.[\w-]+\.[\w-]+$/);
    expect(body.events).toContainEqual(expect.objectContaining({ kind: 'view', app: 'news', version }));
    await expect.poll(() => newsVisits(version), { timeout: 10_000 }).toBe(before + 1);
  });
});
