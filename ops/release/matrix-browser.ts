/**
 * The compatibility matrix's browser (decision 0047): Debian's chromium through playwright-core, one profile for the
 * run. A page passes when it hydrates as the section's page at the expected version, with no uncaught error, no
 * console error and no error screen; a navigation passes when the section's page replaces another part of the site
 * in the same document.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';

// A private page asks who is signed in: an anonymous browser is answered 401, and after the matrix's many visits from
// one address the staff API's throttle answers 429. Neither says anything about the versions' compatibility.
const UNAUTHORIZED = /^console: Failed to load resource: the server responded with a status of (401|429)\b/;

const ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-dev-shm-usage'];

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8', shell: '/bin/sh' }).trim().split('\n')[0]!;
}

export interface MatrixBrowser {
  /**
   * Opens `url` afresh; the problems found, empty when it is the section's page at `version`, hydrated. A private
   * page (staff only) answers this anonymous visitor's API calls with 401: the browser's note of those is expected.
   */
  visit(url: string, section: string, version: string, isPrivate?: boolean): Promise<string[]>;
  /** Opens `from`, then follows the page's own link to `to` without a new document load. */
  navigate(origin: string, from: string, to: string, section: string, version: string): Promise<string[]>;
  close(): Promise<void>;
}

const ERROR_SCREENS = '[data-testid="error-screen"], [data-testid="fatal-error"], [data-testid="not-found"]';

/**
 * The section's page is there, hydrated, at this version, and no error screen shows. `elsewhere`: the page sent
 * the visitor on (sign-in first), so any section's page will do.
 */
async function sectionPageProblems(page: Page, section: string, version: string, elsewhere = false): Promise<string[]> {
  const article = elsewhere ? 'article[data-section]' : `article[data-section="${section}"]`;
  try {
    await page.waitForFunction(
      ([selector, errors]) =>
        (document.documentElement.dataset.app === 'ready' && !!document.querySelector(selector)) || !!document.querySelector(errors),
      [article, ERROR_SCREENS] as const,
      { timeout: 30_000 },
    );
  } catch {
    return [`not ready as ${elsewhere ? 'a' : `a ${section}`} page within 30 s`];
  }
  const error = page.locator(ERROR_SCREENS).first();
  if (await error.count()) return [`error screen: ${((await error.textContent()) ?? '').replace(/\s+/g, ' ').slice(0, 160)}`];
  const shown = page.locator(article).first();
  const [name, at] = await Promise.all([shown.getAttribute('data-section'), shown.getAttribute('data-section-version')]);
  return name === section && at !== version ? [`${section} ${at} shown, not ${version}`] : [];
}

export async function openMatrixBrowser(): Promise<MatrixBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'matrix-browser-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 800 },
    locale: 'uz-UZ',
  });
  const open = async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message.slice(0, 160)}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text().slice(0, 160)}`);
    });
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
    });
    return { page, errors, documents: () => documents };
  };
  return {
    async visit(url, section, version, isPrivate = false) {
      const { page, errors } = await open();
      try {
        await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 30_000 });
        const redirected = new URL(page.url()).pathname !== new URL(url).pathname;
        const problems = await sectionPageProblems(page, section, version, redirected);
        return [...problems, ...errors.filter((error) => !(isPrivate && UNAUTHORIZED.test(error)))];
      } catch (error) {
        return [String(error).slice(0, 200), ...errors];
      } finally {
        await page.close();
      }
    },
    async navigate(origin, from, to, section, version) {
      const { page, errors, documents } = await open();
      try {
        await page.goto(`${origin}${from}`, { waitUntil: 'domcontentloaded', timeout: 30_000 });
        await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout: 30_000 });
        const link = page.locator(`a[href="${to}"]`).first();
        if (!(await link.count())) return [`no link to ${to} on ${from}`];
        await link.scrollIntoViewIfNeeded();
        await link.click();
        await page.waitForURL((url) => url.pathname === to, { timeout: 30_000 });
        const problems = await sectionPageProblems(page, section, version);
        if (documents() !== 1) problems.push(`a full page load (${documents()} documents) instead of a client navigation`);
        return [...problems, ...errors];
      } catch (error) {
        return [String(error).slice(0, 200), ...errors];
      } finally {
        await page.close();
      }
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
