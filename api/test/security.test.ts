/**
 * The security review's findings (issue 13), one test each: staff accounts, odd bytes, ids, origins, uploads,
 * per-address sign-in limits, in-flight limits, router-level errors.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import * as C from '@tax/shared/contract';
import Fastify from 'fastify';
import { frameworkErrors } from '../src/lib/errors.ts';
import { Gate } from '../src/lib/gate.ts';
import { apiPlugin, databaseErrorAnswer } from '../src/plugin.ts';
import { checkCv } from '../src/lib/cv.ts';
import { openDatabase } from '../src/db/open.ts';
import { buildStandaloneApi } from '../src/standalone.ts';
import { createStaffAccount, retirePublishedStaffPasswords } from '../src/staff.ts';
import { countRows, docBytes, expectError, json, multipart, openTestDatabase, pdfBytes, STAFF, useApi, zipBytes } from './helpers.ts';
import { createStaff } from './staff-helpers.ts';

const t = useApi({
  siteUrl: 'https://soliq.example',
  corsOrigins: ['https://partner.example'],
  signInThrottle: { address: { free: 3, baseMs: 10_000, maxMs: 60_000, forgetMs: 60 * 60_000 } },
  inFlight: { expensive: 2, any: 16 },
});
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'content-type': 'application/json', ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

async function staffCookie(): Promise<string> {
  return (await createStaff(t, ['handler'])).cookie;
}

async function openVacancy(): Promise<string> {
  return json(await t.app.inject({ url: '/api/vacancies?status=open&pageSize=1' })).items[0].slug as string;
}

describe('1. no staff account with a known password', () => {
  it('a new database has no staff account: the old default credentials do not sign in', async () => {
    const staff = await t.database.db.selectFrom('staff_accounts').select('email').execute();
    // Only the account the tests created for themselves, as an operator would (global-setup.ts).
    expect(staff.map((s) => s.email)).toEqual([STAFF.email]);
    // Citizens' accounts never hold a staff role.
    expect(await t.database.db.selectFrom('users').select('email').where('role', '!=', 'user').execute()).toEqual([]);
    expectError(
      await post('/api/auth/sign-in', { email: 'staff@soliq.local', password: 'staff-password-change-me' }, {}, '10.51.0.1'),
      401,
      'invalid_credentials',
    );
    expectError(
      await post('/api/staff/auth/sign-in', { email: 'staff@soliq.local', password: 'staff-password-change-me' }, {}, '10.51.0.2'),
      401,
      'invalid_credentials',
    );
  });

  it('a staff account left from an earlier version with the published password is disabled at start', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('staff-password-change-me', salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    await t.database.db
      .insertInto('staff_accounts')
      .values({
        id: crypto.randomUUID(),
        email: 'staff@soliq.local',
        name: 'Staff',
        password_hash: `scrypt$32768$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`,
        roles: ['admin', 'handler'],
        created_at: new Date(),
      })
      .execute();
    // Refused at sign-in even before the start-up check ran (and never re-hashed with today's parameters).
    expectError(
      await post('/api/staff/auth/sign-in', { email: 'staff@soliq.local', password: 'staff-password-change-me' }, {}, '10.52.0.1'),
      401,
    );
    expect(await retirePublishedStaffPasswords(t.database.db)).toBe(1);
    const row = await t.database.db
      .selectFrom('staff_accounts')
      .select('password_hash')
      .where('email', '=', 'staff@soliq.local')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^!disabled/);
    expectError(
      await post('/api/staff/auth/sign-in', { email: 'staff@soliq.local', password: 'staff-password-change-me' }, {}, '10.52.0.2'),
      401,
    );
    // An operator gives it a new password; then it signs in again (and enrols a second factor first).
    await createStaffAccount(t.database.db, { email: 'staff@soliq.local', password: 'a-new-and-long-staff-passphrase', reset: true });
    const again = await post(
      '/api/staff/auth/sign-in',
      { email: 'staff@soliq.local', password: 'a-new-and-long-staff-passphrase' },
      {},
      '10.52.0.3',
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(json(again).step).toBe('enrol');
  });

  it('createStaffAccount refuses short, common and e-mail-like passwords, and an existing e-mail without --reset', async () => {
    const email = `ops-${Date.now()}@soliq.example`;
    await expect(createStaffAccount(t.database.db, { email, password: 'short' })).rejects.toThrow(/at least 12/);
    await expect(createStaffAccount(t.database.db, { email, password: 'password1234' })).rejects.toThrow(/common/);
    await expect(createStaffAccount(t.database.db, { email, password: 'staff-password-change-me' })).rejects.toThrow(/common|published/);
    await expect(createStaffAccount(t.database.db, { email, password: email })).rejects.toThrow(/e-mail/);
    await createStaffAccount(t.database.db, { email, password: 'a-long-enough-passphrase' });
    await expect(createStaffAccount(t.database.db, { email, password: 'another-long-passphrase' })).rejects.toThrow(/--reset/);
  });

  it('npm run staff creates an account and prints its generated password once; it signs in with it', async () => {
    // The command runs in its own process, on a database it can open: this file's PostgreSQL database, or a
    // PGlite data directory written from the tests' seeded snapshot (no initdb: a second or two).
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tax-staff-cli-'));
    let env: NodeJS.ProcessEnv;
    if (inject('pgTemplate')) {
      const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(t.database.db);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${rows[0]!.db}`;
      env = { ...process.env, DATABASE_URL: url.toString(), STAFF_PASSWORD: '' };
    } else {
      const pglite = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]) });
      await pglite.close();
      env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STAFF_PASSWORD: '' };
    }
    // PORT: one nothing listens on, so the command opens the database rather than asking a running site.
    env = { ...env, PORT: '9', OPS_TOKEN: '' };
    const staffCommand = () =>
      runNode(['--import', 'tsx', 'scripts/staff.ts', '--email', 'cli-staff@soliq.example', '--role', 'handler'], env);
    try {
      const r = await staffCommand();
      expect(r.status, r.stderr).toBe(0);
      const password = /Password \(shown only now[^)]*\): (\S+)/.exec(r.stdout)?.[1];
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const again = await staffCommand();
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/--reset/);
      const database = inject('pgTemplate') ? undefined : await openDatabase({ dataDir, databaseUrl: '' });
      const app = database ? Fastify() : t.app;
      if (database) await app.register(apiPlugin, { prefix: '/api', db: database.db, rateLimit: false });
      try {
        const res = await app.inject({
          method: 'POST',
          url: '/api/staff/auth/sign-in',
          payload: { email: 'cli-staff@soliq.example', password },
          remoteAddress: '10.54.0.1',
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(json(res).step).toBe('enrol');
        // While this process holds the embedded database open, the command refuses it rather than open it twice.
        if (database) {
          const held = await runNode(
            ['--import', 'tsx', 'scripts/staff.ts', '--email', 'other-staff@soliq.example', '--role', 'editor'],
            env,
          );
          expect(held.status).toBe(1);
          expect(held.stderr).toMatch(new RegExp(`The embedded database in .* is open in process ${process.pid}`));
        }
      } finally {
        if (database) {
          await app.close();
          await database.close();
        }
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** Runs node without blocking this process (a synchronous spawn would stall the other tests' timers). */
function runNode(args: string[], env: NodeJS.ProcessEnv): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: apiDir, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('3. per-address limit on sign-in attempts (whatever the e-mail)', () => {
  it('three free attempts from one address, then it waits; other addresses are not affected', async () => {
    const addr = '10.60.0.1';
    for (let i = 0; i < 3; i++) expectError(await post('/api/auth/sign-in', { email: `a${i}@x.uz`, password: 'p' }, {}, addr), 401);
    const refused = await post('/api/auth/sign-in', { email: 'a9@x.uz', password: 'p' }, {}, addr);
    expectError(refused, 429, 'rate_limited');
    expect(Number(refused.headers['retry-after'])).toBe(10);
    expectError(await post('/api/auth/sign-in', { email: 'a9@x.uz', password: 'p' }, {}, '10.60.0.2'), 401);
  });
});

