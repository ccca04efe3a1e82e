/** Accounts and the audit log as admins use them; staff accounts created by operators (npm run staff, the ops endpoint). */
import { describe, expect, it } from 'vitest';
import * as C from '@tax/shared/contract';
import { tashkentDay } from '../src/lib/days.ts';
import { createStaffAccount, parseRoles } from '../src/staff.ts';
import { expectError, expectShape, json, useApi } from './helpers.ts';
import { createStaff, nextCode, reauthenticate, staffCookieOf } from './staff-helpers.ts';

const t = useApi({ opsToken: 'ops-token-for-tests' });
const send = (method: 'POST' | 'PATCH', url: string, payload: unknown, cookie: string) =>
  t.app.inject({ method, url, payload: payload as object, headers: { cookie } });
const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });

describe('accounts', () => {
  it('an admin creates an account: its password answered once; it enrols at first sign-in', async () => {
    const admin = await createStaff(t, ['admin']);
    const created = expectShape(
      C.InviteResponse,
      await send(
        'POST',
        '/api/staff/accounts',
        { email: 'New.Handler@Test.local', name: 'New Handler', roles: ['handler', 'editor'] },
        admin.cookie,
      ),
    );
    expect(created.account).toMatchObject({
      email: 'new.handler@test.local',
      roles: ['editor', 'handler'],
      enrolled: false,
      disabled: false,
      activeSessions: 0,
    });
    expect(created.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/sign-in',
      payload: { email: 'new.handler@test.local', password: created.password },
    });
    expect(json(first).step).toBe('enrol');
    expectError(
      await send('POST', '/api/staff/accounts', { email: 'new.handler@test.local', name: 'Again', roles: ['editor'] }, admin.cookie),
      409,
      'email_taken',
    );
    expect(expectError(await send('POST', '/api/staff/accounts', { email: 'x', name: '', roles: [] }, admin.cookie), 422).fields).toEqual({
      email: 'email',
      name: 'required',
      roles: 'required',
    });
    expect(
      expectError(await send('POST', '/api/staff/accounts', { email: 'a@b.uz', name: 'Ab Cd', roles: ['root'] }, admin.cookie), 422).fields,
    ).toEqual({ roles: 'invalid' });
    expect(
      expectError(
        await send('POST', '/api/staff/accounts', { email: 'a@b.uz', name: 'Ab Cd', roles: ['editor', 'editor'] }, admin.cookie),
        422,
      ).fields,
    ).toEqual({ roles: 'invalid' });
    const list = expectShape(C.StaffAccountList, await get('/api/staff/accounts', admin.cookie));
    expect(list.items.find((a) => a.id === admin.id)).toMatchObject({ enrolled: true, activeSessions: 1 });
    const log = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'target_label', 'detail'])
      .where('actor_id', '=', admin.id)
      .where('action', '=', 'account-created')
      .execute();
    expect(log).toEqual([{ action: 'account-created', target_label: 'new.handler@test.local', detail: { roles: ['handler', 'editor'] } }]);
  });

  it('roles change after a re-authentication; an admin keeps his own admin role', async () => {
    const admin = await createStaff(t, ['admin']);
    const other = await createStaff(t, ['editor']);
    expectError(
      await send('PATCH', `/api/staff/accounts/${other.id}/roles`, { roles: ['handler'] }, admin.cookie),
      403,
      'reauthentication_required',
    );
    await reauthenticate(t, admin);
    const changed = expectShape(
      C.StaffAccount,
      await send('PATCH', `/api/staff/accounts/${other.id}/roles`, { roles: ['handler', 'editor'] }, admin.cookie),
    );
    expect(changed.roles).toEqual(['editor', 'handler']);
    // The change holds at once: the other's next request has the new role.
    expect((await get('/api/staff/inbox', other.cookie)).statusCode).toBe(200);
    expectError(await send('PATCH', `/api/staff/accounts/${admin.id}/roles`, { roles: ['handler'] }, admin.cookie), 409, 'own_admin_role');
    expect(
      expectShape(
        C.StaffAccount,
        await send('PATCH', `/api/staff/accounts/${admin.id}/roles`, { roles: ['admin', 'handler'] }, admin.cookie),
      ).roles,
    ).toEqual(['admin', 'handler']);
    expectError(
      await send('PATCH', '/api/staff/accounts/00000000-0000-4000-8000-000000000000/roles', { roles: ['handler'] }, admin.cookie),
      404,
    );
    const log = await t.database.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'roles-changed')
      .where('target_id', '=', other.id)
      .execute();
    expect(log[0]!.detail).toEqual({ from: ['editor'], to: ['editor', 'handler'] });
  });

  it('disabling ends the sessions and refuses sign-in until enabled; not one’s own', async () => {
    const admin = await createStaff(t, ['admin']);
    const other = await createStaff(t, ['handler']);
    const disabled = expectShape(C.StaffAccount, await send('POST', `/api/staff/accounts/${other.id}/disable`, {}, admin.cookie));
    expect(disabled.disabled).toBe(true);
    expectError(await get('/api/staff/me', other.cookie), 401);
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/staff/auth/sign-in', payload: { email: other.email, password: other.password } }),
      401,
    );
    expect(expectShape(C.StaffAccount, await send('POST', `/api/staff/accounts/${other.id}/enable`, {}, admin.cookie)).disabled).toBe(
      false,
    );
    expect(
      json(
        await t.app.inject({ method: 'POST', url: '/api/staff/auth/sign-in', payload: { email: other.email, password: other.password } }),
      ).step,
    ).toBe('code');
    expectError(await send('POST', `/api/staff/accounts/${admin.id}/disable`, {}, admin.cookie), 409, 'own_account');
  });

  it("an admin ends all of an account's sessions, and resets its second factor (after a re-authentication)", async () => {
    const admin = await createStaff(t, ['admin']);
    const other = await createStaff(t, ['handler']);
    expect(expectShape(C.EndedSessions, await send('POST', `/api/staff/accounts/${other.id}/end-sessions`, {}, admin.cookie)).ended).toBe(
      1,
    );
    expectError(await get('/api/staff/me', other.cookie), 401);
    expectError(
      await send('POST', `/api/staff/accounts/${other.id}/reset-second-factor`, {}, admin.cookie),
      403,
      'reauthentication_required',
    );
    await reauthenticate(t, admin);
    expect(
      expectShape(C.StaffAccount, await send('POST', `/api/staff/accounts/${other.id}/reset-second-factor`, {}, admin.cookie)).enrolled,
    ).toBe(false);
    // The old key and recovery codes are gone: the next sign-in enrols again.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/sign-in',
      payload: { email: other.email, password: other.password },
    });
    expect(json(again).step).toBe('enrol');
    expect(json(await get('/api/staff/me', staffCookieOf(again))).stage).toBe('enrol');
    expectError(await send('POST', `/api/staff/accounts/${admin.id}/reset-second-factor`, {}, admin.cookie), 409, 'own_account');
  });
});

