import { afterEach, describe, expect, it } from 'vitest';
import { openSession, pageReady, type Session } from './support/browser.ts';

// Holds requestIdleCallback callbacks until the test says the page is idle.
const HOLD_IDLE = `
  window.__idle = [];
  window.requestIdleCallback = (cb) => { window.__idle.push(cb); return window.__idle.length; };
  window.__flushIdle = () => { for (const cb of window.__idle.splice(0)) cb({ didTimeout: false, timeRemaining: () => 50 }); };
`;
// A NetworkInformation stand-in: an EventTarget (the site listens for changes) with the given properties.
const connection = (props: string) =>
  `Object.defineProperty(navigator, 'connection', { configurable: true, value: Object.assign(new EventTarget(), ${props}) });`;
const SLOW = connection("{ effectiveType: '2g', saveData: false, downlink: 0.2, rtt: 1800 }");
const SAVE_DATA = connection("{ effectiveType: '4g', saveData: true, downlink: 10, rtt: 50 }");

const otherSections = (session: Session) =>
  session.requests.map((r) => new URL(r.url()).pathname).filter((path) => /^\/mfe\/(about|services|news|personal)\//.test(path));

describe('link prefetch on idle', () => {
  let session: Session | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('the home page downloads no other section until idle, then prefetches the sections its links lead to', async () => {
    session = await openSession({ initScript: HOLD_IDLE });
    const { page } = session;
    await page.goto('/');
    await pageReady(page);
    await page.waitForTimeout(1500);
    expect(otherSections(session)).toEqual([]);
    await page.evaluate(() => (window as unknown as { __flushIdle: () => void }).__flushIdle());
    await expect.poll(() => new Set(otherSections(session!).map((p) => p.split('/')[2])).size, { timeout: 15_000 }).toBe(4);
  });

  for (const [name, script] of [
    ['2g', SLOW],
    ['data saver', SAVE_DATA],
  ] as const) {
    it(`skips the prefetch on ${name}`, async () => {
      session = await openSession({ initScript: `${HOLD_IDLE}\n${script}` });
      const { page } = session;
      await page.goto('/');
      await pageReady(page);
      await page.evaluate(() => (window as unknown as { __flushIdle: () => void }).__flushIdle());
      await page.waitForTimeout(2500);
      expect(otherSections(session)).toEqual([]);
      // The sections still load on demand.
      await page
        .locator('header nav')
        .getByRole('link', { name: /Yangiliklar/ })
        .first()
        .click();
      await expect.poll(() => page.locator('#page-title').textContent(), { timeout: 30_000 }).toBe('Yangiliklar');
    });
  }
});

describe('first-load preload hints', () => {
  let session: Session | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  for (const path of ['/', '/ru/news', '/en/about']) {
    it(`${path}: the page names its first-load files up front, and each is downloaded once`, async () => {
      session = await openSession({ initScript: HOLD_IDLE });
      const { page } = session;
      await page.goto(path);
      await pageReady(page);
      const hints = await page.$$eval('link[rel="preload"]:not([as="image"])', (links) =>
        links.map((l) => new URL((l as HTMLLinkElement).href).pathname),
      );
      const section = path === '/' ? 'home' : path.split('/')[2];
      // main.js, the shell's start-up chunk, React and the kit, its strings, and the section's entry and routes.
      expect(hints[0]).toMatch(/^\/static\/js\/main\.[0-9a-f]+\.js$/);
      expect(hints.some((h) => /^\/static\/js\/boot\.[0-9a-f]+\.js$/.test(h))).toBe(true);
      expect(hints.some((h) => new RegExp(`^/mfe/${section}/[^/]+/remoteEntry\\.js$`).test(h))).toBe(true);
      expect(hints.some((h) => new RegExp(`^/mfe/${section}/[^/]+/static/js/__federation_expose_routes\\.`).test(h))).toBe(true);
      const loaded = session.requests.map((r) => new URL(r.url()).pathname);
      for (const hint of hints)
        expect(
          loaded.filter((p) => p === hint),
          hint,
        ).toHaveLength(1);
      // Every shell script the page ran at start-up was hinted: nothing was discovered a round trip late,
      // except the kit's own chunks for a section (forms, overlays) that the page asks for later.
      const shellScripts = session.requests.filter(
        (r) => r.resourceType() === 'script' && new URL(r.url()).pathname.startsWith('/static/'),
      );
      expect(shellScripts.length).toBeGreaterThan(5);
      const hinted = shellScripts.filter((r) => hints.includes(new URL(r.url()).pathname));
      expect(hinted.length).toBeGreaterThanOrEqual(10);
    });
  }
});