describe('2. the count holds across several servers on one database', () => {
  it('a burst split between two API instances sharing the database still gets only 5 attempts evaluated', async () => {
    const second = Fastify({ logger: false, frameworkErrors });
    await second.register(apiPlugin, {
      prefix: '/api',
      db: t.database.db,
      rateLimit: false,
      inFlight: false,
      siteUrl: 'https://soliq.example',
    });
    await second.ready();
    try {
      const email = `split-${Date.now()}@example.uz`;
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (i % 2 ? second : t.app).inject({
            method: 'POST',
            url: '/api/auth/sign-in',
            payload: { email, password: `guess-${i}` },
            remoteAddress: `10.53.0.${i + 1}`,
          }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((x) => x === 401)).toHaveLength(5);
      expect(statuses.filter((x) => x === 429)).toHaveLength(35);
    } finally {
      await second.close();
    }
  });
});

describe('4. NUL, control and bidi characters: a localized 4xx, nothing stored', () => {
  const bad = ['A\u0000B', 'A\u001bB', 'A\u202eB', 'A\u0085B', 'A\ud800B', 'A\u2066B'];

  it('in every stored text field of the four forms', async () => {
    const vacancy = await openVacancy();
    const forms: [string, Record<string, string>, string[]][] = [
      [
        '/api/forms/contact',
        { fio: 'Ali Valiyev', phone_number: '901234567', email: 'a@b.uz', message: 'Hello there' },
        ['fio', 'email', 'message'],
      ],
      [
        '/api/forms/partner-application',
        {
          companyName: 'Pay LLC',
          fio: 'Ali Valiyev',
          phone_number: '901234567',
          email: 'a@b.uz',
          website: 'https://pay.uz',
          target: 'Cards',
        },
        ['companyName', 'fio', 'email', 'website', 'target'],
      ],
      [
        '/api/forms/service-request',
        { servicename: 'eds-key', fio: 'Ali Valiyev', phone_number: '901234567', region_name: 'bukhara', message: 'Please call' },
        ['fio', 'message'],
      ],
    ];
    const before = await Promise.all(
      (['contact_messages', 'partner_applications', 'service_requests'] as const).map((x) => countRows(t, x)),
    );
    for (const [url, valid, fields] of forms) {
      for (const field of fields) {
        for (const value of bad) {
          const err = expectError(await post(url, { ...valid, [field]: value }), 422, 'validation_failed');
          expect(err.fields?.[field], `${url} ${field} ${JSON.stringify(value)}`).toBe('characters');
        }
      }
    }
    const after = await Promise.all(
      (['contact_messages', 'partner_applications', 'service_requests'] as const).map((x) => countRows(t, x)),
    );
    expect(after).toEqual(before);
    const fields = {
      first_name: 'Ali',
      last_name: 'Valiyev',
      surname: 'Olim',
      birthday: '1990-01-01',
      phone_number: '901234567',
      email: 'a@b.uz',
      position: vacancy,
    };
    for (const field of ['first_name', 'last_name', 'surname', 'email']) {
      const mp = multipart({ ...fields, [field]: 'A\u0000B' }, { name: 'cv', filename: 'cv.pdf', content: pdfBytes() });
      const err = expectError(await t.app.inject({ method: 'POST', url: '/api/forms/vacancy-application', ...mp }), 422);
      expect(err.fields?.[field]).toBe('characters');
    }
  });

  it('keeps line breaks where the text allows them, refuses them in one-line fields', async () => {
    const valid = { fio: 'Ali Valiyev', phone_number: '901234567', email: 'a@b.uz', message: 'Line one\nLine two\r\n\tend' };
    expect((await post('/api/forms/contact', valid)).statusCode).toBe(201);
    expect(expectError(await post('/api/forms/contact', { ...valid, fio: 'Ali\nValiyev' }), 422).fields).toEqual({ fio: 'characters' });
  });

  it('in registration, sign-in and the tax statistics key', async () => {
    const reg = {
      kind: 'business',
      email: 'n@x.uz',
      password: 'a-long-passphrase',
      fio: 'Ali Valiyev',
      phone_number: '901234567',
      companyName: 'A',
      tin: '123456789',
    };
    for (const field of ['email', 'fio', 'companyName', 'tin']) {
      const err = expectError(await post('/api/auth/register', { ...reg, [field]: 'Ab\u0000cd' }), 422);
      expect(err.fields?.[field], field).toBe('characters');
    }
    expect(expectError(await post('/api/auth/sign-in', { email: 'a\u0000@b.uz', password: 'x' }, {}, '10.61.0.1'), 422).fields).toEqual({
      email: 'characters',
    });
    expect(expectError(await t.app.inject({ url: '/api/tax-statistics?key=%00' }), 422).fields).toEqual({ key: 'characters' });
  });

  it('the contract gives the same verdict in the browser (shared schemas)', () => {
    expect(C.hasForbiddenCharacters('Ali Valiyev')).toBe(false);
    expect(C.hasForbiddenCharacters('Oʻzbekiston — Тошкент 😀')).toBe(false);
    expect(C.hasForbiddenCharacters('a\nb', { multiline: true })).toBe(false);
    for (const v of ['a\u0000', 'a\u001b[31m', 'a\u202e', 'a\ud800', 'a\udc00b', 'a\u007f', 'a\ufeff'])
      expect(C.hasForbiddenCharacters(v, { multiline: true }), v).toBe(true);
  });
});