describe('the audit log', () => {
  it('admins read who did what, when and from where, newest first, with filters and pages', async () => {
    const admin = await createStaff(t, ['admin']);
    const handler = await createStaff(t, ['handler']);
    await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/sign-in',
      payload: { email: handler.email, password: 'wrong-password' },
      remoteAddress: '198.51.100.7',
    });
    const mine = expectShape(C.AuditList, await get(`/api/staff/audit?actor=${handler.id}`, admin.cookie));
    expect(mine.items.map((i) => i.action)).toEqual(['sign-in-failed', 'sign-in', 'second-factor-enrolled']);
    expect(mine.items[0]).toMatchObject({
      actor: { id: handler.id, email: handler.email },
      actorEmail: handler.email,
      address: '198.51.100.7',
      detail: { reason: 'password' },
    });
    const failed = expectShape(C.AuditList, await get('/api/staff/audit?action=sign-in-failed&pageSize=1', admin.cookie));
    expect(failed.items).toHaveLength(1);
    expect(failed.total).toBeGreaterThanOrEqual(1);
    // The filter's days are Tashkent days: after 19:00 UTC the UTC date is yesterday there.
    const today = tashkentDay(t.clock.now);
    expect(
      expectShape(C.AuditList, await get(`/api/staff/audit?from=${today}&to=${today}&targetKind=account`, admin.cookie)).total,
    ).toBeGreaterThan(0);
    expect(expectShape(C.AuditList, await get('/api/staff/audit?to=2000-01-01', admin.cookie)).total).toBe(0);
    expect(expectError(await get('/api/staff/audit?action=dance&actor=me&from=yesterday', admin.cookie), 422).fields).toEqual({
      action: 'invalid',
      actor: 'invalid',
      from: 'date',
    });
  });
});

