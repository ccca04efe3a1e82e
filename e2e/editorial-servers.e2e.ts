/**
 * Issue 40's browser test on two site servers sharing one PostgreSQL database (`npm run test:e2e:pg`, which starts a
 * throw-away PostgreSQL; CI runs it after the other PostgreSQL suites). Both servers are the production build as
 * `npm start` runs it (ops/bin/start.mjs), serving the deploy folder the browser tests' server built.
 *
 * An editor, in a real browser on server A's workspace, writes a news item in Uzbek, Russian and English, opens the
 * preview (a visitor gets 404 from both servers meanwhile) and schedules the publish a minute ahead in Tashkent time.
 * While that minute runs, another item published through server B shows on both, its renamed address answers 301
 * and its withdrawn one 410, on both. After the minute the scheduled item is on the home page, /news, its own page,
 * the RSS feed, the sitemap and search, in all three languages, on both servers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, pageReady, type Session } from './support/browser.ts';
import { E2E_DIR, ROOT } from './support/paths.ts';
import { createStaff, enrol } from './support/staff.ts';

// The PostgreSQL server's address (e2e/vitest.pg.config.ts moves DATABASE_URL here, away from the global setup's server).
const base = process.env.E2E_DATABASE_URL;
if (!base) throw new Error('E2E_DATABASE_URL is not set: run `npm run test:e2e:pg` (it starts a throw-away PostgreSQL)');

const LOCALES = ['uz', 'ru', 'en'] as const;
type Locale = (typeof LOCALES)[number];
const prefix = (locale: Locale) => (locale === 'uz' ? '' : `/${locale}`);

const firstPort = Number(process.env.E2E_PORT ?? 3210) + 1;
const servers = [firstPort, firstPort + 1].map((port) => ({
  port,
  origin: `http://127.0.0.1:${port}`,
  process: undefined as ChildProcess | undefined,
}));
const [A, B] = servers as [(typeof servers)[number], (typeof servers)[number]];
const database = `e2e_editorial_${process.pid}`;

/** A production site server on `port` against the shared database, serving the browser tests' deploy folder. */
function startServer(server: (typeof servers)[number], databaseUrl: string): Promise<void> {
  const child = spawn(process.execPath, [join(ROOT, 'ops', 'bin', 'start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(server.port),
      HOST: '127.0.0.1',
      SITE_URL: server.origin,
      DEPLOY_DIR: inject('deployDir'),
      // The build is the browser tests' server's (global setup): these two serve it, as servers behind a balancer do.
      BUILD_ON_START: '0',
      LOG: '0',
      OPERATORS_SIMULATOR: '0',
      NODE_ENV: 'production',
    },
  });
  server.process = child;
  return (async () => {
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the site server on :${server.port} exited (${child.exitCode})`);
      try {
        if ((await fetch(`${server.origin}/api/ready`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the site server on :${server.port} was not ready within 180 s`);
  })();
}

const get = (server: { origin: string }, path: string) => fetch(`${server.origin}${path}`, { redirect: 'manual' });

/** Polls `check` until it holds (the purge reaches each server within a second or two); throws with the last value. */
async function until<T>(what: string, read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s (last: ${String(value).slice(0, 300)})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}
const statusOf = async (server: { origin: string }, path: string) => (await get(server, path)).status;
const textOf = async (server: { origin: string }, path: string) => {
  const response = await get(server, path);
  return `${response.status} ${await response.text()}`;
};

/** The editor's session (the browser's cookie) for API calls a script makes on either server. */
let cookie = '';
// oxlint-disable-next-line typescript/no-explicit-any -- tests read arbitrary JSON
async function api(server: { origin: string }, method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
  const response = await fetch(`${server.origin}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: server.origin, cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

/** The first whole minute at least a minute ahead, as a Tashkent date-time (UTC+5) typed into the schedule form. */
function aMinuteAhead(): { at: string; ms: number } {
  const ms = Math.ceil((Date.now() + 60_000) / 60_000) * 60_000;
  return { at: new Date(ms + 5 * 3600_000).toISOString().slice(0, 16), ms };
}

/** Screenshots at 375 and 1280 px, to look at. */
async function shoot(page: Page, name: string) {
  const dir = join(E2E_DIR, 'screens', 'editorial-servers');
  mkdirSync(dir, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const stamp = Date.now().toString(36);
/** The scheduled item's address (each attempt its own: a retried test starts again from its first step). */
let slug = '';
/** A word of each language's title that nothing else on the site has, for search. */
const word = { uz: `ikkiserver${stamp}`, ru: `двасервера${stamp}`, en: `twoservers${stamp}` };
const texts = {
  uz: { title: `Ikki server ${word.uz}`, summary: 'Rejalashtirilgan yangilik.', body: 'Ikkala serverda ham chiqadi.' },
  ru: { title: `Два сервера ${word.ru}`, summary: 'Запланированная новость.', body: 'Выходит на обоих серверах.' },
  en: { title: `Two servers ${word.en}`, summary: 'A scheduled news item.', body: 'It comes out on both servers.' },
};
const editor = { name: 'Malika Editor' };

let session: Session | undefined;
let scheduledAt = 0;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${database}`;
  // One after the other: the first makes the tables and fills the sample content, the second finds them.
  await startServer(A, url.toString());
  await startServer(B, url.toString());
}, 400_000);

