/**
 * Issue 16, item 6: a section team's development loop inside the running production site. `npm run dev -w
 * @tax/mfe-news` (ops/bin/dev-section.mjs) serves news from its development server; only the browser that asks
 * (?override=news@dev) loads it, a changed locale string shows in that page without a reload, and nothing in the
 * site's published files or registry changes. The production CSP stays as it was for everyone else.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseURL, openSession, pageReady, type Session } from './support/browser.ts';
import { ROOT } from './support/paths.ts';

const LOCALE = join(ROOT, 'mfe-news', 'src', 'locales', 'en.json');
const original = readFileSync(LOCALE, 'utf8');
let dev: ChildProcess | undefined;
let devPort = 0;

/** Every published file and the registry, with the hash of its bytes (the ops token folder is the server's own). */
function deployedFiles(): Record<string, string> {
  const dir = inject('deployDir');
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !relative(dir, join(entry.parentPath, entry.name)).startsWith('.ops'))
      .map((entry) => join(entry.parentPath, entry.name))
      .sort()
      .map((file) => [relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex')]),
  );
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

let before: Record<string, string>;

beforeAll(async () => {
  before = deployedFiles();
  devPort = await freePort();
  const site = new URL(baseURL());
  dev = spawn(process.execPath, [join(ROOT, 'ops', 'bin', 'dev-section.mjs'), 'news'], {
    cwd: ROOT,
    env: { ...process.env, PORT: site.port, DEPLOY_DIR: inject('deployDir'), DEV_SERVER_PORT: String(devPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the development loop did not start:\n${output}`)), 180_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/development build on/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    dev!.stdout!.on('data', read);
    dev!.stderr!.on('data', read);
    dev!.on('exit', (code) => reject(new Error(`the development loop exited (${code}):\n${output}`)));
  });
}, 200_000);

afterAll(async () => {
  writeFileSync(LOCALE, original);
  dev?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
});

describe("a section team's development loop", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => session.close());

  it('renders a changed string through the override, without a reload, and changes no published file', async () => {
    const { page } = session;
    let loads = 0;
    page.on('load', () => (loads += 1));
    const response = await page.goto('/en/news?override=news@dev');
    expect(response?.headers()['x-render']).toBe('client; override');
    expect(response?.headers()['content-security-policy']).toContain(`http://localhost:${devPort}`);
    await pageReady(page);
    expect(await page.locator('#page-title').textContent()).toBe('News');
    // The section's code came from the development server.
    expect(
      await page.evaluate(
        (port) => performance.getEntriesByType('resource').some((r) => r.name.startsWith(`http://localhost:${port}/`)),
        devPort,
      ),
    ).toBe(true);

    const edited = JSON.parse(original) as { pages: { news: { title: string } } };
    edited.pages.news.title = 'News (being edited)';
    writeFileSync(LOCALE, `${JSON.stringify(edited, null, 2)}\n`);
    try {
      await expect.poll(() => page.locator('#page-title').textContent(), { timeout: 30_000 }).toBe('News (being edited)');
      expect(loads).toBe(1);
    } finally {
      // The team's file as it was, whatever happened (a retry starts from the published strings).
      writeFileSync(LOCALE, original);
    }

    // Another visitor: the published version, and the production CSP.
    const other = await openSession();
    try {
      const visitor = await other.page.goto('/en/news');
      expect(visitor?.headers()['content-security-policy']).not.toContain('localhost');
      await pageReady(other.page);
      expect(await other.page.locator('#page-title').textContent()).toBe('News');
      const registry = (await (await other.page.request.get('/remotes.json')).json()) as {
        remotes: { news: { current: { version: string } } };
      };
      expect(registry.remotes.news.current.version).not.toBe('dev');
    } finally {
      await other.close();
    }
    expect(deployedFiles()).toEqual(before);
  });
});