describe('operators', () => {
  it('npm run staff reads roles repeated or comma-separated, and refuses unknown ones', () => {
    expect(parseRoles(['handler,editor', 'admin', 'HANDLER'])).toEqual(['admin', 'editor', 'handler']);
    expect(() => parseRoles(['boss'])).toThrow(/unknown role "boss"/);
    expect(parseRoles([])).toEqual([]);
  });

  it('creates an account with roles and a strong password, or resets one; refuses a weak password or a taken e-mail', async () => {
    const r = await createStaffAccount(t.database.db, {
      email: 'Ops.Person@Test.local',
      password: 'a-strong-operator-password',
      roles: ['editor'],
    });
    expect(r).toEqual({ email: 'ops.person@test.local', action: 'created', roles: ['editor'] });
    await expect(
      createStaffAccount(t.database.db, { email: 'ops.person@test.local', password: 'a-strong-operator-password' }),
    ).rejects.toThrow(/already has a staff account/);
    await expect(createStaffAccount(t.database.db, { email: 'weak@test.local', password: 'password1234' })).rejects.toThrow(/common/);
    await expect(createStaffAccount(t.database.db, { email: 'short@test.local', password: 'short' })).rejects.toThrow(/at least 12/);
    expect(
      await createStaffAccount(t.database.db, {
        email: 'ops.person@test.local',
        password: 'another-strong-password',
        roles: ['admin'],
        reset: true,
      }),
    ).toEqual({
      email: 'ops.person@test.local',
      action: 'reset',
      roles: ['admin'],
    });
    const log = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'address'])
      .where('target_label', '=', 'ops.person@test.local')
      .execute();
    expect(log).toEqual([
      { action: 'account-created', actor_email: 'npm run staff', address: 'local' },
      { action: 'roles-changed', actor_email: 'npm run staff', address: 'local' },
    ]);
  });

  it('the running server creates accounts for loopback clients with the ops token, and for nobody else', async () => {
    const ops = (headers: Record<string, string>, payload: unknown, remoteAddress = '127.0.0.1') =>
      t.app.inject({ method: 'POST', url: '/api/__ops/staff-accounts', headers, payload: payload as object, remoteAddress });
    const body = { email: 'through.site@test.local', roles: ['handler'] };
    expectError(await ops({}, body), 404);
    expectError(await ops({ 'x-ops-token': 'wrong' }, body), 404);
    expectError(await ops({ 'x-ops-token': 'ops-token-for-tests' }, body, '192.0.2.5'), 404);
    expectError(await ops({ 'x-ops-token': 'ops-token-for-tests', 'x-forwarded-for': '192.0.2.5' }, body), 404);
    const created = expectShape(C.OpsStaffResponse, await ops({ 'x-ops-token': 'ops-token-for-tests' }, body));
    expect(created).toMatchObject({ email: 'through.site@test.local', action: 'created', roles: ['handler'] });
    expect(created.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/sign-in',
      payload: { email: 'through.site@test.local', password: created.password },
    });
    expect(json(signIn).step).toBe('enrol');
    // Enrolling works with the key shown, and the account is then a handler.
    const secret = String(json(signIn).enrolment.secret).replace(/\s/g, '');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/enrolment',
      payload: { code: nextCode(t, secret) },
      headers: { cookie: staffCookieOf(signIn) },
    });
    expect(json(confirmed).me.user.roles).toEqual(['handler']);
    expectError(await ops({ 'x-ops-token': 'ops-token-for-tests' }, body), 409, 'refused');
    expect(expectError(await ops({ 'x-ops-token': 'ops-token-for-tests' }, { email: 'bad', roles: ['god'] }), 422).fields).toEqual({
      email: 'email',
      roles: 'invalid',
    });
  });
});
