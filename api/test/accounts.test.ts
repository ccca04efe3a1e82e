import { describe, expect, it, vi } from 'vitest';
import * as C from '@tax/shared/contract';
import { countRows, expectError, expectShape, json, multipart, pdfBytes, STAFF, useApi } from './helpers.ts';

const t = useApi({ sessionTtlMs: 60 * 60 * 1000, lockout: { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } });

const post = (url: string, payload: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
  });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const first = (Array.isArray(raw) ? raw[0] : raw) as string;
  return first.split(';')[0]!;
}

let n = 0;
const individual = () => ({
  kind: 'individual',
  email: `user${++n}-${Date.now()}@example.uz`,
  password: 'correct horse battery',
  fio: 'Olimov Jasur',
  phone_number: '90 111 22 33',
});

async function register(body = individual()) {
  const res = await post('/api/auth/register', body);
  expect(res.statusCode, res.body).toBe(201);
  return { body, cookie: sessionCookie(res), user: expectShape(C.UserResponse, res).user };
}

describe('registration and sessions', () => {
  it('registers an individual, sets an HttpOnly SameSite=Lax cookie, and /me answers with the user', async () => {
    const res = await post('/api/auth/register', individual());
    expect(res.statusCode).toBe(201);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=3600/);
    const me = expectShape(C.UserResponse, await get('/api/me', sessionCookie(res)));
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
    const res = await post('/api/auth/register', { ...base, companyName: 'Olim LLC', tin: '123456789' });
    expect(res.statusCode).toBe(201);
    expect(json(res).user).toMatchObject({ kind: 'business', companyName: 'Olim LLC', tin: '123456789' });
  });

  it('validates registration fields and refuses a taken e-mail', async () => {
    const err = expectError(
      await post('/api/auth/register', { kind: 'person', email: 'x', password: 'short', fio: '', phone_number: '1' }),
      422,
    );
    expect(err.fields).toEqual({ kind: 'invalid', email: 'email', password: 'too_short', fio: 'required', phone_number: 'phone' });
    const { body } = await register();
    const dup = expectError(await post('/api/auth/register', { ...body, email: body.email.toUpperCase() }), 409, 'email_taken');
    expect(dup.fields).toEqual({ email: 'taken' });
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
    expect(cookies).toHaveLength(2);
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

describe('lockout', () => {
  it('locks an e-mail after 5 failures, with the same answers for an unknown e-mail and a wrong password', async () => {
    const { body } = await register();
    const unknown = `nobody-${Date.now()}@example.uz`;
    for (const email of [body.email, unknown]) {
      for (let i = 0; i < 5; i++) {
        const err = expectError(await post('/api/auth/sign-in', { email, password: `guess-${i}` }), 401);
        expect(err).toEqual({ code: 'invalid_credentials', message: 'E-mail or password is wrong' });
      }
      const locked = await post('/api/auth/sign-in', { email, password: 'anything' });
      expectError(locked, 429, 'account_locked');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    }
    // Even the right password is refused while locked.
    expectError(await post('/api/auth/sign-in', { email: body.email, password: body.password }), 429, 'account_locked');
    // After the lock, the right password works again.
    t.clock.advance(16 * 60 * 1000);
    expect((await post('/api/auth/sign-in', { email: body.email, password: body.password })).statusCode).toBe(200);
  });

  it('old failures outside the window do not count', async () => {
    const { body } = await register();
    for (let i = 0; i < 4; i++) expectError(await post('/api/auth/sign-in', { email: body.email, password: 'nope' }), 401);
    t.clock.advance(16 * 60 * 1000);
    for (let i = 0; i < 4; i++) expectError(await post('/api/auth/sign-in', { email: body.email, password: 'nope' }), 401);
    expect((await post('/api/auth/sign-in', { email: body.email, password: body.password })).statusCode).toBe(200);
  });

  it('failures that no longer count and locks that have run out are forgotten, the rest kept', async () => {
    const stale = await register();
    const locked = await register();
    const fresh = await register();
    for (let i = 0; i < 2; i++) expectError(await post('/api/auth/sign-in', { email: stale.body.email, password: 'nope' }), 401);
    for (let i = 0; i < 5; i++) expectError(await post('/api/auth/sign-in', { email: locked.body.email, password: 'nope' }), 401);
    t.clock.advance(16 * 60 * 1000);
    // The clean-up runs on one failure in twenty; make this one of them.
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    try {
      expectError(await post('/api/auth/sign-in', { email: fresh.body.email, password: 'nope' }), 401);
    } finally {
      random.mockRestore();
    }
    const rows = await t.database.db
      .selectFrom('login_failures')
      .select('email')
      .where('email', 'in', [stale.body.email, locked.body.email, fresh.body.email])
      .execute();
    // The stale failures are gone; the lock (set at the fifth failure, 15 min) has run out too; the new one stays.
    expect(rows.map((r) => r.email).sort()).toEqual([fresh.body.email]);
  });
});

describe('my service requests', () => {
  it('a signed-in visitor sees only his own requests, with their status', async () => {
    const a = await register();
    const b = await register();
    const req = { servicename: 'eds-key', fio: 'Olimov Jasur', phone_number: '901112233', region_name: 'bukhara', message: 'hello' };
    const ra = json(await post('/api/forms/service-request', req, a.cookie));
    await post('/api/forms/service-request', { ...req, region_name: 'navoi' }, b.cookie);
    await post('/api/forms/service-request', req); // anonymous
    const mineA = expectShape(C.MyRequestsResponse, await get('/api/me/requests?locale=en', a.cookie));
    expect(mineA.items.map((i) => i.id)).toEqual([ra.id]);
    expect(mineA.items[0]).toMatchObject({ status: 'new', region_name: 'bukhara', serviceTitle: 'Electronic digital signature (EDS) key' });
    const mineB = expectShape(C.MyRequestsResponse, await get('/api/me/requests', b.cookie));
    expect(mineB.items).toHaveLength(1);
    expect(mineB.items[0]!.region_name).toBe('navoi');
    expectError(await get('/api/me/requests'), 401);
  });
});

describe('staff only', () => {
  async function staffCookie() {
    const res = await post('/api/auth/sign-in', STAFF);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).user.role).toBe('staff');
    return sessionCookie(res);
  }

  it('reads, exports and updates submissions; downloads CVs; everyone else gets 401/403', async () => {
    const user = await register();
    const staff = await staffCookie();
    await post('/api/forms/contact', {
      fio: 'Csv Person',
      phone_number: '901234567',
      email: 'csv@example.uz',
      message: '=HYPERLINK("http://evil")',
    });
    await post('/api/forms/partner-application', {
      companyName: 'Pay LLC',
      fio: 'Karimova Aziza',
      phone_number: '712001122',
      email: 'a@pay.uz',
      target: 'Card payments',
    });
    const vac = json(await get('/api/vacancies?status=open&pageSize=1')).items[0].slug;
    const mp = multipart(
      { first_name: 'A', last_name: 'B', birthday: '1990-01-01', phone_number: '901234567', email: 'a@b.uz', position: vac },
      { name: 'cv', filename: 'my cv.pdf', content: pdfBytes('staff test') },
    );
    const app = json(
      await t.app.inject({ method: 'POST', url: '/api/forms/vacancy-application', payload: mp.payload, headers: mp.headers }),
    );
    const sr = json(
      await post(
        '/api/forms/service-request',
        { servicename: 'eds-key', fio: 'Olimov Jasur', phone_number: '901112233', region_name: 'bukhara' },
        user.cookie,
      ),
    );

    for (const form of C.FORM_KINDS) {
      const list = expectShape(C.AdminSubmissionList, await get(`/api/admin/submissions/${form}`, staff));
      expect(list.total).toBeGreaterThan(0);
      expect(list.items.every((i) => i.form === form)).toBe(true);
      const csv = await get(`/api/admin/submissions/${form}/export.csv`, staff);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.body.trim().split('\r\n').length).toBe(list.total + 1);
      expect(csv.body).not.toMatch(/cv_data/);
    }
    const contactCsv = (await get('/api/admin/submissions/contact/export.csv', staff)).body;
    expect(contactCsv).toContain(`"'=HYPERLINK(""http://evil"")"`);

    const cv = await get(`/api/admin/vacancy-applications/${app.id}/cv`, staff);
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.headers['content-disposition']).toContain('attachment');
    expect(cv.rawPayload.equals(pdfBytes('staff test'))).toBe(true);

    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/service-requests/${sr.id}`,
      payload: { status: 'in_progress' },
      headers: { cookie: staff },
    });
    expect(patch.statusCode).toBe(204);
    const mine = expectShape(C.MyRequestsResponse, await get('/api/me/requests', user.cookie));
    expect(mine.items[0]!.status).toBe('in_progress');

    // Not signed in: 401. Signed in as a visitor: 403.
    for (const cookie of [undefined, user.cookie]) {
      const status = cookie ? 403 : 401;
      expectError(await get('/api/admin/submissions/contact', cookie), status);
      expectError(await get('/api/admin/submissions/contact/export.csv', cookie), status);
      expectError(await get(`/api/admin/vacancy-applications/${app.id}/cv`, cookie), status);
      expectError(
        await t.app.inject({
          method: 'PATCH',
          url: `/api/admin/service-requests/${sr.id}`,
          payload: { status: 'done' },
          headers: cookie ? { cookie } : {},
        }),
        status,
      );
    }
    expectError(await get('/api/admin/submissions/unknown-form', staff), 404);
    expectError(await get('/api/admin/vacancy-applications/00000000-0000-0000-0000-000000000000/cv', staff), 404);
    expect(await countRows(t, 'vacancy_applications')).toBeGreaterThan(0);
  });
});
