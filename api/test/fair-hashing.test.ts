/** Issue 41 item 4: password hashing shared fairly, and a returning browser never queued behind anonymous registrations. */
import { describe, expect, it, onTestFinished } from 'vitest';
import { FairGate } from '../src/lib/gate.ts';
import { DEFAULT_SCRYPT_N, setScryptCostForTests } from '../src/lib/password.ts';
import { TEST_SCRYPT_N } from './global-setup.ts';
import { useApi } from './helpers.ts';

const t = useApi();
const post = (url: string, payload: object, remoteAddress: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  });
const registration = (i: number) => ({
  kind: 'individual',
  email: `flood.${i}@example.uz`,
  password: `Flood-Passphrase-${i}-tulip`,
  fio: 'Flood Tester',
  phone_number: '+998 90 111 22 33',
});
const deviceCookie = (setCookie: string | string[] | undefined) =>
  ([] as string[])
    .concat(setCookie ?? [])
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.startsWith('tax_device='))
    .join('; ');

describe('fair password hashing', () => {
  it('serves the trusted lane first and the keys of a lane in turn; a key beyond its share is refused at once', async () => {
    const gate = new FairGate(1, 10, 2);
    const order: string[] = [];
    let release!: () => void;
    const blocker = gate.run({ lane: 'open', key: 'x' }, () => new Promise<void>((r) => (release = r)));
    const task = (lane: 'open' | 'trusted', key: string) => gate.run({ lane, key }, async () => void order.push(`${lane}:${key}`));
    const queued = [task('open', 'a'), task('open', 'a'), task('open', 'b'), task('trusted', 'device')];
    // "a" holds its two places: a third is refused without waiting.
    await expect(task('open', 'a')).rejects.toMatchObject({ statusCode: 503, code: 'busy' });
    release();
    await Promise.all([blocker, ...queued]);
    expect(order).toEqual(['trusted:device', 'open:a', 'open:b', 'open:a']);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('thirty registrations at once from thirty addresses leave a returning browser able to sign in', { timeout: 60_000 }, async () => {
    // At the production cost each hash takes a real share of the machine, so the flood really queues.
    setScryptCostForTests(DEFAULT_SCRYPT_N);
    onTestFinished(() => setScryptCostForTests(TEST_SCRYPT_N));
    // The returning user signs in once, which marks this browser as his.
    expect((await post('/api/auth/register', registration(0), '203.0.113.200')).statusCode).toBe(202);
    await t.database.db.updateTable('users').set({ confirmed_at: new Date() }).where('email', '=', 'flood.0@example.uz').execute();
    const first = await post('/api/auth/sign-in', { email: 'flood.0@example.uz', password: registration(0).password }, '203.0.113.200');
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookie(first.headers['set-cookie']);
    expect(cookie).toMatch(/^tax_device=/);

    const flood = Array.from({ length: 30 }, (_, i) => post('/api/auth/register', registration(i + 1), `198.18.${i}.1`));
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    const signIn = await post(
      '/api/auth/sign-in',
      { email: 'flood.0@example.uz', password: registration(0).password },
      '203.0.113.201',
      cookie,
    );
    const waited = Date.now() - started;
    const statuses = (await Promise.all(flood)).map((r) => r.statusCode);
    expect(signIn.statusCode, signIn.body).toBe(200);
    // Some registrations were turned away (busy), the others went through: nothing else.
    expect(statuses.every((s) => s === 202 || s === 503)).toBe(true);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    console.info(
      `registration flood: sign-in ${signIn.statusCode} after ${waited} ms; registrations ${statuses.filter((s) => s === 202).length} × 202, ${statuses.filter((s) => s === 503).length} × 503`,
    );
  });
});