describe("5. database errors that are the request's fault are 4xx, time-outs 503", () => {
  it('maps PostgreSQL errors by their SQLSTATE', () => {
    expect(databaseErrorAnswer({ code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' })).toMatchObject({
      status: 400,
    });
    expect(databaseErrorAnswer({ code: '22P02', message: 'invalid input syntax for type uuid' })).toMatchObject({ status: 400 });
    expect(databaseErrorAnswer({ code: '57014', message: 'canceling statement due to statement timeout' })).toMatchObject({
      status: 503,
      code: 'busy',
    });
    expect(databaseErrorAnswer(new Error('timeout exceeded when trying to connect'))).toMatchObject({ status: 503 });
    // The database stopped, restarting or unreachable: 503 (with Retry-After), never a 500.
    for (const down of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      Object.assign(new Error('getaddrinfo ENOTFOUND db.internal'), { code: 'ENOTFOUND' }),
      new Error('Connection terminated unexpectedly'),
      { code: '57P01', message: 'terminating connection due to administrator command' },
      { code: '57P03', message: 'the database system is starting up' },
      { code: '08006', message: 'connection failure' },
    ])
      expect(databaseErrorAnswer(down), String(down.message)).toMatchObject({ status: 503, code: 'unavailable' });
    expect(databaseErrorAnswer(new Error('something else'))).toBeNull();
    expect(databaseErrorAnswer({ code: 'FST_ERR_X' })).toBeNull();
  });
});

