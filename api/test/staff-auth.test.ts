/** Staff sign-in with a second factor, sessions, re-authentication, as a staff member's browser meets them. */
import { describe, expect, it } from 'vitest';
import * as C from '@tax/shared/contract';
import { totpCode } from '../src/lib/totp.ts';
import { expectError, expectShape, json, registerConfirmed, useApi } from './helpers.ts';
import { createStaff, nextCode, staffCookieOf } from './staff-helpers.ts';

// With a server key the second-factor keys are stored encrypted (without one, lib/secret-box.ts stores them marked plain).
const t = useApi({ staffSecretKey: 'a'.repeat(64) });
const post = (url: string, payload: unknown, cookie?: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('sign-in and enrolment', () => {
  it('a first sign-in enrols: QR code and key as text, a code confirms it, ten recovery codes shown once and stored hashed', async () => {
    const s = await createStaff(t, ['handler'], { enrol: false });
    const enrolment = expectShape(C.TotpEnrolment, await get('/api/staff/auth/enrolment', s.cookie));
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(enrolment.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(enrolment.secret.replace(/\s/g, '')).toBe(s.secret);
    expect(enrolment).toMatchObject({ digits: 6, period: 30 });

    // At the enrol stage nothing else opens, and the session says where it stands.
    expectError(await get('/api/staff/sessions', s.cookie), 403, 'enrolment_required');
    expect(expectShape(C.StaffMe, await get('/api/staff/me', s.cookie)).stage).toBe('enrol');

    expectError(await post('/api/staff/auth/enrolment', { code: '000000' }, s.cookie), 422, 'invalid_code');
    expect(expectError(await post('/api/staff/auth/enrolment', { code: '12ab' }, s.cookie), 422).fields).toEqual({ code: 'invalid' });
    const confirm = await post('/api/staff/auth/enrolment', { code: nextCode(t, s.secret) }, s.cookie);
    const body = expectShape(C.EnrolConfirmResponse, confirm);
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    expect(body.me.stage).toBe('signed-in');
    expect(body.me.recoveryCodesLeft).toBe(10);
    // A new token once signed in: the pending one is worth nothing now.
    const cookie = staffCookieOf(confirm);
    expect(cookie).not.toBe(s.cookie);
    expectError(await get('/api/staff/me', s.cookie), 401);
    expect(expectShape(C.StaffMe, await get('/api/staff/me', cookie)).user.roles).toEqual(['handler']);

    const stored = await t.database.db.selectFrom('staff_recovery_codes').select('code_hash').where('account_id', '=', s.id).execute();
    expect(stored).toHaveLength(10);
    for (const code of body.recoveryCodes) expect(stored.map((r) => r.code_hash)).not.toContain(code);
    const account = await t.database.db.selectFrom('staff_accounts').select('totp_secret').where('id', '=', s.id).executeTakeFirstOrThrow();
    expect(account.totp_secret).toMatch(/^v1:/);
    expect(account.totp_secret).not.toContain(s.secret);
  });

  it('the cookie is HttpOnly, SameSite=Strict and scoped to /api/staff; a citizen session opens nothing here', async () => {
    const res = await post('/api/staff/auth/sign-in', { email: 'nobody@test.local', password: 'x'.repeat(12) }, undefined, '198.51.100.1');
    expectError(res, 401, 'invalid_credentials');
    const s = await createStaff(t, ['admin']);
    const again = await post('/api/staff/auth/sign-in', { email: s.email, password: s.password });
    const set = String(([] as string[]).concat(again.headers['set-cookie'] as string)[0]);
    expect(set).toMatch(/^tax_staff=[A-Za-z0-9_-]+; Path=\/api\/staff; Max-Age=600; HttpOnly; SameSite=Strict$/);
    expect(json(again)).toEqual({ step: 'code' });

    const { cookie: sid } = await registerConfirmed(
      t,
      {
        kind: 'individual',
        email: `citizen-${Date.now()}@example.uz`,
        password: 'a-long-citizen-password',
        fio: 'Citizen Person',
        phone_number: '901234567',
      },
      '198.51.100.3',
    );
    expectError(await get('/api/staff/me', sid), 401, 'unauthorized');
    // The staff password does not open the citizens' sign-in: they are different accounts.
    expectError(await post('/api/auth/sign-in', { email: s.email, password: s.password }, undefined, '198.51.100.2'), 401);
  });

  it('a code is accepted once (no replay within its window); a wrong one is refused and recorded', async () => {
    const s = await createStaff(t, ['handler']);
    const start = async () => staffCookieOf(await post('/api/staff/auth/sign-in', { email: s.email, password: s.password }));
    const c1 = await start();
    const code = nextCode(t, s.secret);
    expect((await post('/api/staff/auth/verify', { code }, c1)).statusCode).toBe(200);
    const c2 = await start();
    expectError(await post('/api/staff/auth/verify', { code }, c2), 422, 'invalid_code');
    // One step later the next code works; the one before does not.
    const earlier = totpCode(s.secret, new Date(t.clock.now.getTime() - 30_000));
    expectError(await post('/api/staff/auth/verify', { code: earlier }, c2), 422, 'invalid_code');
    expect((await post('/api/staff/auth/verify', { code: nextCode(t, s.secret) }, c2)).statusCode).toBe(200);
    const failures = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', s.id)
      .where('action', '=', 'second-factor-failed')
      .execute();
    expect(failures.length).toBe(2);
  });

  it('a recovery code works once, whatever its case and dash', async () => {
    const s = await createStaff(t, ['handler']);
    const code = s.recoveryCodes[3]!;
    const c1 = staffCookieOf(await post('/api/staff/auth/sign-in', { email: s.email, password: s.password }));
    const ok = expectShape(
      C.StaffVerifyResponse,
      await post('/api/staff/auth/verify', { recoveryCode: code.toLowerCase().replace('-', ' ') }, c1),
    );
    expect(ok.usedRecoveryCode).toBe(true);
    expect(ok.me.recoveryCodesLeft).toBe(9);
    const c2 = staffCookieOf(await post('/api/staff/auth/sign-in', { email: s.email, password: s.password }));
    expect(expectError(await post('/api/staff/auth/verify', { recoveryCode: code }, c2), 422, 'invalid_code').fields).toEqual({
      recoveryCode: 'invalid',
    });
    expect(expectError(await post('/api/staff/auth/verify', {}, c2), 422).fields).toEqual({ code: 'required' });
    expect(expectError(await post('/api/staff/auth/verify', { code: '123456', recoveryCode: code }, c2), 422).fields).toEqual({
      recoveryCode: 'invalid',
    });
    const used = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', s.id)
      .where('action', '=', 'recovery-code-used')
      .execute();
    expect(used).toHaveLength(1);
  });

  it('sign-in failures are throttled like citizens’ (five, then a wait) and recorded', async () => {
    const s = await createStaff(t, ['admin']);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await post('/api/staff/auth/sign-in', { email: s.email, password: 'wrong-password-1' }, undefined, `203.0.113.${i + 1}`))
          .statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Even the right password waits out the delay.
    const locked = await post('/api/staff/auth/sign-in', { email: s.email, password: s.password }, undefined, '203.0.113.99');
    expectError(locked, 429, 'account_locked');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const failed = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'address'])
      .where('action', '=', 'sign-in-failed')
      .where('actor_id', '=', s.id)
      .execute();
    expect(failed).toHaveLength(5);
    expect(failed[0]).toMatchObject({ actor_email: s.email, address: '203.0.113.1' });
  });

  it('code guesses are throttled too', async () => {
    const s = await createStaff(t, ['handler']);
    const c = staffCookieOf(await post('/api/staff/auth/sign-in', { email: s.email, password: s.password }));
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await post('/api/staff/auth/verify', { code: String(100000 + i) }, c, `203.0.114.${i + 1}`)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('a disabled account cannot sign in, alike a wrong password', async () => {
    const s = await createStaff(t, ['handler']);
    await t.database.db.updateTable('staff_accounts').set({ disabled: true }).where('id', '=', s.id).execute();
    expectError(await get('/api/staff/me', s.cookie), 401);
    expectError(
      await post('/api/staff/auth/sign-in', { email: s.email, password: s.password }, undefined, '192.0.2.10'),
      401,
      'invalid_credentials',
    );
  });
});

describe('sessions', () => {
  it('end after 30 minutes without a request, and after 12 hours whatever happens', async () => {
    const s = await createStaff(t, ['editor']);
    t.clock.advance(29 * 60_000);
    expect((await get('/api/staff/me', s.cookie)).statusCode).toBe(200);
    t.clock.advance(29 * 60_000);
    const me = expectShape(C.StaffMe, await get('/api/staff/me', s.cookie));
    expect(new Date(me.session.idleExpiresAt).getTime()).toBe(t.clock.now.getTime() + 30 * 60_000);
    t.clock.advance(31 * 60_000);
    expectError(await get('/api/staff/me', s.cookie), 401);

    const s2 = await createStaff(t, ['editor']);
    for (let i = 0; i < 25; i++) {
      t.clock.advance(28 * 60_000);
      expect((await get('/api/staff/me', s2.cookie)).statusCode, `after ${(i + 1) * 28} minutes`).toBe(200);
    }
    t.clock.advance(28 * 60_000);
    expectError(await get('/api/staff/me', s2.cookie), 401);
  });

  it('a staff member lists his sessions and ends one, or all others; signing out ends the current one', async () => {
    const s = await createStaff(t, ['handler']);
    const other = await post('/api/staff/auth/sign-in', { email: s.email, password: s.password }, undefined, '192.0.2.44');
    const second = staffCookieOf(await post('/api/staff/auth/verify', { code: nextCode(t, s.secret) }, staffCookieOf(other)));
    const third = staffCookieOf(
      await post(
        '/api/staff/auth/verify',
        { code: nextCode(t, s.secret) },
        staffCookieOf(await post('/api/staff/auth/sign-in', { email: s.email, password: s.password })),
      ),
    );
    const list = expectShape(
      C.StaffSessionList,
      await t.app.inject({ url: '/api/staff/sessions', headers: { cookie: s.cookie, 'user-agent': 'TestBrowser/1' } }),
    );
    expect(list.items).toHaveLength(3);
    expect(list.items.filter((i) => i.current)).toHaveLength(1);
    expect(list.items.map((i) => i.address)).toContain('192.0.2.44');
    const secondId = json(await get('/api/staff/me', second)).session.id as string;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/staff/sessions/${secondId}`, headers: { cookie: s.cookie } })).statusCode,
    ).toBe(204);
    expectError(await get('/api/staff/me', second), 401);
    // Someone else's session is not one's own to end.
    const stranger = await createStaff(t, ['handler']);
    const strangerId = json(await get('/api/staff/me', stranger.cookie)).session.id as string;
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/staff/sessions/${strangerId}`, headers: { cookie: s.cookie } }), 404);
    expectError(await t.app.inject({ method: 'DELETE', url: '/api/staff/sessions/not-an-id', headers: { cookie: s.cookie } }), 404);

    expect(expectShape(C.EndedSessions, await post('/api/staff/sessions/end-others', {}, s.cookie)).ended).toBe(1);
    expectError(await get('/api/staff/me', third), 401);
    expect((await get('/api/staff/me', s.cookie)).statusCode).toBe(200);
    const out = await post('/api/staff/auth/sign-out', {}, s.cookie);
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^tax_staff=; Path=\/api\/staff; Max-Age=0/);
    expectError(await get('/api/staff/me', s.cookie), 401);
    const actions = (await t.database.db.selectFrom('audit_log').select('action').where('actor_id', '=', s.id).execute()).map(
      (r) => r.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['sign-in', 'session-ended', 'sessions-ended', 'sign-out']));
  });

  it('re-authentication needs the password and a fresh code, and lasts five minutes', async () => {
    const s = await createStaff(t, ['handler']);
    expectError(await get('/api/staff/inbox/export.csv', s.cookie), 403, 'reauthentication_required');
    expect(
      expectError(await post('/api/staff/auth/reauth', { password: 'wrong', code: nextCode(t, s.secret) }, s.cookie), 422).fields,
    ).toEqual({ password: 'invalid' });
    expect(expectError(await post('/api/staff/auth/reauth', { password: s.password, code: '000000' }, s.cookie), 422).fields).toEqual({
      code: 'invalid',
    });
    const ok = expectShape(
      C.StaffReauthResponse,
      await post('/api/staff/auth/reauth', { password: s.password, code: nextCode(t, s.secret) }, s.cookie),
    );
    expect(new Date(ok.reauthenticatedUntil).getTime()).toBe(t.clock.now.getTime() + 5 * 60_000);
    expect((await get('/api/staff/inbox/export.csv', s.cookie)).statusCode).toBe(200);
    expect(json(await get('/api/staff/me', s.cookie)).session.reauthenticatedUntil).toBe(ok.reauthenticatedUntil);
    t.clock.advance(5 * 60_000 + 1000);
    expectError(await get('/api/staff/inbox/export.csv', s.cookie), 403, 'reauthentication_required');
  });

  it("one's own password: the current one needed, a weak one refused, other sessions end", async () => {
    const s = await createStaff(t, ['handler']);
    const other = staffCookieOf(
      await post(
        '/api/staff/auth/verify',
        { code: nextCode(t, s.secret) },
        staffCookieOf(await post('/api/staff/auth/sign-in', { email: s.email, password: s.password })),
      ),
    );
    expect(
      expectError(await post('/api/staff/auth/password', { currentPassword: 'nope', newPassword: 'a-new-good-password-1' }, s.cookie), 422)
        .fields,
    ).toEqual({ currentPassword: 'invalid' });
    expect(
      expectError(await post('/api/staff/auth/password', { currentPassword: s.password, newPassword: 'short' }, s.cookie), 422).fields,
    ).toEqual({ newPassword: 'too_short' });
    expect(
      expectError(await post('/api/staff/auth/password', { currentPassword: s.password, newPassword: 'password1234' }, s.cookie), 422)
        .fields,
    ).toEqual({ newPassword: 'weak_password' });
    expect(
      (await post('/api/staff/auth/password', { currentPassword: s.password, newPassword: 'a-new-good-password-1' }, s.cookie)).statusCode,
    ).toBe(204);
    expectError(await get('/api/staff/me', other), 401);
    expect((await get('/api/staff/me', s.cookie)).statusCode).toBe(200);
    expect(json(await post('/api/staff/auth/sign-in', { email: s.email, password: 'a-new-good-password-1' })).step).toBe('code');
  });
});
