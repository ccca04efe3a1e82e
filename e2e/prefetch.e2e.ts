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

describe('first-load files of a server-rendered page', () => {
  let session: Session | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  for (const path of ['/', '/ru/news', '/en/about']) {
    it(`${path}: the page links its stylesheets up front (no script competes with them), and every file is downloaded once`, async () => {
      session = await openSession({ initScript: HOLD_IDLE });
      const { page } = session;
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      await pageReady(page);
      const section = path === '/' ? 'home' : path.split('/')[2];
      // The markup paints with its stylesheets alone: the shell's and the section's are linked in the head …
      const sheets = await page.$$eval('head link[rel="stylesheet"]', (links) =>
        links.map((l) => new URL((l as HTMLLinkElement).href).pathname),
      );
      expect(sheets.some((h) => /^\/static\/css\/boot\.[0-9a-f]+\.css$/.test(h))).toBe(true);
      expect(sheets.some((h) => new RegExp(`^/mfe/${section}/[^/]+/static/css/`).test(h))).toBe(true);
      // … and no script is hinted ahead of them: main.js is deferred, and it asks for the rest (#site-scripts) when it runs.
      expect(html).toContain('<div id="root">');
      expect(html).not.toMatch(/<link[^>]+rel="preload"[^>]+as="(script|fetch)"/);
      expect(html).toMatch(/<script id="site-scripts" type="application\/json">\[.*remoteEntry\.js/);
      // The stylesheets are in the response's first bytes, the markup next; what only the scripts read (the hydration
      // state, 36 KB on the home page, 60 KB on the about page) comes after the markup, so a slow line paints first.
      const at = (text: string) => html.indexOf(text);
      expect(at('rel="stylesheet"')).toBeGreaterThan(0);
      expect(at('rel="stylesheet"')).toBeLessThan(6000);
      for (const island of ['site-config', 'site-registry', 'site-ssr', 'site-scripts']) {
        expect(at(`<script id="${island}"`), island).toBeGreaterThan(at('</main>'));
        expect(at(`<script id="${island}"`), island).toBeLessThan(at('</body>'));
      }
      const loaded = session.requests.map((r) => new URL(r.url()).pathname);
      for (const file of [...sheets, ...loaded.filter((p) => /\.(js|css)$/.test(p))]) {
        expect(
          loaded.filter((p) => p === file),
          file,
        ).toHaveLength(1);
      }
      expect(loaded.some((p) => /^\/static\/js\/main\.[0-9a-f]+\.js$/.test(p))).toBe(true);
      expect(loaded.some((p) => new RegExp(`^/mfe/${section}/[^/]+/remoteEntry\\.js$`).test(p))).toBe(true);
    });
  }
});
