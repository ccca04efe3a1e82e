/**
 * Issue 39: the staff workspace, a sixth section, in a real browser against the production site. A handler's first
 * sign-in enrols the second factor (codes computed here from the key the page shows, with the API's own library), reads
 * a message a visitor sent through the contact form, assigns it and replies in Russian; the outbox has the mail with
 * the reference and the Russian text; the audit log (an admin's) shows the read and the reply. A recovery code works
 * once; sessions are listed and ended; an editor cannot open a CV; the pages are private (noindex, no-store, not in
 * the sitemap) and in three languages; the section deploys, canaries and rolls back like the others.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readOutbox } from '@tax/api';
import { axeViolations } from './support/axe.ts';
import { baseURL, formLive, openSession, pageReady, type Session } from './support/browser.ts';
import { E2E_DIR, ROOT } from './support/paths.ts';
import { Authenticator, createStaff } from './support/staff.ts';

const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const run = (args: string[]) => {
  const result = spawnSync(process.execPath, [tsx, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DEPLOY_DIR: inject('deployDir') },
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
};
const outbox = () => join(dirname(inject('deployDir')), 'outbox');
const screens = join(E2E_DIR, 'screens', 'workspace');

/** Screenshots at 375 and 1280 px (to look at), and axe's WCAG 2.2 AA check at both widths. */
async function shoot(page: Page, name: string) {
  mkdirSync(screens, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(screens, `${name}-${width}.png`), fullPage: true });
    const violations = await axeViolations(page);
    expect(violations, `${name} at ${width} px: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function signInWithPassword(page: Page, path: string, email: string, password: string) {
  await page.goto(path);
  await page.getByTestId('signin-submit').waitFor();
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByTestId('signin-submit').click();
}

/** First sign-in: password, then enrolment with a code from the key shown as text; returns the app and the recovery codes. */
async function enrol(page: Page, path: string, email: string, password: string) {
  await signInWithPassword(page, path, email, password);
  const key = (await page.getByTestId('enrol-key').textContent()) ?? '';
  const app = Authenticator.fromKey(key);
  await page.getByTestId('code-input').fill(await app.code());
  await page.getByTestId('enrol-submit').click();
  await page.getByTestId('recovery-codes').waitFor();
  const recovery = (await page.getByTestId('recovery-code').allTextContents()).map((code) => code.trim());
  await page.getByTestId('recovery-saved').check();
  await page.getByTestId('recovery-done').click();
  return { app, key, recovery };
}

/** A later sign-in: password, then a code from the app (or a recovery code). */
async function signIn(page: Page, path: string, email: string, password: string, second: { app: Authenticator } | { recovery: string }) {
  await signInWithPassword(page, path, email, password);
  await page.getByTestId('code-input').waitFor();
  if ('app' in second) await page.getByTestId('code-input').fill(await second.app.code());
  else {
    await page.getByTestId('toggle-recovery').click();
    await page.getByTestId('recovery-code-input').fill(second.recovery);
  }
  await page.getByTestId('code-submit').click();
}

const stamp = Date.now();
const handler = { email: `handler.${stamp}@soliq.uz`, name: 'Dilnoza Handler', password: '' };
const admin = { email: `admin.${stamp}@soliq.uz`, name: 'Aziz Admin', password: '' };
const editor = { email: `editor.${stamp}@soliq.uz`, name: 'Elena Editor', password: '' };
const visitor = { email: `visitor.${stamp}@example.uz`, message: `Когда будет готов мой сертификат? ${stamp}` };
let handlerApp: Authenticator;
let recoveryCodes: string[] = [];
let reference = '';

describe('the staff workspace', () => {
  const sessions: Session[] = [];
  const open = async (options: Parameters<typeof openSession>[0] = {}) => {
    const session = await openSession(options);
    sessions.push(session);
    return session;
  };
  beforeAll(() => {
    handler.password = createStaff(handler.email, handler.name, ['handler']);
    admin.password = createStaff(admin.email, admin.name, ['admin']);
    editor.password = createStaff(editor.email, editor.name, ['editor']);
  });
  afterAll(async () => {
    for (const session of sessions) await session.close();
  });

  it('is private: noindex and private, no-store in every language, rendered in the browser only, absent from the sitemap', async () => {
    for (const path of ['/workspace', '/ru/workspace/signin', '/en/workspace/inbox/contact-00000000-0000-4000-8000-000000000000']) {
      const response = await fetch(new URL(path, baseURL()));
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      expect(response.headers.get('x-render'), path).toBe('client; private');
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex, nofollow">');
    }
    const sitemap = await (await fetch(new URL('/sitemap.xml', baseURL()))).text();
    expect(sitemap).toContain('/ru/news</loc>');
    expect(sitemap).not.toContain('/workspace');
    const registry = (await (await fetch(new URL('/remotes.json', baseURL()))).json()) as {
      remotes: Record<string, { current: { routes?: Record<string, string>; private?: string[] } }>;
    };
    const workspace = registry.remotes.workspace!.current;
    expect(workspace.private?.sort()).toEqual(Object.keys(workspace.routes ?? {}).sort());
    // The public sections declare nothing private of their own.
    expect(registry.remotes.news?.current.private).toBeUndefined();
  });

  it('speaks three languages: headings and a validation message in uz, ru and en, and changes nothing on bad input', async () => {
    const { page } = await open();
    const cases = [
      { path: '/workspace/signin', heading: 'Xodimlar uchun kirish', invalid: 'Elektron pochta manzili notoʻgʻri' },
      { path: '/ru/workspace/signin', heading: 'Вход для сотрудников', invalid: 'Неверный адрес электронной почты' },
      { path: '/en/workspace/signin', heading: 'Staff sign-in', invalid: 'Invalid email' },
    ];
    for (const { path, heading, invalid } of cases) {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/staff/auth/sign-in')) asked.push(request.url());
      });
      await page.goto(path);
      await pageReady(page);
      expect(await page.locator('h1').textContent()).toBe(heading);
      expect(await page.locator('meta[name="robots"]').first().getAttribute('content')).toContain('noindex');
      await page.locator('input[type="email"]').fill('not-an-address');
      await page.getByTestId('signin-submit').click();
      await page.getByText(invalid).waitFor();
      expect(asked, `${path}: a bad form is never sent`).toEqual([]);
    }
  });

  it("a handler's first sign-in enrols the second factor, reads a visitor's message, assigns it and replies in Russian", async () => {
    // A visitor writes through the public contact form, in Russian.
    const citizen = await open();
    await citizen.page.goto('/ru/contacts');
    await pageReady(citizen.page);
    // The form's code loads when the form comes near the view: sent once it is live.
    await formLive(citizen.page, 'contact-form');
    const form = citizen.page.getByTestId('contact-form');
    await form.getByLabel('Ф.И.О.', { exact: false }).fill('Сардор Рахимов');
    await form.getByLabel('Номер телефона', { exact: false }).pressSequentially('+998 (93) 555-44-33');
    await form.getByLabel('Электронная почта', { exact: false }).fill(visitor.email);
    await form.getByLabel('Сообщение', { exact: false }).fill(visitor.message);
    const sent = citizen.page.waitForResponse((response) => response.url().includes('/api/forms/contact'));
    await form.getByRole('button', { name: 'Отправить' }).click();
    reference = ((await (await sent).json()) as { reference: string }).reference;
    expect(reference).toMatch(/^M-[0-9A-F]{4}-[0-9A-F]{4}$/);

    // The handler opens the inbox: sign-in first, and back to the inbox after it.
    const { page } = await open({ locale: 'ru-RU', bypassCSP: true });
    await page.goto('/ru/workspace');
    await page.waitForURL(/\/ru\/workspace\/signin\?return=%2Fru%2Fworkspace$/);
    await pageReady(page);
    // A first visit is no ended session.
    expect(await page.getByTestId('session-expired').count()).toBe(0);
    await shoot(page, 'signin');
    await page.locator('input[type="email"]').fill(handler.email);
    await page.locator('input[autocomplete="current-password"]').fill(handler.password);
    await page.getByTestId('signin-submit').click();

    // Enrolment: the QR code with its text alternative, the key as text, the code field for phones and password managers.
    const qr = page.getByTestId('enrol-qr');
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await qr.getAttribute('alt')).toContain('QR');
    await shoot(page, 'enrol');
    const key = ((await page.getByTestId('enrol-key').textContent()) ?? '').trim();
    expect(key.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{16,}$/);
    const codeInput = page.getByTestId('code-input');
    expect(await codeInput.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeInput.getAttribute('inputmode')).toBe('numeric');
    // A wrong code: a clear message, and still enrolling.
    await codeInput.fill('123');
    await page.getByTestId('enrol-submit').click();
    await page.getByText('Введите шесть цифр, которые показывает приложение').waitFor();
    handlerApp = Authenticator.fromKey(key);
    await codeInput.fill(await handlerApp.code());
    await page.getByTestId('enrol-submit').click();

    // Ten recovery codes, shown once; going on needs "I have saved them".
    await page.getByTestId('recovery-codes').waitFor();
    recoveryCodes = (await page.getByTestId('recovery-code').allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    expect(await page.getByTestId('recovery-done').isDisabled()).toBe(true);
    await page.getByTestId('recovery-saved').check();
    await page.getByTestId('recovery-done').click();

    // The inbox, found by the reference.
    await page.waitForURL(/\/ru\/workspace$/);
    await page.getByTestId('inbox-search').fill(reference);
    const row = page.locator(`[data-testid="inbox-row"][data-reference="${reference}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Сардор Рахимов');
    await shoot(page, 'inbox');
    await row.getByTestId('inbox-open').click();

    // The item: everything sent, when it will be deleted.
    await page.getByTestId('item-reference').waitFor();
    expect(await page.getByTestId('item-reference').textContent()).toBe(reference);
    expect(await page.getByTestId('item-fields').textContent()).toContain(visitor.message);
    expect(await page.getByTestId('item-delete-at').textContent()).toMatch(/будет удалено: \d{1,2} \S+ \d{4}/);

    // Assigned to the handler.
    await page.getByTestId('item-assignee').click();
    await page.getByRole('option', { name: new RegExp(handler.name) }).click();
    await page.getByTestId('item-assign-save').click();
    await page.getByText('Исполнитель сохранён').first().waitFor();

    // A reply in the citizen's language (Russian, the default): an empty one is refused first.
    expect(await page.getByTestId('reply-language').inputValue()).toBe('Русский');
    await page.getByTestId('reply-send').click();
    await page.getByText('Поле «Текст ответа» обязательно').waitFor();
    const replyText = `Здравствуйте! Ваш сертификат готов, его можно забрать в офисе. ${stamp}`;
    await page.getByTestId('reply-text').fill(replyText);
    await page.getByTestId('reply-send').click();
    await page.getByTestId('item-replies').waitFor();
    expect(await page.getByTestId('item-replies').textContent()).toContain(replyText);
    // The toasts close on their own (3 s); the page is judged as it stays.
    for (const toast of ['Исполнитель сохранён', 'Ответ отправлен'])
      await page.getByText(toast).waitFor({ state: 'hidden', timeout: 10_000 });
    await shoot(page, 'item');

    // The mail in the outbox: to the visitor, the reference in the subject, the Russian text.
    await expect
      .poll(() => readOutbox(outbox(), 50).find((message) => message.to === visitor.email && message.subject.includes(reference)), {
        timeout: 15_000,
      })
      .toBeTruthy();
    const mail = readOutbox(outbox(), 50).find((message) => message.to === visitor.email && message.subject.includes(reference))!;
    expect(mail.text).toContain(replyText);

    // The filtered list as CSV: the password and a code first, then the file, with this item in it.
    await page.goto(`/ru/workspace?q=${encodeURIComponent(reference)}`);
    await page.locator(`[data-testid="inbox-row"][data-reference="${reference}"]`).waitFor();
    await page.getByTestId('inbox-export').click();
    await page.getByTestId('reauth-form').locator('input[autocomplete="current-password"]').fill(handler.password);
    await page.getByTestId('reauth-code').fill(await handlerApp.code());
    const download = page.waitForEvent('download');
    await page.getByTestId('reauth-submit').click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    expect(csv).toContain(reference);
    expect(csv).toContain('Сардор Рахимов');
  });

  it("the audit log, an admin's, shows the handler's reading of the message and the reply", async () => {
    const { page } = await open({ bypassCSP: true });
    const { app: adminApp } = await enrol(page, '/en/workspace/audit', admin.email, admin.password);
    await page.waitForURL(/\/en\/workspace\/audit$/);
    await page.getByTestId('audit-table').waitFor();
    const rows = (action: string) => page.locator(`[data-testid="audit-row"][data-action="${action}"][data-target="${reference}"]`);
    await rows('submission-opened').first().waitFor();
    expect(await rows('submission-opened').first().textContent()).toContain(handler.email);
    expect(await rows('reply-sent').count()).toBeGreaterThan(0);
    await shoot(page, 'audit');
    await page.goto('/en/workspace/accounts');
    await page.locator(`[data-testid="account-row"][data-email="${handler.email}"]`).waitFor();
    await shoot(page, 'accounts');

    // Inviting with nothing filled in: a message per field, and no account made.
    await page.getByTestId('invite-open').click();
    await page.getByTestId('invite-submit').click();
    await page.getByText('Invalid email').waitFor();
    await page.getByText('Choose at least one role').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByTestId('account-row').count()).toBe(3);

    // A role change asks for the password and a code first; a wrong code is refused, changing nothing.
    const handlerRow = page.locator(`[data-testid="account-row"][data-email="${handler.email}"]`);
    await handlerRow.getByTestId('account-roles').click();
    const reauth = page.getByTestId('reauth-form');
    await reauth.locator('input[autocomplete="current-password"]').fill(admin.password);
    await page.getByTestId('reauth-code').fill('000000');
    await page.getByTestId('reauth-submit').click();
    await reauth.getByText('This code is not right or has expired').waitFor();
    await page.getByTestId('reauth-code').fill(await adminApp.code());
    await page.getByTestId('reauth-submit').click();
    await page.getByTestId('roles-form').waitFor();
    await page.getByTestId('role-editor').check();
    await page.getByTestId('roles-submit').click();
    await expect
      .poll(async () => ((await handlerRow.locator('td').nth(1).textContent()) ?? '').split(', ').sort())
      .toEqual(['Editor', 'Handler']);
    // A reply template: nothing filled in gets a message per field and saves nothing; then one in three languages.
    await page.goto('/en/workspace/templates');
    await page.getByTestId('template-new').click();
    await page.getByTestId('template-save').click();
    await page.getByText('Enter a name of 2 to 120 characters').waitFor();
    await page.getByText('Text in Russian is required').waitFor();
    await page.getByTestId('template-name').fill(`Certificate ready ${stamp}`);
    await page.getByTestId('template-uz').fill('Hurmatli {name}, {reference} murojaatingiz boʻyicha sertifikat tayyor.');
    await page.getByTestId('template-ru').fill('Уважаемый(ая) {name}, по обращению {reference} сертификат готов.');
    await page.getByTestId('template-en').fill('Dear {name}, the certificate for {reference} is ready.');
    await page.getByTestId('template-save').click();
    await page.getByTestId('templates-table').getByText(`Certificate ready ${stamp}`).waitFor();

    // The admin's roles do not reach the inbox: a clear message, and the navigation does not offer it.
    await page.goto('/en/workspace');
    await page.getByTestId('no-access').waitFor();
    expect(await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link').allTextContents()).toEqual([
      'Templates',
      'My sessions',
      'Accounts',
      'Audit log',
    ]);
  });

  it('a recovery code works once', async () => {
    const first = await open();
    await signIn(first.page, '/workspace/sessions', handler.email, handler.password, { recovery: recoveryCodes[0]! });
    await first.page.waitForURL(/\/workspace\/sessions$/);
    await first.page.getByTestId('sessions-table').waitFor();

    const second = await open();
    await signIn(second.page, '/workspace/sessions', handler.email, handler.password, { recovery: recoveryCodes[0]! });
    await second.page.getByText('Zaxira kod notoʻgʻri yoki allaqachon ishlatilgan.').waitFor();
    expect(second.page.url()).toContain('/workspace/signin');
  });

  it('lists the sessions and ends one: the ended one goes back to sign-in, keeping its address', async () => {
    const other = await open();
    await signIn(other.page, '/en/workspace/sessions', handler.email, handler.password, { app: handlerApp });
    await other.page.getByTestId('sessions-table').waitFor();

    const mine = await open();
    await signIn(mine.page, '/en/workspace/sessions', handler.email, handler.password, { app: handlerApp });
    const table = mine.page.getByTestId('sessions-table');
    await table.waitFor();
    expect(await table.getByTestId('session-row').count()).toBeGreaterThanOrEqual(2);
    expect(await table.locator('[data-testid="session-row"][data-current]').count()).toBe(1);
    await mine.page.getByTestId('end-others').click();
    await mine.page.getByText('All other sessions ended').first().waitFor();
    await expect.poll(() => table.getByTestId('session-row').count()).toBe(1);

    // The other browser's next request finds its session over: sign-in says so, and comes back to the page after.
    await other.page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Inbox' }).click();
    await other.page.waitForURL(/\/en\/workspace\/signin\?return=%2Fen%2Fworkspace&reason=expired$/);
    await other.page.getByTestId('session-expired').waitFor();
  });

  it('an editor cannot open a CV, nor the inbox', async () => {
    const { page, context } = await open();
    await enrol(page, '/en/workspace', editor.email, editor.password);
    await page.getByTestId('no-access').waitFor();
    expect(await page.getByTestId('no-access').textContent()).toContain('Your role does not give access to this page');
    const cv = await context.request.get('/api/staff/inbox/vacancy-application/00000000-0000-4000-8000-000000000000/cv');
    expect(cv.status()).toBe(403);
    expect(((await cv.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    await page.goto(`/en/workspace/inbox/vacancy-application-00000000-0000-4000-8000-000000000000`);
    await page.getByTestId('no-access').waitFor();
  });
});

describe('the workspace deploys, canaries and rolls back like every section', () => {
  const ops = (script: string, args: string[]) => run([join(ROOT, 'ops', 'release', script), ...args]);
  type Registry = {
    remotes: Record<
      string,
      { current: { version: string; private?: string[] }; previous?: { version: string } | null; canary?: { version: string } | null }
    >;
  };
  const registry = () => JSON.parse(readFileSync(join(inject('deployDir'), 'remotes.json'), 'utf8')) as Registry;
  let session: Session | undefined;
  afterAll(async () => session?.close());

  const versionShown = async () => {
    session ??= await openSession();
    await session.context.clearCookies();
    await session.page.goto('/workspace/signin');
    await pageReady(session.page);
    return session.page.locator('article[data-section="workspace"]').getAttribute('data-section-version');
  };

  it('deploys a new version, tries it on a share, and rolls back, the other sections untouched', async () => {
    const before = registry();
    const original = before.remotes.workspace!.current.version;
    const next = `1.0.1-e2e.${Date.now()}`;

    ops('deploy.ts', ['workspace', '--version', next]);
    expect(registry().remotes.workspace?.current.version).toBe(next);
    expect(registry().remotes.workspace?.previous?.version).toBe(original);
    expect(registry().remotes.workspace?.current.private?.length).toBeGreaterThan(0);
    expect(await versionShown()).toBe(next);
    for (const name of ['home', 'about', 'services', 'news', 'personal']) expect(registry().remotes[name]).toEqual(before.remotes[name]);

    ops('rollback.ts', ['workspace']);
    expect(registry().remotes.workspace?.current.version).toBe(original);
    expect(await versionShown()).toBe(original);

    const canary = `1.0.2-e2e.${Date.now()}`;
    ops('deploy.ts', ['workspace', '--version', canary, '--canary', '10']);
    expect(registry().remotes.workspace?.canary?.version).toBe(canary);
    expect(ops('status.ts', [])).toContain('workspace');
    // Ending the canary: everyone on the current version again.
    ops('rollback.ts', ['workspace']);
    expect(registry().remotes.workspace?.canary ?? null).toBeNull();
    expect(registry().remotes.workspace?.current.version).toBe(original);
  });
});
