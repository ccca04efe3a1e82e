import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEFAULT_SCRYPT_N, setScryptCostForTests } from '../src/lib/password.ts';
import { TEST_SCRYPT_N } from './global-setup.ts';
import * as C from '@tax/shared/contract';
import { countRows, expectError, expectShape, json, registerConfirmed, useApi } from './helpers.ts';

const t = useApi({ sessionTtlMs: 60 * 60 * 1000 });

const post = (url: string, payload: unknown, cookie?: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

function sessionCookie(res: { headers: Record<string, unknown> }): string {
  return namedCookie(res, 'tax_sid');
}
function namedCookie(res: { headers: Record<string, unknown> }, name: string): string {
  const raw = res.headers['set-cookie'];
  const all = (Array.isArray(raw) ? raw : [raw]) as string[];
  return all.find((c) => c.startsWith(`${name}=`))!.split(';')[0]!;
}
/** A distinct client address per call, so that tests do not share the per-address count. */
let addresses = 0;
const freshAddress = () => `10.77.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

let n = 0;
const individual = () => ({
  kind: 'individual',
  email: `user${++n}-${Date.now()}@example.uz`,
  password: 'correct horse battery',
  fio: 'Olimov Jasur',
  phone_number: '90 111 22 33',
});

async function register(body: ReturnType<typeof individual> & Record<string, unknown> = individual()) {
  const { cookie, user } = await registerConfirmed(t, body, freshAddress());
  return { body, cookie, user: C.User.parse(user) };
}

describe('registration and sessions', () => {
  it('registers an individual: no session until the e-mail is confirmed; then sign-in sets an HttpOnly SameSite=Lax cookie', async () => {
    const body = individual();
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(202);
    expect(json(res)).toEqual({ sent: true });
    expect(res.headers['set-cookie']).toBeUndefined();
    await t.database.db.updateTable('users').set({ confirmed_at: new Date() }).where('email', '=', body.email).execute();
    const signIn = await post('/api/auth/sign-in', { email: body.email, password: body.password }, undefined, {}, freshAddress());
    const setCookie = String(signIn.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=3600/);
    const me = expectShape(C.UserResponse, await get('/api/me', sessionCookie(signIn)));
    expect(me.user).toMatchObject({ kind: 'individual', role: 'user', phone_number: '+998901112233', companyName: null });
    expect(JSON.stringify(me)).not.toMatch(/password/i);
  });

  it('stores the session token and the password only as hashes', async () => {
    const { cookie, body } = await register();
    const token = cookie.split('=')[1]!;
    const sessions = await t.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(sessions.some((s) => s.token_hash === token)).toBe(false);
    const user = await t.database.db.selectFrom('users').select('password_hash').where('email', '=', body.email).executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^scrypt\$/);
    expect(user.password_hash).not.toContain(body.password);
  });

  it('registers a business with company name and a 9-digit TIN', async () => {
    const base = { ...individual(), kind: 'business' };
    expect(expectError(await post('/api/auth/register', base), 422).fields).toEqual({ companyName: 'required', tin: 'required' });
    expect(expectError(await post('/api/auth/register', { ...base, companyName: 'Olim LLC', tin: '12345' }), 422).fields).toEqual({
      tin: 'invalid',
    });
    const { user } = await register({ ...base, companyName: 'Olim LLC', tin: '123456789' });
    expect(user).toMatchObject({ kind: 'business', companyName: 'Olim LLC', tin: '123456789' });
  });

  it('validates registration fields; a taken e-mail gets the same answer as a new one and changes nothing', async () => {
    const err = expectError(
      await post('/api/auth/register', { kind: 'person', email: 'x', password: 'short', fio: '', phone_number: '1' }),
      422,
    );
    expect(err.fields).toEqual({ kind: 'invalid', email: 'email', password: 'too_short', fio: 'required', phone_number: 'phone' });
    const { body } = await register();
    const before = await countRows(t, 'users');
    const dup = await post('/api/auth/register', { ...body, email: body.email.toUpperCase(), password: 'another horse battery' });
    expect(dup.statusCode).toBe(202);
    expect(json(dup)).toEqual({ sent: true });
    expect(await countRows(t, 'users')).toBe(before);
    // The owner's password is as it was.
    expect(
      (await post('/api/auth/sign-in', { email: body.email, password: body.password }, undefined, {}, freshAddress())).statusCode,
    ).toBe(200);
  });

  it('signs in, signs out (the cookie stops working), and refuses wrong passwords with 401', async () => {
    const { body } = await register();
    const res = await post('/api/auth/sign-in', { email: body.email.toUpperCase(), password: body.password });
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookie(res);
    expect((await get('/api/me', cookie)).statusCode).toBe(200);
    const out = await post('/api/auth/sign-out', {}, cookie);
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expectError(await get('/api/me', cookie), 401, 'unauthorized');
    expectError(await post('/api/auth/sign-in', { email: body.email, password: 'wrong password' }), 401, 'invalid_credentials');
    expect(expectError(await post('/api/auth/sign-in', {}), 422).fields).toEqual({ email: 'required', password: 'required' });
  });

  it('a readable signed-in hint (no secret) comes and goes with the session, and /me clears a stale one', async () => {
    const { body } = await register();
    const res = await post('/api/auth/sign-in', { email: body.email, password: body.password });
    const cookies = res.headers['set-cookie'] as string[];
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual(['tax_device', 'tax_sid', 'tax_signed_in']);
    const hint = cookies.find((c) => c.startsWith('tax_signed_in='))!;
    expect(hint).toMatch(/^tax_signed_in=1; Path=\/; Max-Age=3600; SameSite=Lax/);
    expect(hint).not.toMatch(/HttpOnly/);
    const session = sessionCookie(res);
    const out = await post('/api/auth/sign-out', {}, `${session}; tax_signed_in=1`);
    expect((out.headers['set-cookie'] as string[]).find((c) => c.startsWith('tax_signed_in='))).toMatch(
      /^tax_signed_in=; Path=\/; Max-Age=0/,
    );
    // A browser that kept the hint but lost the session: /me says 401 and clears the hint.
    const stale = await get('/api/me', `${session}; tax_signed_in=1`);
    expectError(stale, 401, 'unauthorized');
    expect(String(stale.headers['set-cookie'])).toMatch(/^tax_signed_in=; Path=\/; Max-Age=0/);
    // Without the hint, /me sets no cookie at all.
    expect((await get('/api/me')).headers['set-cookie']).toBeUndefined();
  });

  it('a session expires (injected clock)', async () => {
    const { cookie } = await register();
    expect((await get('/api/me', cookie)).statusCode).toBe(200);
    t.clock.advance(59 * 60 * 1000);
    expect((await get('/api/me', cookie)).statusCode).toBe(200);
    t.clock.advance(2 * 60 * 1000);
    expectError(await get('/api/me', cookie), 401, 'unauthorized');
    expectError(await get('/api/me', 'tax_sid=forged-token-forged-token-forged'), 401);
    expectError(await get('/api/me'), 401);
  });
});

// These tests hash many passwords (scrypt, N = 2^17: about half a second each on a small machine): longer time-outs.
describe('sign-in throttling', () => {
  const signIn = (email: string, password: string, remoteAddress = freshAddress(), cookie?: string) =>
    post('/api/auth/sign-in', { email, password }, cookie, {}, remoteAddress);

  it('five attempts go through, then each waits (30 s, then longer), alike for an unknown e-mail and a wrong password', async () => {
    const { body } = await register();
    const unknown = `nobody-${Date.now()}@example.uz`;
    for (const email of [body.email, unknown]) {
      for (let i = 0; i < 5; i++) {
        const err = expectError(await signIn(email, `guess-${i}`), 401);
        expect(err).toEqual({ code: 'invalid_credentials', message: 'E-mail or password is wrong' });
      }
      const waiting = await signIn(email, 'anything');
      expectError(waiting, 429, 'account_locked');
      expect(Number(waiting.headers['retry-after'])).toBe(30);
    }
    // Even the right password waits: what is throttled is the guessing, before any password is looked at.
    expectError(await signIn(body.email, body.password), 429, 'account_locked');
    t.clock.advance(31_000);
    // One more wrong guess is allowed, and doubles the wait.
    expectError(await signIn(body.email, 'guess-6'), 401);
    expect(Number((await signIn(body.email, body.password)).headers['retry-after'])).toBe(60);
    t.clock.advance(61_000);
    expect((await signIn(body.email, body.password)).statusCode).toBe(200);
    // The right password cleared the count: five free attempts again.
    for (let i = 0; i < 5; i++) expectError(await signIn(body.email, `again-${i}`), 401);
  }, 120_000);

  it('a parallel burst of 100 wrong passwords from 100 addresses gets 5 evaluated, 95 refused before any hash', async () => {
    const { body } = await register();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => signIn(body.email, `burst-${i}`)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(95);
    // The right password, right after the burst, is refused too (the burst used up the free attempts).
    expectError(await signIn(body.email, body.password), 429, 'account_locked');
    t.clock.advance(31_000);
    expect((await signIn(body.email, body.password)).statusCode).toBe(200);
  }, 120_000);

  it("strangers' failures cannot lock the owner out: a browser that signed in before has its own count", async () => {
    const { body } = await register();
    const owner = await signIn(body.email, body.password);
    expect(owner.statusCode).toBe(200);
    const device = namedCookie(owner, 'tax_device');
    for (let i = 0; i < 5; i++) expectError(await signIn(body.email, `attacker-${i}`), 401);
    expectError(await signIn(body.email, 'attacker-6'), 429, 'account_locked');
    // The owner's browser, with its device cookie, still signs in at once, even after a typo.
    expectError(await signIn(body.email, 'typo', freshAddress(), device), 401);
    expect((await signIn(body.email, body.password, freshAddress(), device)).statusCode).toBe(200);
    // A device cookie is worth nothing for another account, or when forged.
    const other = await register();
    for (let i = 0; i < 5; i++) expectError(await signIn(other.body.email, `attacker-${i}`), 401);
    expectError(await signIn(other.body.email, other.body.password, freshAddress(), device), 429, 'account_locked');
    expectError(
      await signIn(other.body.email, other.body.password, freshAddress(), 'tax_device=forged-forged-forged-forged-forged'),
      429,
      'account_locked',
    );
  }, 120_000);

  it('attempts are forgotten after an hour without any, and the table is pruned of them', async () => {
    const stale = await register();
    const fresh = await register();
    for (let i = 0; i < 5; i++) expectError(await signIn(stale.body.email, 'nope'), 401);
    t.clock.advance(61 * 60_000);
    // The clean-up runs on one attempt in twenty; make this one of them.
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    try {
      expectError(await signIn(fresh.body.email, 'nope'), 401);
    } finally {
      random.mockRestore();
    }
    const rows = await t.database.db
      .selectFrom('sign_in_throttle')
      .select('key')
      .where('scope', '=', 'account')
      .where('key', 'in', [stale.body.email, fresh.body.email])
      .execute();
    expect(rows.map((r) => r.key)).toEqual([fresh.body.email]);
    // Forgotten: five free attempts again.
    for (let i = 0; i < 5; i++) expectError(await signIn(stale.body.email, 'nope'), 401);
    expect((await signIn(stale.body.email, 'nope')).statusCode).toBe(429);
  }, 120_000);
});

describe('passwords', () => {
  it('refuses common and breached passwords and one equal to the e-mail, with the field code weak_password', async () => {
    for (const password of ['password', '12345678', 'Password1!', 'qwertyuiop', 'iloveyou1']) {
      const err = expectError(await post('/api/auth/register', { ...individual(), password }), 422, 'validation_failed');
      expect(err.fields, password).toEqual({ password: 'weak_password' });
    }
    const body = individual();
    expect(expectError(await post('/api/auth/register', { ...body, password: body.email }), 422).fields).toEqual({
      password: 'weak_password',
    });
    expect(expectError(await post('/api/auth/register', { ...body, password: body.email.split('@')[0] }), 422).fields).toEqual({
      password: 'weak_password',
    });
    expect(await countRows(t, 'users')).toBeGreaterThan(0);
    expect(await t.database.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst()).toBeUndefined();
  });

  it('hashes with scrypt N = 2^17, and replaces an older, cheaper hash at the next sign-in', async () => {
    setScryptCostForTests(DEFAULT_SCRYPT_N);
    onTestFinished(() => setScryptCostForTests(TEST_SCRYPT_N));
    expect(DEFAULT_SCRYPT_N).toBe(2 ** 17);
    const { body } = await register();
    const row = await t.database.db.selectFrom('users').select('password_hash').where('email', '=', body.email).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    // A hash as version 1 made them (N = 2^15).
    const salt = randomBytes(16);
    const key = scryptSync(body.password.normalize('NFKC'), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const old = `scrypt$32768$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    await t.database.db.updateTable('users').set({ password_hash: old }).where('email', '=', body.email).execute();
    expect(
      (await post('/api/auth/sign-in', { email: body.email, password: body.password }, undefined, {}, freshAddress())).statusCode,
    ).toBe(200);
    const after = await t.database.db.selectFrom('users').select('password_hash').where('email', '=', body.email).executeTakeFirstOrThrow();
    expect(after.password_hash).toMatch(/^scrypt\$131072\$/);
    expect(
      (await post('/api/auth/sign-in', { email: body.email, password: body.password }, undefined, {}, freshAddress())).statusCode,
    ).toBe(200);
  }, 120_000);
});