describe('6. expensive reads and password hashing are bounded', () => {
  it('one address gets at most two searches in flight; another address is served meanwhile', async () => {
    const flood = Array.from({ length: 12 }, () => t.app.inject({ url: '/api/search?q=soliq%20xizmat', remoteAddress: '10.70.0.1' }));
    const other = t.app.inject({ url: '/api/search?q=soliq', remoteAddress: '10.70.0.2' });
    const statuses = (await Promise.all(flood)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(8);
    expect((await other).statusCode).toBe(200);
    // Slots are given back: the same address is served again afterwards.
    expect((await t.app.inject({ url: '/api/search?q=soliq', remoteAddress: '10.70.0.1' })).statusCode).toBe(200);
  });

  it('the hashing gate runs a bounded number at once and refuses beyond its queue with 503', async () => {
    const gate = new Gate(2, 3);
    let running = 0;
    let peak = 0;
    const task = () =>
      gate.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 20));
        running--;
        return 'done';
      });
    const results = await Promise.allSettled(Array.from({ length: 8 }, task));
    expect(peak).toBe(2);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ statusCode: 503, code: 'busy', headers: { 'retry-after': '2' } });
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });
});

describe('8. ids are UUIDs', () => {
  it('36 dashes and other non-UUIDs are a 404, not a database error', async () => {
    const cookie = await staffCookie();
    for (const id of ['-'.repeat(36), 'g'.repeat(36), '00000000-0000-0000-0000-00000000000', '00000000-0000-0000-0000-0000000000000']) {
      expectError(await t.app.inject({ url: `/api/staff/inbox/vacancy-application/${id}/cv`, headers: { cookie } }), 404);
      expectError(
        await t.app.inject({
          method: 'POST',
          url: `/api/staff/inbox/service-request/${id}/status`,
          payload: { status: 'closed' },
          headers: { cookie },
        }),
        404,
      );
    }
  });
});