afterAll(async () => {
  await session?.close();
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          const child = server.process;
          if (!child || child.exitCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
});

/** The first step's work: the editor signs in on server A, writes, previews and schedules the item. */
async function writeScheduleAndPreview(current: Session): Promise<void> {
  const { page } = current;

  // A new account each attempt (a retried test starts again from its first step).
  const attempt = Date.now().toString(36);
  slug = `two-servers-${attempt}`;
  const email = `editor.servers.${attempt}@soliq.uz`;
  const password = createStaff(email, editor.name, ['editor'], A.port);
  await enrol(page, `${A.origin}/workspace/content`, email, password);
  await page.waitForURL(/\/workspace\/content$/);
  // The session cookie's path is the API's staff part.
  cookie = (await current.context.cookies(`${A.origin}/api/staff/`))
    .filter((c) => c.name === 'tax_staff')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  expect(cookie).not.toBe('');

  await page.getByTestId('content-new').click();
  await page.getByTestId('field-slug').fill(slug);
  for (const locale of LOCALES) {
    await page.getByTestId(`tab-${locale}`).click();
    await page.getByTestId(`field-title-${locale}`).fill(texts[locale].title);
    await page.getByTestId(`field-summary-${locale}`).fill(texts[locale].summary);
    await page.getByTestId(`field-body-${locale}`).click();
    await page.keyboard.type(texts[locale].body);
  }
  await page.getByTestId('content-save').click();
  await page.waitForURL(/\/workspace\/content\/news-[0-9a-f-]{36}$/);
  await page.locator('[data-testid="locale-states"] [data-locale="en"][data-state="draft"]').waitFor();

  // The preview: the public page of server A rendered from the draft, marked; a visitor still gets 404 on both.
  await page.getByTestId('tab-ru').click();
  const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('content-preview').click()]);
  await preview.waitForURL(/\/ru\/news\/.+\?preview=/);
  await preview.locator('[data-preview]').waitFor();
  await preview.locator('h1').filter({ hasText: texts.ru.title }).waitFor();
  await shoot(preview, 'preview');
  await preview.close();
  for (const server of servers)
    for (const locale of LOCALES) expect(await statusOf(server, `${prefix(locale)}/news/${slug}`), `${server.port} ${locale}`).toBe(404);

  const when = aMinuteAhead();
  scheduledAt = when.ms;
  await page.getByTestId('content-schedule').click();
  await page.getByTestId('schedule-form').waitFor();
  await page.getByTestId('schedule-at').fill(when.at);
  await page.getByTestId('schedule-confirm').click();
  await page.getByTestId('schedules').waitFor();
  await page.locator('[data-testid="locale-states"] [data-locale="uz"][data-state="scheduled"]').waitFor();
  await shoot(page, 'scheduled');
  // Scheduled is not public yet.
  for (const server of servers) expect(await statusOf(server, `/news/${slug}`)).toBe(404);
}

