/**
 * Issue 41 item 4 in a real browser: registering answers "check your e-mail" in every language; the e-mail (read from
 * the outbox, as the reset test reads it) carries a link in the visitor's language that confirms the account once;
 * then the password signs in. Before that, sign-in says to confirm first and offers the link again. Registering a
 * known e-mail shows the very same screen, and its owner gets a notice in his own language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, pageReady, type Session } from './support/browser.ts';
import { confirmationLink, mailTo } from './support/mail.ts';
import { axeViolations } from './support/axe.ts';

const T = {
  uz: {
    prefix: '',
    email: 'Elektron pochta',
    password: 'Parol',
    fio: 'F.I.Sh.',
    phone: 'Telefon raqami',
    register: 'Roʻyxatdan oʻtish',
    sentTitle: 'Elektron pochtangizni tekshiring',
    sent: (email: string) => `${email} manziliga xat yubordik`,
    subject: 'Elektron pochtani tasdiqlang — Soliq servis',
    doneTitle: 'Elektron pochtangiz tasdiqlandi',
    signIn: 'Kirish',
    cabinetTitle: 'Mening arizalarim',
  },
  ru: {
    prefix: '/ru',
    email: 'Эл. почта',
    password: 'Пароль',
    fio: 'ФИО',
    phone: 'Номер телефона',
    register: 'Зарегистрироваться',
    sentTitle: 'Проверьте почту',
    sent: (email: string) => `Мы отправили письмо на ${email}`,
    subject: 'Подтвердите эл. почту — Солиқ сервис',
    doneTitle: 'Эл. почта подтверждена',
    signIn: 'Войти',
    cabinetTitle: 'Мои заявки',
  },
  en: {
    prefix: '/en',
    email: 'E-mail',
    password: 'Password',
    fio: 'Full name',
    phone: 'Phone number',
    register: 'Register',
    sentTitle: 'Check your e-mail',
    sent: (email: string) => `We have sent a message to ${email}`,
    subject: 'Confirm your e-mail — Soliq Service',
    doneTitle: 'Your e-mail is confirmed',
    signIn: 'Sign in',
    cabinetTitle: 'My requests',
  },
} as const;
type Loc = keyof typeof T;

const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'Amber-Caravan-Lantern-9';
/** A field by its label, with or without the required mark. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const form = (page: Page) => page.locator('main form');
const title = (page: Page) => page.locator('#page-title').textContent();
/** axe finds no WCAG 2.2 AA violation in what the page shows now. */
async function accessible(page: Page, what: string) {
  const violations = await axeViolations(page);
  expect(violations, `${what}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

async function fillRegistration(page: Page, loc: Loc, email: string, password = PASSWORD) {
  const s = T[loc];
  await page.goto(`${s.prefix}/registration`);
  await pageReady(page);
  await form(page).getByLabel(label(s.fio)).fill(`Confirm ${loc.toUpperCase()} Tester`);
  await form(page).getByLabel(label(s.email)).fill(email);
  await form(page).getByLabel(label(s.phone)).fill('+998 90 321 54 76');
  await form(page).getByLabel(label(s.password)).fill(password);
  await form(page).getByRole('button', { name: s.register, exact: true }).click();
}

/** The "check your e-mail" screen, in the form's place. */
async function checkMailScreen(page: Page, loc: Loc, email: string): Promise<string> {
  const sent = page.getByTestId('registration-sent');
  await sent.waitFor();
  const text = (await sent.textContent())!;
  expect(text).toContain(T[loc].sentTitle);
  expect(text).toContain(T[loc].sent(email));
  expect(await form(page).count()).toBe(0);
  return text.replaceAll(email, '<email>');
}

async function signIn(page: Page, loc: Loc, email: string) {
  const s = T[loc];
  await form(page).getByLabel(label(s.email)).fill(email);
  await form(page).getByLabel(label(s.password)).fill(PASSWORD);
  await form(page).getByRole('button', { name: s.signIn, exact: true }).click();
}

describe('registration confirmed by e-mail', () => {
  let session: Session;
  const emails = { uz: `confirm-uz-${stamp}@example.uz`, ru: `confirm-ru-${stamp}@example.uz`, en: `confirm-en-${stamp}@example.uz` };
  let enScreen = '';
  beforeAll(async () => {
    // axe is injected as a script tag, which the site's Content-Security-Policy would refuse.
    session = await openSession({ bypassCSP: true });
  });
  afterAll(async () => session.close());

  it('en: a guessable password keeps what was typed; then "check your e-mail"; sign-in asks to confirm first; the link confirms once; the password signs in', async () => {
    const { page, context } = session;
    await context.clearCookies();
    const email = emails.en;
    await fillRegistration(page, 'en', email, 'Qwerty123!');
    await expect.poll(() => page.getByTestId('form-error-summary').textContent()).toContain('this password is too easy to guess');
    // Nothing typed is lost.
    expect(await form(page).getByLabel(label('E-mail')).inputValue()).toBe(email);
    expect(await form(page).getByLabel(label('Full name')).inputValue()).toBe('Confirm EN Tester');
    await form(page).getByLabel(label('Password')).fill(PASSWORD);
    await form(page).getByRole('button', { name: 'Register', exact: true }).click();
    enScreen = await checkMailScreen(page, 'en', email);
    // Focus is on the new step, so a screen reader reads it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="registration-sent"]') !== null)).toBe(true);
    // Nobody is signed in yet.
    expect(await page.getByTestId('account-status').count()).toBe(0);
    await page.getByTestId('confirm-resend').click();
    await expect.poll(() => page.getByTestId('confirm-resent').textContent()).toContain('If this address still needs confirming');
    await accessible(page, 'check your e-mail');

    // Signing in before following the link: the right password, and "confirm first" with the link offered again.
    await page.goto('/en/signin');
    await pageReady(page);
    await signIn(page, 'en', email);
    await expect.poll(() => page.getByTestId('auth-error').textContent()).toContain('Your e-mail is not confirmed yet');
    await page.getByTestId('confirm-resend').click();
    await expect.poll(() => page.getByTestId('confirm-resent').textContent()).toContain('If this address still needs confirming');
    expect(page.url()).toContain('/en/signin');
    await accessible(page, 'sign-in: confirm first');

    const { message, url } = await confirmationLink(email);
    expect(message.subject).toBe(T.en.subject);
    expect(url.pathname).toBe('/en/personal/confirm');
    await page.goto(`${url.pathname}${url.search}`);
    await pageReady(page);
    const done = page.getByTestId('confirm-done');
    await done.waitFor();
    expect(await done.textContent()).toContain(T.en.doneTitle);
    await accessible(page, 'confirmed');
    await done.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/en/signin');
    await expect.poll(() => title(page)).toBe('Sign in');
    await signIn(page, 'en', email);
    await page.waitForURL('**/en/personal/requests');
    await expect.poll(() => title(page)).toBe(T.en.cabinetTitle);
    expect(await page.getByTestId('account').textContent()).toContain(email);

    // The same link again: used, said kindly (the address is confirmed), with the way to sign in.
    await context.clearCookies();
    await page.goto(`${url.pathname}${url.search}`);
    await pageReady(page);
    const problem = page.getByTestId('confirm-problem');
    await problem.waitFor();
    expect(await problem.getByRole('alert').textContent()).toBe('This link has been used already: your e-mail is confirmed. Sign in.');
    expect(await problem.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en/signin');
    // A broken link (cut short when copied): said so, with a field to have a new one sent (at a phone's width).
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/en/personal/confirm?token=cut-short');
    await pageReady(page);
    await problem.waitFor();
    expect(await problem.getByRole('alert').textContent()).toContain('This link is not valid');
    await form(page).getByLabel(label('E-mail')).fill(email);
    await form(page).getByRole('button', { name: 'Send the link again' }).click();
    await expect.poll(() => page.getByTestId('confirm-resent-step').textContent()).toContain('If this address still needs confirming');
    await accessible(page, 'a broken link, at 375 px');
    expect(session.errors).toEqual([]);
  });

  for (const loc of ['uz', 'ru'] as const) {
    it(`${loc}: the screen, the e-mail and its link in the visitor's language; the link confirms, the password signs in`, async () => {
      const { page, context } = session;
      const s = T[loc];
      await context.clearCookies();
      const email = emails[loc];
      await fillRegistration(page, loc, email);
      await checkMailScreen(page, loc, email);
      const { message, url } = await confirmationLink(email);
      expect(message.subject).toBe(s.subject);
      expect(url.pathname).toBe(`${s.prefix}/personal/confirm`);
      await page.goto(`${url.pathname}${url.search}`);
      await pageReady(page);
      const done = page.getByTestId('confirm-done');
      await done.waitFor();
      expect(await done.textContent()).toContain(s.doneTitle);
      await done.getByRole('link', { name: s.signIn }).click();
      await page.waitForURL(`**${s.prefix}/signin`);
      await pageReady(page);
      await signIn(page, loc, email);
      await page.waitForURL(`**${s.prefix}/personal/requests`);
      await expect.poll(() => title(page)).toBe(s.cabinetTitle);
      expect(session.errors).toEqual([]);
    });
  }

  it('a known e-mail shows the same screen, changes nothing, and its owner gets a notice in his own language', async () => {
    const { page, context } = session;
    await context.clearCookies();
    // The English account's address, registered again from the English page by someone else.
    await fillRegistration(page, 'en', emails.en, 'Other-Harbour-Tulip-4');
    expect(await checkMailScreen(page, 'en', emails.en)).toBe(enScreen);
    const notice = await mailTo(emails.en, /tried to register/);
    expect(notice.subject).toBe('Someone tried to register with your e-mail — Soliq Service');
    expect(notice.text).toMatch(/https?:\/\/\S+\/en\/signin\n/);
    expect(notice.text).toMatch(/https?:\/\/\S+\/en\/password-reset\n/);
    // The owner's password still opens the account.
    await page.goto('/en/signin');
    await pageReady(page);
    await signIn(page, 'en', emails.en);
    await page.waitForURL('**/en/personal/requests');
    expect(session.errors).toEqual([]);
  });
});
