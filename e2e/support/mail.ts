/**
 * The site's e-mail as the browser tests read it: no SMTP server is configured, so the site writes each message into
 * the outbox folder beside the deploy folder (api/src/lib/mail.ts), and the tests read it from there.
 */
import { dirname, join } from 'node:path';
import { inject } from 'vitest';
import type { APIRequestContext } from 'playwright-core';
import { readOutbox, type OutboxMessage } from '@tax/api';

export const outboxDir = () => join(dirname(inject('deployDir')), 'outbox');

/** The newest mail to `email` whose text matches `pattern`, waiting for it up to 15 s. */
export async function mailTo(email: string, pattern: RegExp, timeoutMs = 15_000): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const message = readOutbox(outboxDir(), 100).find((m) => m.to === email && pattern.test(m.text));
    if (message) return message;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${email} matching ${pattern} in ${outboxDir()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const CONFIRM_LINK = /https?:\/\/\S+\/personal\/confirm\?token=([A-Za-z0-9_-]+)/;

/** The confirmation link mailed to `email` at registration. */
export async function confirmationLink(email: string): Promise<{ message: OutboxMessage; url: URL; token: string }> {
  const message = await mailTo(email, CONFIRM_LINK);
  const [link, token] = CONFIRM_LINK.exec(message.text)!;
  return { message, url: new URL(link), token: token! };
}

/**
 * An account ready to sign in, made through the API as a visitor would (register, then the link from the e-mail):
 * for tests about something else than registration.
 */
export async function registerConfirmed(request: APIRequestContext, data: Record<string, unknown> & { email: string }): Promise<void> {
  const registered = await request.post('/api/auth/register', { data });
  if (registered.status() !== 202) throw new Error(`registration answered ${registered.status()}: ${await registered.text()}`);
  const { token } = await confirmationLink(data.email);
  const confirmed = await request.post('/api/auth/confirm', { data: { token } });
  if (confirmed.status() !== 204) throw new Error(`confirmation answered ${confirmed.status()}: ${await confirmed.text()}`);
}

/**
 * After a registration through the form: the link from the e-mail followed and the password given, through the API
 * with the browser's own cookies (`page.request`), so the browser is signed in for what the test is about.
 */
export async function confirmAndSignIn(request: APIRequestContext, email: string, password: string): Promise<void> {
  const { token } = await confirmationLink(email);
  const confirmed = await request.post('/api/auth/confirm', { data: { token } });
  if (confirmed.status() !== 204) throw new Error(`confirmation answered ${confirmed.status()}: ${await confirmed.text()}`);
  const signedIn = await request.post('/api/auth/sign-in', { data: { email, password } });
  if (signedIn.status() !== 200) throw new Error(`sign-in answered ${signedIn.status()}: ${await signedIn.text()}`);
}