describe('my service requests', () => {
  it('a signed-in visitor sees only his own requests, with their status', async () => {
    const a = await register();
    const b = await register();
    const req = { servicename: 'eds-key', fio: 'Olimov Jasur', phone_number: '901112233', region_name: 'bukhara', message: 'hello' };
    const ra = json(await post('/api/forms/service-request', { ...req, product: 'eds-key-2-years' }, a.cookie));
    await post('/api/forms/service-request', { ...req, region_name: 'navoi' }, b.cookie);
    await post('/api/forms/service-request', req); // anonymous
    const mineA = expectShape(C.MyRequestsResponse, await get('/api/me/requests?locale=en', a.cookie));
    expect(mineA.items.map((i) => i.id)).toEqual([ra.id]);
    expect(mineA.items[0]).toMatchObject({
      status: 'new',
      region_name: 'bukhara',
      serviceTitle: 'Electronic digital signature (EDS) key',
      reference: ra.reference,
      product: { slug: 'eds-key-2-years', title: 'EDS key — 2 years', price: 49000, unit: 'one key' },
    });
    const mineB = expectShape(C.MyRequestsResponse, await get('/api/me/requests', b.cookie));
    expect(mineB.items).toHaveLength(1);
    expect(mineB.items[0]!.region_name).toBe('navoi');
    expect(mineB.items[0]!.product).toBeNull();
    expectError(await get('/api/me/requests'), 401);
  });
});