describe('10. state-changing requests only from the site', () => {
  it('refuses another origin or a same-site page, accepts the site, a configured origin and non-browser clients', async () => {
    const signOut = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers });
    expectError(await signOut({ origin: 'https://evil.example' }), 403, 'cross_origin_refused');
    expectError(await signOut({ origin: 'https://sub.soliq.example' }), 403, 'cross_origin_refused');
    expectError(await signOut({ origin: 'null' }), 403, 'cross_origin_refused');
    expectError(await signOut({ 'sec-fetch-site': 'same-site' }), 403, 'cross_origin_refused');
    expectError(await signOut({ 'sec-fetch-site': 'cross-site' }), 403, 'cross_origin_refused');
    expect((await signOut({ origin: 'https://soliq.example', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(204);
    expect((await signOut({ origin: 'https://partner.example', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(204);
    expect((await signOut({ host: 'api.local:8080', origin: 'http://api.local:8080' })).statusCode).toBe(204);
    expect((await signOut({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(204);
    expect((await signOut({})).statusCode).toBe(204);
    // A form post from another site stores nothing.
    const before = await countRows(t, 'contact_messages');
    const res = await post(
      '/api/forms/contact',
      { fio: 'Ali Valiyev', phone_number: '901234567', email: 'a@b.uz', message: 'Hello there' },
      { origin: 'https://evil.example' },
    );
    expectError(res, 403);
    expect(await countRows(t, 'contact_messages')).toBe(before);
    // Reads are not affected.
    expect((await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } })).statusCode).toBe(200);
  });
});

describe('12. router-level errors have the one error shape', () => {
  it('a malformed URL is 400 and an over-long path parameter 414, as { error: { code, message } }', async () => {
    const api = await buildStandaloneApi({ database: await openTestDatabase(), logLevel: false, api: { simulateOperators: false } });
    try {
      const bad = await api.app.inject({ url: '/api/news/%E0%A4%A' });
      expectError(bad, 400, 'bad_request');
      expect(bad.headers['x-content-type-options']).toBe('nosniff');
      expectError(await api.app.inject({ url: `/api/news/${'a'.repeat(150)}` }), 414, 'uri_too_long');
    } finally {
      await api.close();
    }
  });
});

describe('12. HSTS only where the client came over HTTPS', () => {
  it('sends Strict-Transport-Security behind a trusted proxy that says https, never over plain HTTP', async () => {
    const api = await buildStandaloneApi({
      database: await openTestDatabase(),
      logLevel: false,
      trustProxy: true,
      api: { simulateOperators: false },
    });
    try {
      const https = await api.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(https.headers['x-content-type-options']).toBe('nosniff');
      expect((await api.app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await api.close();
    }
  });
});

describe('13. uploads with active content are refused', () => {
  const upload = async (filename: string, content: Buffer) => {
    const mp = multipart(
      {
        first_name: 'Ali',
        last_name: 'Valiyev',
        birthday: '1990-01-01',
        phone_number: '901234567',
        email: 'a@b.uz',
        position: await openVacancy(),
      },
      { name: 'cv', filename, content },
    );
    return t.app.inject({ method: 'POST', url: '/api/forms/vacancy-application', ...mp });
  };
  const deflatedObjectStream = () => {
    const inner = deflateSync(Buffer.from('<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>'));
    return Buffer.concat([
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\n'),
      inner,
      Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    ]);
  };

  it('PDFs that run JavaScript, launch programs or carry files, in plain sight, hex-escaped or compressed; HTML polyglots', async () => {
    const cases: [string, Buffer][] = [
      ['open-action.pdf', pdfBytes('2 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj')],
      ['escaped.pdf', pdfBytes('2 0 obj << /OpenAction << /S /J#61vaScript /J#53 (x) >> >> endobj')],
      ['launch.pdf', pdfBytes('2 0 obj << /S /Launch /F (cmd.exe) >> endobj')],
      ['embedded.pdf', pdfBytes('2 0 obj << /Type /EmbeddedFile >> endobj')],
      ['compressed.pdf', deflatedObjectStream()],
      ['polyglot.pdf', pdfBytes('<html><body><script>alert(document.cookie)</script></body></html>')],
    ];
    const before = await countRows(t, 'vacancy_applications');
    for (const [name, content] of cases) {
      const err = expectError(await upload(name, content), 422, 'validation_failed');
      expect(err.fields, name).toEqual({ cv: 'file_active' });
    }
    expect(await countRows(t, 'vacancy_applications')).toBe(before);
    // A plain PDF with an ordinary link still goes through.
    expect((await upload('plain.pdf', pdfBytes('2 0 obj << /S /URI /URI (https://soliq.uz) >> endobj'))).statusCode).toBe(201);
  });

  it('Word files with macros, embedded programs or objects', async () => {
    const docx = (extra: string[]) => zipBytes(['[Content_Types].xml', 'word/document.xml', ...extra]);
    for (const [name, content] of [
      ['macro.docx', docx(['word/vbaProject.bin'])],
      ['exe.docx', docx(['word/embeddings/setup.exe'])],
      ['ole.docx', docx(['word/embeddings/oleObject1.bin'])],
      ['activex.docx', docx(['word/activeX/activeX1.xml'])],
    ] as const) {
      expect(expectError(await upload(name, content), 422).fields, name).toEqual({ cv: 'file_active' });
    }
    // A Word 97 file with a VBA project (its "Macros" storage).
    expect(expectError(await upload('macro.doc', docBytes({ 'Macros/VBA/dir': 'x' })), 422).fields).toEqual({ cv: 'file_active' });
    // The same letters in the document's text are not a storage.
    expect((await checkCv(docBytes({ '1Table': 'Macros ObjectPool' }))).ok).toBe(true);
    expect((await upload('plain.docx', docx([]))).statusCode).toBe(201);
  });
});

describe('14. JSON bodies are UTF-8, read strictly', () => {
  const feedbackCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('page_feedback')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const send = (body: Buffer | string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/api/feedback', payload: body, headers: { 'content-type': contentType } });
  const withMessage = (message: Buffer) => Buffer.concat([Buffer.from('{"path":"/en/contacts","message":"'), message, Buffer.from('"}')]);

  it('invalid UTF-8 is a 400 and nothing is stored (no U+FFFD in its place)', async () => {
    const before = await feedbackCount();
    for (const bytes of [
      Buffer.from([0x63, 0xff, 0xc0, 0xaf]),
      Buffer.from('caf\xe9 na\xefve', 'latin1'),
      Buffer.from([0xed, 0xa0, 0x80]),
    ]) {
      const error = expectError(await send(withMessage(bytes)), 400, 'bad_request');
      expect(error.message).toMatch(/UTF-8/);
    }
    expect(await feedbackCount()).toBe(before);
  });

  it('a charset other than UTF-8 is a 415; UTF-8 however spelled or quoted is read', async () => {
    const before = await feedbackCount();
    for (const type of ['application/json; charset=iso-8859-1', 'application/json;charset="windows-1251"', 'application/json; charset=']) {
      expectError(await send(withMessage(Buffer.from('caf\xe9 na\xefve', 'latin1')), type), 415, 'unsupported_media_type');
    }
    expect(await feedbackCount()).toBe(before);
    for (const type of ['application/json; charset=UTF-8', 'application/json; charset="utf-8"', 'application/json;charset=utf8']) {
      const res = await send(withMessage(Buffer.from('café naïve ✓')), type);
      expect(res.statusCode, res.body).toBe(201);
      const row = await t.database.db
        .selectFrom('page_feedback')
        .select('message')
        .where('id', '=', json(res).id)
        .executeTakeFirstOrThrow();
      expect(row.message).toBe('café naïve ✓');
    }
  });

  it('keeps the JSON parser’s other protections: prototype poisoning, empty and malformed bodies, the body limit', async () => {
    expectError(await send('{"path":"/en/contacts","message":"hi","__proto__":{"admin":true}}'), 400, 'bad_request');
    expectError(await send('{"path":"/en/contacts","message":"hi","constructor":{"prototype":{"admin":true}}}'), 400, 'bad_request');
    expectError(await send(''), 400, 'bad_request');
    expectError(await send('{"path":'), 400, 'bad_request');
    expectError(await send(JSON.stringify({ path: '/en/contacts', message: 'x'.repeat(9000) })), 413, 'payload_too_large');
  });
});
