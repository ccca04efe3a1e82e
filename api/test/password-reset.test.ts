import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/lib/mail.ts';
import { expectError, json, registerConfirmed, useApi } from './helpers.ts';

const outbox: MailMessage[] = [];
const t = useApi({ siteUrl: 'https://soliq.example', mailer: { where: 'test', send: async (m) => void outbox.push(m) } });
let address = 10;
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'content-type': 'application/json', ...headers },
    remoteAddress: `198.51.100.${++address}`,
  });
const settle = () => new Promise((resolve) => setImmediate(resolve));
const tokenOf = (m: MailMessage) => /password-reset\?token=([A-Za-z0-9_-]+)/.exec(m.text)![1]!;

async function register(email: string, password = 'first-Password-77') {
  const body = { kind: 'individual', email, password, fio: 'Rustamova Malika', phone_number: '+998 90 111 22 33' };
  return (await registerConfirmed(t, body, `198.51.100.${++address}`)).cookie;
}

describe('password reset', () => {
  it('answers alike whether or not the e-mail has an account; mails a link on the configured site only to a real one', async () => {
    await register('malika@example.uz');
    outbox.length = 0;
    const unknown = await post('/api/auth/password-reset', { email: 'nobody@example.uz', locale: 'en' });
    const known = await post('/api/auth/password-reset', { email: 'Malika@Example.uz', locale: 'ru' }, { host: 'evil.example' });
    await settle();
    expect([unknown.statusCode, known.statusCode]).toEqual([202, 202]);
    expect(unknown.body).toBe(known.body);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to: 'malika@example.uz', subject: 'Восстановление пароля — Солиқ сервис', language: 'ru' });
    expect(outbox[0]!.text).toMatch(/https:\/\/soliq\.example\/ru\/password-reset\?token=[A-Za-z0-9_-]{43}\n/);
    expect(outbox[0]!.text).not.toContain('evil.example');
    // Asked again within a minute: the same answer, no second mail.
    await post('/api/auth/password-reset', { email: 'malika@example.uz' });
    await settle();
    expect(outbox).toHaveLength(1);
    expectError(await post('/api/auth/password-reset', { email: 'not an e-mail' }), 422);
  });

  it('sets the new password once, ends every session, and the link never works again', async () => {
    const cookie = await register('jasur.reset@example.uz');
    outbox.length = 0;
    await post('/api/auth/password-reset', { email: 'jasur.reset@example.uz', locale: 'en' });
    await settle();
    const token = tokenOf(outbox[0]!);
    // The rule is checked first; a refused password leaves the link usable.
    expect(expectError(await post('/api/auth/password-reset/confirm', { token, password: 'short' }), 422).fields).toEqual({
      password: 'too_short',
    });
    expect(expectError(await post('/api/auth/password-reset/confirm', { token, password: 'jasur.reset' }), 422).fields).toEqual({
      password: 'weak_password',
    });
    expect((await post('/api/auth/password-reset/confirm', { token, password: 'new-Password-2026' })).statusCode).toBe(204);
    expect(expectError(await post('/api/auth/password-reset/confirm', { token, password: 'another-Password-1' }), 400).code).toBe(
      'reset_used',
    );
    // The old session is over; the old password is refused, the new one works.
    expectError(await t.app.inject({ url: '/api/me', headers: { cookie } }), 401);
    expectError(await post('/api/auth/sign-in', { email: 'jasur.reset@example.uz', password: 'first-Password-77' }), 401);
    const signIn = await post('/api/auth/sign-in', { email: 'jasur.reset@example.uz', password: 'new-Password-2026' });
    expect(signIn.statusCode).toBe(200);
    expect(json(signIn).user.email).toBe('jasur.reset@example.uz');
  });

  it("a stranger's new request does not cancel the owner's link; the one used ends the others", async () => {
    await register('kept.link@example.uz');
    outbox.length = 0;
    await post('/api/auth/password-reset', { email: 'kept.link@example.uz' });
    await settle();
    const first = tokenOf(outbox[0]!);
    // A minute later someone else asks for the same address: a second mail, and the first link still works.
    t.clock.advance(61_000);
    try {
      await post('/api/auth/password-reset', { email: 'kept.link@example.uz' });
      await settle();
      expect(outbox).toHaveLength(2);
      const second = tokenOf(outbox[1]!);
      expect(second).not.toBe(first);
      expect((await post('/api/auth/password-reset/check', { token: first })).statusCode).toBe(204);
      expect((await post('/api/auth/password-reset/confirm', { token: first, password: 'kept-Link-Password-9' })).statusCode).toBe(204);
      expect(expectError(await post('/api/auth/password-reset/check', { token: second }), 400).code).toBe('reset_unknown');
    } finally {
      t.clock.advance(-61_000);
    }
  });

  it('a link expires after 30 minutes; an unknown or malformed one is refused', async () => {
    await register('expiring@example.uz');
    outbox.length = 0;
    await post('/api/auth/password-reset', { email: 'expiring@example.uz' });
    await settle();
    const token = tokenOf(outbox[0]!);
    expect(outbox[0]!.subject).toBe('Parolni tiklash — Soliq servis');
    t.clock.advance(31 * 60_000);
    try {
      expect(expectError(await post('/api/auth/password-reset/confirm', { token, password: 'new-Password-2026' }), 400).code).toBe(
        'reset_expired',
      );
    } finally {
      t.clock.advance(-31 * 60_000);
    }
    expect(
      expectError(await post('/api/auth/password-reset/confirm', { token: 'A'.repeat(43), password: 'new-Password-2026' }), 400).code,
    ).toBe('reset_unknown');
    expect(
      expectError(await post('/api/auth/password-reset/confirm', { token: '../../x', password: 'new-Password-2026' }), 422).fields,
    ).toEqual({ token: 'invalid' });
  });

  it('checks a link without using it: usable, used, expired, unknown or malformed', async () => {
    await register('checking@example.uz');
    outbox.length = 0;
    await post('/api/auth/password-reset', { email: 'checking@example.uz' });
    await settle();
    const token = tokenOf(outbox[0]!);
    const check = (value: string) => post('/api/auth/password-reset/check', { token: value });
    expect((await check(token)).statusCode).toBe(204);
    // Checking twice changes nothing: the link still sets the password.
    expect((await check(token)).statusCode).toBe(204);
    t.clock.advance(31 * 60_000);
    try {
      expect(expectError(await check(token), 400).code).toBe('reset_expired');
    } finally {
      t.clock.advance(-31 * 60_000);
    }
    expect((await post('/api/auth/password-reset/confirm', { token, password: 'new-Password-2026' })).statusCode).toBe(204);
    expect(expectError(await check(token), 400).code).toBe('reset_used');
    expect(expectError(await check('A'.repeat(43)), 400).code).toBe('reset_unknown');
    expect(expectError(await check('../../x'), 422).fields).toEqual({ token: 'invalid' });
  });

  it('judges passwords by their strength (zxcvbn-ts, score 3) with the name and e-mail as words, 8 to 128 characters', async () => {
    const body = (email: string, password: string) => ({
      kind: 'individual',
      email,
      password,
      fio: 'Rustamova Malika',
      phone_number: '+998 90 111 22 33',
    });
    for (const password of ['aaaaaaaa', 'Qwerty123!', ' '.repeat(8), 'Malika1990', 'soliqservis2024', 'malika.judge@example.uz']) {
      const res = await post('/api/auth/register', body('malika.judge@example.uz', password));
      expect(expectError(res, 422).fields, JSON.stringify(password)).toEqual({ password: 'weak_password' });
    }
    expect(expectError(await post('/api/auth/register', body('malika.judge@example.uz', 'Aa1!'.repeat(33))), 422).fields).toEqual({
      password: 'too_long',
    });
    // A strong passphrase of 128 characters goes through.
    await register('malika.judge@example.uz', `Tulip-harbour-${'lantern-'.repeat(14)}`.slice(0, 128));
    outbox.length = 0;
    await post('/api/auth/password-reset', { email: 'malika.judge@example.uz' });
    await settle();
    const token = tokenOf(outbox[0]!);
    for (const password of ['Qwerty123!', ' '.repeat(8), 'malika.judge'])
      expect(expectError(await post('/api/auth/password-reset/confirm', { token, password }), 422).fields).toEqual({
        password: 'weak_password',
      });
  });
});
