/**
 * Issue 40, the public side of editorial publishing against the production site: an editor's draft is a 404 to a
 * visitor and the preview page (marked, never cached) to the editor; published, the article page, the news list and
 * the sitemap have it at once (the page cache was dropped); a renamed article's old address answers 301 to the new
 * one; an unpublished article answers 410 with the shell's "withdrawn" page. The editor works through the API (the
 * workspace's editing pages are another piece of work); the visitor is a real browser and plain HTTP.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseURL, openSession, pageReady, type Session } from './support/browser.ts';
import { E2E_DIR, ROOT } from './support/paths.ts';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';

const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const origin = () => baseURL().replace(/\/$/, '');

/** `npm run staff` against the running site: an editor and its one-time password. */
function createEditor(email: string): string {
  const result = spawnSync(
    process.execPath,
    [
      tsx,
      join(ROOT, 'api', 'scripts', 'staff.ts'),
      '--email',
      email,
      '--name',
      'Editor E2E',
      '--role',
      'editor',
      '--port',
      new URL(baseURL()).port,
      '--json',
    ],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, DEPLOY_DIR: inject('deployDir') } },
  );
  if (result.status !== 0) throw new Error(`npm run staff failed:\n${result.stdout}\n${result.stderr}`);
  const answer = JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}') as { password?: string };
  if (!answer.password) throw new Error(`no password: ${result.stdout}`);
  return answer.password;
}

let cookie = '';
// oxlint-disable-next-line typescript/no-explicit-any -- tests read arbitrary JSON
async function api(method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
  const response = await fetch(`${origin()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: origin(), ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const set = response.headers.get('set-cookie');
  if (set?.startsWith('tax_staff=')) cookie = set.split(';')[0]!;
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

/** Signs the editor in with a second factor enrolled on the way (codes computed from the key the API gives). */
async function signIn(email: string, password: string) {
  const first = await api('POST', '/staff/auth/sign-in', { email, password });
  expect(first.status, JSON.stringify(first.json)).toBe(200);
  const totp = new TOTP({ secret: Secret.fromBase32(String(first.json.enrolment.secret).replace(/\s/g, '')), digits: 6, period: 30 });
  const confirmed = await api('POST', '/staff/auth/enrolment', { code: totp.generate() });
  expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
}

/** Screenshots at 375 and 1280 px, to look at. */
async function shoot(p: Page, name: string) {
  const dir = join(E2E_DIR, 'screens', 'editorial');
  mkdirSync(dir, { recursive: true });
  for (const width of [375, 1280]) {
    await p.setViewportSize({ width, height: 900 });
    await p.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
  }
}

const page = (path: string) => fetch(`${origin()}${path}`, { redirect: 'manual' });
const slug = `e2e-editorial-${Date.now().toString(36)}`;
const content = {
  date: '2026-11-27',
  topic: 'announcements',
  texts: {
    uz: { title: 'Tahririyat sinovi', summary: 'Qisqacha', body: '<p>Toʻliq matn <a href="/services/prices">narxlar</a>.</p>' },
    ru: { title: 'Проверка редакции', summary: 'Коротко', body: '<p>Полный текст.</p>' },
    en: { title: 'Editorial check', summary: 'In short', body: '<p>The full text.</p>' },
  },
};
let id = '';
let session: Session;

beforeAll(async () => {
  const email = `editor-${Date.now().toString(36)}@e2e.local`;
  await signIn(email, createEditor(email));
  const created = await api('POST', '/staff/editorial/news', { slug, content });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  id = created.json.id;
  session = await openSession();
});
afterAll(async () => session?.close());

describe('editorial publishing, as visitors meet it', () => {
  it('a draft is a 404 to a visitor and a marked, uncached preview to the editor', async () => {
    expect((await page(`/ru/news/${slug}`)).status).toBe(404);
    const preview = await api('POST', `/staff/editorial/news/${id}/preview`, {});
    const response = await page(preview.json.paths.ru);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    await session.page.goto(preview.json.paths.ru);
    await pageReady(session.page);
    await expect(session.page.locator('[data-preview]').textContent()).resolves.toContain('Предварительный просмотр');
    await expect(session.page.locator('h1').textContent()).resolves.toBe('Проверка редакции');
    await shoot(session.page, 'preview');
    expect((await page(`/ru/news/${slug}`)).status).toBe(404);
  });

  it('published, the article, the list and the sitemap have it at once', async () => {
    // The list is rendered and cached before the publish: the publish drops it.
    expect(await (await page('/en/news')).text()).not.toContain(slug);
    expect((await api('POST', `/staff/editorial/news/${id}/publish`, {})).status).toBe(200);
    const article = await page(`/en/news/${slug}`);
    expect(article.status).toBe(200);
    expect(await article.text()).toContain('Editorial check');
    expect(await (await page('/en/news')).text()).toContain(slug);
    expect(await (await page('/sitemap.xml')).text()).toContain(`/news/${slug}`);
  });

  it("a renamed article's old address answers 301 to the new one", async () => {
    const renamed = `${slug}-b`;
    expect((await api('POST', `/staff/editorial/news/${id}/slug`, { slug: renamed })).status).toBe(200);
    const old = await page(`/ru/news/${slug}`);
    expect(old.status).toBe(301);
    expect(new URL(old.headers.get('location') ?? '', origin()).pathname).toBe(`/ru/news/${renamed}`);
    await session.page.goto(`/ru/news/${slug}`);
    await pageReady(session.page);
    expect(new URL(session.page.url()).pathname).toBe(`/ru/news/${renamed}`);
  });

  it('an unpublished article answers 410 with the "withdrawn" page and leaves the list', async () => {
    expect((await api('POST', `/staff/editorial/news/${id}/unpublish`, {})).status).toBe(200);
    const gone = await page(`/ru/news/${slug}-b`);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain('Страница снята с публикации');
    await session.page.goto(`/ru/news/${slug}-b`);
    await pageReady(session.page);
    await shoot(session.page, 'withdrawn');
    expect(await (await page('/ru/news')).text()).not.toContain(`${slug}-b`);
  });
});
