import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page, type Request } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumPath } from './paths.ts';

export const baseURL = () => inject('baseURL');

const ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Every request the page made, in order. */
  requests: Request[];
  /** Uncaught page errors. */
  errors: Error[];
  close(): Promise<void>;
}

export interface SessionOptions {
  width?: number;
  height?: number;
  /** Browser languages (navigator.languages / Accept-Language). */
  locale?: string;
  /** Script run in every page before the site's own. */
  initScript?: string;
  /** Let the test inject scripts (axe) despite the site's Content-Security-Policy. */
  bypassCSP?: boolean;
  /** False: a visitor whose browser runs no scripts (the server-rendered page is all there is). */
  javaScriptEnabled?: boolean;
}

/** A fresh browser with a fresh profile (Debian's chromium, headless, the flags this machine needs). */
export async function openSession(options: SessionOptions = {}): Promise<Session> {
  const profile = mkdtempSync(join(tmpdir(), 'site-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: ARGS,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? 'uz-UZ',
    baseURL: baseURL(),
    bypassCSP: options.bypassCSP ?? false,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  if (options.initScript) await context.addInitScript(options.initScript);
  const page = context.pages()[0] ?? (await context.newPage());
  const requests: Request[] = [];
  const errors: Error[] = [];
  context.on('request', (request) => requests.push(request));
  page.on('pageerror', (error) => errors.push(error));
  return {
    context,
    page,
    requests,
    errors,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Waits until the page's heading is there, its scripts run it, and the parts below its first screen are in. */
export async function pageReady(page: Page): Promise<void> {
  await page.locator('#page-title').first().waitFor({ state: 'visible', timeout: 30_000 });
  // A server-rendered page shows its heading before its scripts run: ready is when they have taken over (hydrated).
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.app === 'ready' &&
      !document.querySelector('#boot') &&
      !document.querySelector('[data-rest-pending]'),
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * Resolves once the page has rendered two more frames: what the last input or scroll set off has been committed
 * and painted, IntersectionObserver callbacks have run, and requests started by effects have been sent. A test
 * that checks something did *not* happen after a step awaits this instead of sleeping.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Main-document loads (the first visit and every full reload). */
export function documentLoads(session: Session): number {
  return session.requests.filter(
    (request) => request.isNavigationRequest() && request.resourceType() === 'document' && request.frame() === session.page.mainFrame(),
  ).length;
}

/**
 * The shared singletons the page has loaded, from the federation runtime's share scope: each package with the
 * providers (`shell@19.2.0`) of the versions that were loaded.
 */
export async function loadedShares(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    type Info = { loaded?: boolean; from?: string };
    const share =
      (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Info>>>> } })
        .__FEDERATION__?.__SHARE__ ?? {};
    const found: Record<string, string[]> = {};
    for (const host of Object.values(share)) {
      for (const scope of Object.values(host)) {
        for (const [pkg, versions] of Object.entries(scope)) {
          for (const [version, info] of Object.entries(versions)) if (info.loaded) (found[pkg] ??= []).push(`${info.from}@${version}`);
        }
      }
    }
    return Object.fromEntries(Object.entries(found).map(([pkg, list]) => [pkg, [...new Set(list)]]));
  });
}

/**
 * Every script of the page arrives `ms` late (or as late as `ms` says for its address): the server's markup is all
 * there is meanwhile, as on a slow phone (what a visitor does before hydration).
 */
export async function delayScripts(page: Page, ms: number | ((url: string) => number)): Promise<void> {
  await page.route(/\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, typeof ms === 'number' ? ms : ms(route.request().url())));
    await route.continue();
  });
}

/**
 * Waits until the kit's form with this test id is live (hydrated, with what was typed before replayed). A form far
 * down a page loads its code when it comes near the view (the kit's nearView): it is brought into view first, as a
 * visitor scrolling to it would.
 */
export async function formLive(page: Page, testId: string): Promise<void> {
  await page.locator(`form[data-testid="${testId}"]`).scrollIntoViewIfNeeded();
  await page.locator(`form[data-testid="${testId}"][data-live]`).waitFor({ timeout: 30_000 });
}