describe('publishing on two site servers sharing one PostgreSQL', () => {
  it('an editor writes a news item in three languages, previews it (404 to visitors on both servers) and schedules it a minute ahead', async () => {
    // A fresh browser each attempt (a retry starts signed out).
    await session?.close();
    session = await openSession({ bypassCSP: true });
    try {
      await writeScheduleAndPreview(session);
    } catch (error) {
      // A retried test's first failure is not in the report: say it, with the page as it was.
      console.error('editorial-servers, first step failed:', error);
      await shoot(session.page, 'failed-first-step').catch(() => undefined);
      throw error;
    }
  });

  it('meanwhile: an item published through server B shows on both; renamed, its old address answers 301 on both; withdrawn, 410 on both', async () => {
    const other = `two-servers-other-${Date.now().toString(36)}`;
    const content = {
      date: '2026-11-20',
      topic: 'events',
      texts: {
        uz: { title: `Boshqa yangilik ${stamp}`, summary: 'Qisqa', body: '<p>Matn</p>' },
        ru: { title: `Другая новость ${stamp}`, summary: 'Коротко', body: '<p>Текст</p>' },
        en: { title: `Another item ${stamp}`, summary: 'In short', body: '<p>Text</p>' },
      },
    };
    const created = await api(B, 'POST', '/staff/editorial/news', { slug: other, content });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = created.json.id as string;
    // Each server renders (and caches) the article's 404 and the list before the publish: the publish must drop them.
    for (const server of servers) {
      expect(await statusOf(server, `/en/news/${other}`)).toBe(404);
      expect(await textOf(server, '/en/news')).not.toContain(other);
    }
    expect((await api(B, 'POST', `/staff/editorial/news/${id}/publish`, {})).status).toBe(200);
    for (const server of servers) {
      await until(
        `${server.port} /en/news/${other}`,
        () => textOf(server, `/en/news/${other}`),
        (t) => t.startsWith('200') && t.includes(content.texts.en.title),
      );
      await until(
        `${server.port} /en/news`,
        () => textOf(server, '/en/news'),
        (t) => t.includes(`/en/news/${other}`),
      );
    }

    const renamed = `${other}-renamed`;
    expect((await api(A, 'POST', `/staff/editorial/news/${id}/slug`, { slug: renamed })).status).toBe(200);
    for (const server of servers)
      for (const locale of LOCALES) {
        const old = await until(
          `${server.port} ${locale} old address`,
          () => get(server, `${prefix(locale)}/news/${other}`),
          (r) => r.status === 301,
        );
        expect(new URL(old.headers.get('location') ?? '', server.origin).pathname).toBe(`${prefix(locale)}/news/${renamed}`);
        expect(await statusOf(server, `${prefix(locale)}/news/${renamed}`)).toBe(200);
      }

    expect((await api(B, 'POST', `/staff/editorial/news/${id}/unpublish`, {})).status).toBe(200);
    for (const server of servers) {
      for (const locale of LOCALES)
        await until(
          `${server.port} ${locale} withdrawn`,
          () => statusOf(server, `${prefix(locale)}/news/${renamed}`),
          (s) => s === 410,
        );
      expect(await textOf(server, '/ru/news')).not.toContain(renamed);
      expect(await textOf(server, '/sitemap.xml')).not.toContain(renamed);
    }
  });

  it('after the minute the scheduled item is on the home page, /news, its page, RSS, the sitemap and search, in every language, on both servers', async () => {
    // The schedule's minute, then each server's next tick and purge (the checks below wait a few seconds more).
    const wait = scheduledAt - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    for (const server of servers) {
      for (const locale of LOCALES) {
        const p = prefix(locale);
        const article = await until(
          `${server.port} ${p}/news/${slug}`,
          () => textOf(server, `${p}/news/${slug}`),
          (t) => t.startsWith('200') && t.includes(texts[locale].title),
          20_000,
        );
        expect(article).toContain(texts[locale].body);
        await until(
          `${server.port} ${p}/news`,
          () => textOf(server, `${p}/news`),
          (t) => t.includes(texts[locale].title),
        );
        await until(
          `${server.port} RSS ${locale}`,
          () => textOf(server, `/api/news/feed.xml?locale=${locale}`),
          (t) => t.startsWith('200') && t.includes(texts[locale].title) && t.includes(`${server.origin}${p}/news/${slug}`),
        );
        await until(
          `${server.port} ${p}/search`,
          () => textOf(server, `${p}/search?q=${encodeURIComponent(word[locale])}`),
          (t) => t.includes(`${p}/news/${slug}`),
        );
      }
      const sitemap = await until(
        `${server.port} sitemap`,
        () => textOf(server, '/sitemap.xml'),
        (t) => t.includes(`/news/${slug}`),
      );
      for (const locale of LOCALES) expect(sitemap).toContain(`<loc>${server.origin}${prefix(locale)}/news/${slug}</loc>`);
    }

    // The home page's latest news, as a visitor sees it (the widget loads as it comes near the view), on both servers.
    const visitor = await openSession();
    try {
      for (const server of servers)
        for (const locale of LOCALES) {
          const { page } = visitor;
          // A language once chosen is remembered per host (cookies do not tell ports apart): each page as a first visit.
          await visitor.context.clearCookies();
          await page.goto(`${server.origin}${prefix(locale) || '/'}`);
          await pageReady(page);
          const widget = page.locator('[data-news-widget="LatestNews"] ul');
          for (let step = 0; step < 40 && !(await widget.isVisible()); step++) {
            await page.mouse.wheel(0, 700);
            await page.waitForTimeout(150);
          }
          await widget.waitFor({ timeout: 15_000 });
          const links = async () =>
            page
              .locator('[data-news-widget="LatestNews"] li a')
              .evaluateAll((as) => as.map((a) => `${a.getAttribute('href')} ${a.textContent}`));
          const wanted = `${prefix(locale)}/news/${slug} ${texts[locale].title}`;
          const deadline = Date.now() + 10_000;
          let seen = await links();
          while (!seen.includes(wanted) && Date.now() < deadline) {
            await page.waitForTimeout(250);
            seen = await links();
          }
          // What the API answers the widget's query, beside what the page shows, when they differ.
          const answer = await textOf(server, `/api/news?locale=${locale}&page=1&pageSize=4`);
          expect(
            seen,
            `${server.port} ${locale}: the widget shows ${JSON.stringify(seen)}; the API answers ${answer.slice(0, 600)}`,
          ).toContain(wanted);
          if (locale === 'ru') await shoot(page, `home-${server.port === A.port ? 'a' : 'b'}`);
        }
    } finally {
      await visitor.close();
    }
  });
});
