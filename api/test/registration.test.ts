/**
 * Issue 41 item 4: registration answers the same for a new and a known e-mail; a new one is confirmed by a link in
 * the e-mail, a known one's owner is told by mail; mails are throttled; an unconfirmed account cannot sign in.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { migrate } from '../src/db/migrations.ts';
import { purgeExpired } from '../src/lib/retention.ts';
import { DEFAULT_SCRYPT_N, hashGate, setScryptCostForTests } from '../src/lib/password.ts';
import { ACCOUNT_MAIL_LIMITS, CONFIRM_TTL_MS } from '../src/routes/registration.ts';
import { TEST_SCRYPT_N } from './global-setup.ts';
import { expectError, json, mailsSettled, openTestDatabase, useApi } from './helpers.ts';

const t = useApi({ siteUrl: 'https://soliq.example' });
let address = 0;
const post = (url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'content-type': 'application/json' },
    remoteAddress: `203.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
  });
const person = (email: string, extra: Record<string, unknown> = {}) => ({
  kind: 'individual',
  email,
  password: 'Amber-Caravan-Lantern-9',
  fio: 'Karimova Dilnoza',
  phone_number: '+998 90 222 33 44',
  ...extra,
});
const mailsTo = (email: string) => t.mails.filter((m) => m.to === email);
const tokenIn = (text: string) => /\/personal\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
const userRow = (email: string) => t.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
const later = async (ms: number, run: () => Promise<void>) => {
  t.clock.advance(ms);
  try {
    await run();
  } finally {
    t.clock.advance(-ms);
  }
};

/** Registers a new address and returns the confirmation link's token from the mail it got. */
async function registerNew(email: string, locale = 'en') {
  expect((await post('/api/auth/register', person(email, { locale }))).statusCode).toBe(202);
  await mailsSettled();
  const token = tokenIn(mailsTo(email).at(-1)?.text ?? '');
  expect(token, `a confirmation link to ${email}`).toBeTruthy();
  return token!;
}

