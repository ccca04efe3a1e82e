/**
 * Issue 14, item 7: "Forgotten your password?" end to end through the outbox (no SMTP server is configured, so the
 * site writes the e-mail into the outbox folder): ask, read the e-mail, set a new password, sign in with it; the
 * link works once; an unknown address gets the same answer and no e-mail.
 */
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readOutbox } from '@tax/api';
import { openSession, pageReady, type Session } from './support/browser.ts';
import { registerConfirmed } from './support/mail.ts';

const outbox = () => join(dirname(inject('deployDir')), 'outbox');
const stamp = Date.now().toString(36);

async function linkFor(email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    // The newest reset mail (the address got its registration mail too).
    const message = readOutbox(outbox(), 50).find((m) => m.to === email && m.text.includes('/password-reset?token='));
    if (message) {
      const link = /https?:\/\/\S+\/password-reset\?token=[A-Za-z0-9_-]+/.exec(message.text)?.[0];
      if (!link) throw new Error(`no link in the e-mail:\n${message.text}`);
      expect(message.subject).toBe('Reset your password — Soliq Service');
      return link;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${email} in ${outbox()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('password reset', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => session.close());

  it('through the outbox: ask, follow the link, set a new password (the rule stated first), sign in; the link works once', async () => {
    const { page } = session;
    // A new address on each try (a retry must not meet the first try's account).
    const email = `reset-${stamp}-${Math.random().toString(36).slice(2, 6)}@example.uz`;
    await registerConfirmed(page.request, {
      kind: 'individual',
      email,
      password: 'first-Password-77',
      fio: 'Yusupova Kamola',
      phone_number: '+998 90 777 66 55',
    });
    await page.context().clearCookies();

    await page.goto('/en/signin');
    await pageReady(page);
    await page.getByTestId('forgot-password').click();
    await page.waitForURL('**/en/password-reset');
    // The sign-in page's own e-mail field is there until the new page has rendered.
    await expect.poll(() => page.locator('#page-title').textContent()).toBe('Reset your password');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    const sent = page.getByTestId('reset-sent');
    await sent.waitFor();
    expect(await sent.textContent()).toContain(`If there is an account for ${email}, we have sent it a link`);

    const link = new URL(await linkFor(email));
    await page.goto(`${link.pathname}${link.search}`);
    await pageReady(page);
    const password = page.getByLabel(/^New password/);
    // The one-time token has left the address bar (and the history); the page keeps it.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).pathname).toBe(link.pathname);
    // The rule is on the page before anything is typed.
    expect(await page.locator('main form').textContent()).toContain('8 to 128 characters, hard to guess');
    await password.fill('short');
    await page.getByLabel(/^Repeat the new password/).fill('short');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    expect(await page.getByTestId('form-error-summary').textContent()).toContain('New password must be at least 8 characters');
    await password.fill('second-Password-88');
    await page.getByLabel(/^Repeat the new password/).fill('second-Password-89');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect.poll(() => page.getByTestId('form-error-summary').textContent()).toContain('The passwords differ');
    await page.getByLabel(/^Repeat the new password/).fill('second-Password-88');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByTestId('reset-done').waitFor();

    await page.getByTestId('reset-done').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/en/signin');
    await expect.poll(() => page.locator('#page-title').textContent()).toBe('Sign in');
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByLabel(/^Password/).fill('second-Password-88');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/en/personal/requests');

    // The same link again: said used as it opens, before any password is typed, with the way to ask for a new one.
    await page.goto(`${link.pathname}${link.search}`);
    await pageReady(page);
    const problem = page.getByTestId('reset-problem');
    await problem.waitFor();
    expect(await page.getByLabel(/^New password/).count()).toBe(0);
    expect(await problem.getByRole('alert').textContent()).toBe('This link has been used already.');
    expect(await problem.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/en/password-reset');
  });

  it('an address without an account gets the same answer (ru), and no e-mail', async () => {
    const { page } = session;
    const email = `nobody-${stamp}@example.uz`;
    await page.goto('/ru/password-reset');
    await pageReady(page);
    await page.getByLabel(/^Эл. почта/).fill(email);
    await page.getByRole('button', { name: 'Прислать ссылку' }).click();
    const sent = page.getByTestId('reset-sent');
    await sent.waitFor();
    expect(await sent.textContent()).toContain(`Если для ${email} есть аккаунт`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(readOutbox(outbox(), 50).some((m) => m.to === email)).toBe(false);
  });
});