describe('registration', () => {
  it('answers a new and a known e-mail alike; the new one gets a confirmation link, the owner of the known one a notice', async () => {
    await registerNew('owner@example.uz', 'en');
    await post('/api/auth/confirm', { token: tokenIn(mailsTo('owner@example.uz')[0]!.text) });
    const before = await userRow('owner@example.uz');

    const fresh = await post('/api/auth/register', person('fresh@example.uz', { locale: 'ru' }));
    // The known address from a visitor reading Uzbek, another password, another name.
    const known = await post(
      '/api/auth/register',
      person('Owner@Example.uz', { locale: 'uz', password: 'Other-Harbour-Tulip-4', fio: 'Someone Else' }),
    );
    for (const res of [fresh, known]) {
      expect(res.statusCode).toBe(202);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(known.body).toBe(fresh.body);
    expect(json(fresh)).toEqual({ sent: true });
    const headersOf = (res: typeof fresh) =>
      Object.keys(res.headers)
        .filter((h) => h !== 'date' && h !== 'x-request-id')
        .sort();
    expect(headersOf(known)).toEqual(headersOf(fresh));
    await mailsSettled();

    // The new address: a link on the configured site, in the visitor's language, valid a day.
    const [confirm] = mailsTo('fresh@example.uz');
    expect(confirm).toMatchObject({ subject: 'Подтвердите эл. почту — Солиқ сервис', language: 'ru' });
    expect(confirm!.text).toMatch(/https:\/\/soliq\.example\/ru\/personal\/confirm\?token=[A-Za-z0-9_-]{43}\n/);
    expect(confirm!.text).toContain('24 часа');
    // Only the link's hash is kept.
    const stored = await t.database.db.selectFrom('account_confirmations').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(tokenIn(confirm!.text));
    expect((await userRow('fresh@example.uz')).confirmed_at).toBeNull();

    // The known one: a notice in the owner's own language (he registered in English), with sign-in and reset links.
    const notices = mailsTo('owner@example.uz').slice(1);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ subject: 'Someone tried to register with your e-mail — Soliq Service', language: 'en' });
    expect(notices[0]!.text).toContain('Someone (maybe you) tried to register');
    expect(notices[0]!.text).toContain('https://soliq.example/en/signin\n');
    expect(notices[0]!.text).toContain('https://soliq.example/en/password-reset\n');
    expect(tokenIn(notices[0]!.text)).toBeUndefined();
    // Nothing of the account changed.
    expect(await userRow('owner@example.uz')).toEqual(before);
  });

  it(
    'hashes the password on both paths, so the answer takes about as long for a known e-mail as for a new one',
    { timeout: 60_000 },
    async () => {
      const run = vi.spyOn(hashGate, 'run');
      onTestFinished(() => run.mockRestore());
      await post('/api/auth/register', person('timing-new-0@example.uz'));
      expect(run).toHaveBeenCalledTimes(1);
      await post('/api/auth/register', person('timing-new-0@example.uz'));
      expect(run).toHaveBeenCalledTimes(2);

      // At the production cost the hash is most of the work: the medians of either path stay close (without the hash a
      // known e-mail answered in a few milliseconds; the bound leaves room for a machine shared with other work).
      setScryptCostForTests(DEFAULT_SCRYPT_N);
      onTestFinished(() => setScryptCostForTests(TEST_SCRYPT_N));
      const timed = async (email: string) => {
        const started = performance.now();
        expect((await post('/api/auth/register', person(email))).statusCode).toBe(202);
        return performance.now() - started;
      };
      const fresh: number[] = [];
      const known: number[] = [];
      for (let i = 1; i <= 5; i++) {
        fresh.push(await timed(`timing-new-${i}@example.uz`));
        known.push(await timed('timing-new-0@example.uz'));
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[2]!;
      const ratio = median(known) / median(fresh);
      console.info(`registration time: new ${median(fresh).toFixed(0)} ms, known ${median(known).toFixed(0)} ms (median of 5)`);
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    },
  );

  it('an unconfirmed account cannot sign in; the link confirms it once, and then the password opens it', async () => {
    const email = 'confirm.me@example.uz';
    const token = await registerNew(email, 'uz');
    expect(mailsTo(email)[0]).toMatchObject({ subject: 'Elektron pochtani tasdiqlang — Soliq servis', language: 'uz' });
    expect(mailsTo(email)[0]!.text).toMatch(/https:\/\/soliq\.example\/personal\/confirm\?token=/);
    // The right password: "confirm first" (no more than a successful sign-in would say); a wrong one: the usual 401.
    const early = await post('/api/auth/sign-in', { email, password: person(email).password });
    expectError(early, 403, 'account_unconfirmed');
    expect(early.headers['set-cookie']).toBeUndefined();
    expectError(await post('/api/auth/sign-in', { email, password: 'Wrong-Password-123' }), 401, 'invalid_credentials');

    expect((await post('/api/auth/confirm', { token })).statusCode).toBe(204);
    expect((await userRow(email)).confirmed_at).not.toBeNull();
    expectError(await post('/api/auth/confirm', { token }), 400, 'confirm_used');
    const signIn = await post('/api/auth/sign-in', { email, password: person(email).password });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(json(signIn).user.email).toBe(email);
  });

  it('an expired, forged or malformed link is refused with a clear 4xx and changes nothing', async () => {
    const email = 'late@example.uz';
    const token = await registerNew(email);
    await later(CONFIRM_TTL_MS + 1000, async () => {
      expectError(await post('/api/auth/confirm', { token }), 400, 'confirm_expired');
    });
    expect((await userRow(email)).confirmed_at).toBeNull();
    expectError(await post('/api/auth/confirm', { token: 'A'.repeat(43) }), 400, 'confirm_unknown');
    expect(expectError(await post('/api/auth/confirm', { token: '../../etc' }), 422).fields).toEqual({ token: 'invalid' });
    expect(expectError(await post('/api/auth/confirm', {}), 422).fields).toEqual({ token: 'required' });
    // Still within its day, the link works.
    expect((await post('/api/auth/confirm', { token })).statusCode).toBe(204);
  });

  it('sending the link again: the same answer for any address; a link only to a waiting account, throttled', async () => {
    const email = 'waiting@example.uz';
    const first = await registerNew(email);
    const again = (to: string, locale = 'en') => post('/api/auth/confirm/resend', { email: to, locale });
    const answers = [await again(email), await again('nobody.here@example.uz'), await again('owner@example.uz')];
    expect(answers.map((r) => r.statusCode)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    await mailsSettled();
    // Within a minute of the first mail: nothing more; nobody else is mailed.
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo('nobody.here@example.uz')).toHaveLength(0);
    const ownerMails = mailsTo('owner@example.uz').length;

    await later(61_000, async () => {
      await again(email, 'ru');
      await again('owner@example.uz');
      await mailsSettled();
      expect(mailsTo(email)).toHaveLength(2);
      expect(mailsTo(email)[1]!.language).toBe('ru');
      expect(mailsTo('owner@example.uz')).toHaveLength(ownerMails);
    });
    // At most five a day, however far apart.
    for (let i = 2; i <= 8; i++) await later(i * 61_000, async () => void (await again(email)));
    await mailsSettled();
    expect(mailsTo(email)).toHaveLength(ACCOUNT_MAIL_LIMITS.confirm.perDay);
    // Every link sent still works until one is used (a stranger's request cannot void the owner's mail).
    const second = tokenIn(mailsTo(email)[1]!.text)!;
    expect(second).not.toBe(first);
    expect((await post('/api/auth/confirm', { token: first })).statusCode).toBe(204);
    // The others go with the one used.
    expectError(await post('/api/auth/confirm', { token: second }), 400, 'confirm_unknown');
  });

  it('registering a known address again and again mails its owner at most once an hour', async () => {
    const email = 'popular@example.uz';
    await post('/api/auth/confirm', { token: await registerNew(email) });
    const notices = () => mailsTo(email).length - 1;
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/register', person(email))).statusCode).toBe(202);
    await mailsSettled();
    expect(notices()).toBe(1);
    await later(ACCOUNT_MAIL_LIMITS.known.gapMs + 1000, async () => {
      await post('/api/auth/register', person(email, { locale: 'ru' }));
      await mailsSettled();
    });
    expect(notices()).toBe(2);
  });

  it('registering an address still waiting sends its link again (throttled) and leaves the account as it was', async () => {
    const email = 'twice@example.uz';
    await registerNew(email);
    const before = await userRow(email);
    await post('/api/auth/register', person(email, { fio: 'Another Name', password: 'Other-Harbour-Tulip-4' }));
    await mailsSettled();
    expect(mailsTo(email)).toHaveLength(1);
    await later(61_000, async () => {
      await post('/api/auth/register', person(email, { fio: 'Another Name', locale: 'ru' }));
      await mailsSettled();
    });
    expect(mailsTo(email)).toHaveLength(2);
    expect(mailsTo(email)[1]!.subject).toBe('Подтвердите эл. почту — Солиқ сервис');
    expect(await userRow(email)).toEqual(before);
  });

  it('a password reset link proves the mailbox too: it confirms a waiting account', async () => {
    const email = 'reset.confirms@example.uz';
    await registerNew(email);
    await post('/api/auth/password-reset', { email, locale: 'en' });
    await mailsSettled();
    const reset = /password-reset\?token=([A-Za-z0-9_-]+)/.exec(mailsTo(email).at(-1)!.text)![1]!;
    expect((await post('/api/auth/password-reset/confirm', { token: reset, password: 'Fresh-Meadow-Kettle-5' })).statusCode).toBe(204);
    expect((await userRow(email)).confirmed_at).not.toBeNull();
    expect((await post('/api/auth/sign-in', { email, password: 'Fresh-Meadow-Kettle-5' })).statusCode).toBe(200);
  });

  it('an account never confirmed goes after a week; a confirmed one stays', async () => {
    await registerNew('abandoned@example.uz');
    await post('/api/auth/confirm', { token: await registerNew('kept@example.uz') });
    const deleted = await purgeExpired(t.database.db, new Date(t.clock.now.getTime() + 8 * 86_400_000));
    expect(deleted.unconfirmed_accounts).toBeGreaterThanOrEqual(1);
    const left = (await t.database.db.selectFrom('users').select('email').execute()).map((r) => r.email);
    expect(left).not.toContain('abandoned@example.uz');
    expect(left).toContain('kept@example.uz');
  });

  it('never answers 5xx to junk', async () => {
    const junk = fc.oneof(
      fc.anything(),
      fc.record({ token: fc.oneof(fc.string({ maxLength: 300 }), fc.anything()) }),
      fc.record({
        email: fc.oneof(fc.emailAddress(), fc.string(), fc.anything()),
        locale: fc.oneof(fc.constantFrom('uz', 'ru', 'en', 'de'), fc.anything()),
      }),
    );
    await fc.assert(
      fc.asyncProperty(junk, fc.constantFrom('/api/auth/confirm', '/api/auth/confirm/resend', '/api/auth/register'), async (body, url) => {
        const res = await post(url, body);
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect([202, 400, 415, 422]).toContain(res.statusCode);
      }),
      { numRuns: 60 },
    );
  });
});

describe('migration 15', () => {
  it('counts every account made before it as confirmed', async () => {
    const database = await openTestDatabase();
    onTestFinished(() => database.close());
    const { db } = database;
    // As the database was before: no confirmation columns or tables, and an account in it.
    for (const statement of [
      sql`DROP TABLE account_mails`,
      sql`DROP TABLE account_confirmations`,
      sql`ALTER TABLE users DROP COLUMN confirmed_at`,
      sql`ALTER TABLE users DROP COLUMN locale`,
      sql`DELETE FROM schema_migrations WHERE version = 15`,
      sql`INSERT INTO users (id, email, password_hash, kind, fio, phone_number, role, created_at) VALUES ('00000000-0000-4000-8000-000000000015', 'before@example.uz', 'scrypt$x', 'individual', 'Old Account', '+998901112233', 'user', now())`,
    ])
      await statement.execute(db);
    expect(await migrate(db)).toEqual([15]);
    const row = await db
      .selectFrom('users')
      .select(['confirmed_at', 'created_at', 'locale'])
      .where('email', '=', 'before@example.uz')
      .executeTakeFirstOrThrow();
    expect(row.confirmed_at).toEqual(row.created_at);
    expect(row.locale).toBeNull();
  });
});
