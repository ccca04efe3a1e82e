import { describe, expect, it } from 'vitest';
import { purgeExpired } from '../src/lib/retention.ts';
import { newId } from '../src/session.ts';
import { expectError, useApi } from './helpers.ts';

const t = useApi({ rateLimit: { max: 10, timeWindowMs: 60_000 } });
let address = 0;
const post = (payload: unknown, remoteAddress = `198.51.100.${++address}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload: payload as object,
    headers: { 'content-type': 'application/json' },
    remoteAddress,
  });
const rows = () => t.database.db.selectFrom('page_feedback').selectAll().execute();

describe('page feedback', () => {
  it('stores an answer, a report, or both, and nothing about the visitor', async () => {
    expect((await post({ path: '/en/news', useful: 'yes' })).statusCode).toBe(201);
    expect((await post({ path: '/ru/contacts', useful: 'no', message: 'Не нашёл часы работы офиса в Самарканде.' })).statusCode).toBe(201);
    expect((await post({ path: '/services/calculator', message: '  Kalkulyator narxni koʻrsatmadi  ' })).statusCode).toBe(201);
    const stored = await rows();
    expect(stored.map((r) => [r.path, r.useful, r.message])).toEqual(
      expect.arrayContaining([
        ['/en/news', 'yes', null],
        ['/ru/contacts', 'no', 'Не нашёл часы работы офиса в Самарканде.'],
        ['/services/calculator', null, 'Kalkulyator narxni koʻrsatmadi'],
      ]),
    );
    expect(Object.keys(stored[0]!).sort()).toEqual(['created_at', 'id', 'message', 'path', 'useful']);
  });

  it('refuses a bad answer with the field and its reason, storing nothing', async () => {
    const before = (await rows()).length;
    const cases: [unknown, Record<string, string>][] = [
      [{ path: '/en/news' }, { message: 'required' }],
      [{ path: '/en/news', useful: 'maybe' }, { useful: 'invalid' }],
      [{ path: 'https://evil.example/', useful: 'yes' }, { path: 'invalid' }],
      [{ path: '/en/news?q=1', useful: 'yes' }, { path: 'invalid' }],
      [{ path: '/en/news', message: 'x'.repeat(1001) }, { message: 'too_long' }],
      [{ path: '/en/news', message: 'a\u202eb' }, { message: 'characters' }],
      [{ useful: 'yes' }, { path: 'required' }],
    ];
    for (const [body, fields] of cases) expect(expectError(await post(body), 422).fields, JSON.stringify(body)).toEqual(fields);
    expect((await rows()).length).toBe(before);
  });

  it('is limited per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post({ path: '/en', useful: 'yes' }, '203.0.113.50')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('page feedback from the plain form (no scripts)', () => {
  const send = (form: Record<string, string> | string, headers: Record<string, string> = {}, remoteAddress = `198.51.100.${++address}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: typeof form === 'string' ? form : new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      remoteAddress,
    });
  const location = (res: { statusCode: number; headers: Record<string, unknown> }) => {
    expect(res.statusCode).toBe(303);
    return String(res.headers.location);
  };

  it('stores the answer and the comment once, and sends the visitor back to the page with thanks', async () => {
    const before = (await rows()).length;
    const res = await send(
      { path: '/ru/contacts', useful: 'no', message: '  Нет часов работы  ' },
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    );
    expect(location(res)).toBe('http://localhost:3000/ru/contacts?feedback=thanks#page-feedback');
    expect(res.body).toBe('');
    const stored = await rows();
    expect(stored.length).toBe(before + 1);
    expect(stored.filter((r) => r.path === '/ru/contacts' && r.message === 'Нет часов работы' && r.useful === 'no')).toHaveLength(1);
    // A comment alone is a report; without an Origin (not a browser) the path stays relative.
    expect(location(await send({ path: '/en/news', message: 'The photo is broken' }))).toBe('/en/news?feedback=thanks#page-feedback');
  });

  it('refuses bad input as the JSON route does, storing nothing, and says why on the page', async () => {
    const before = (await rows()).length;
    expect(location(await send({ path: '/en/news' }))).toBe('/en/news?feedback=required#page-feedback');
    expect(location(await send({ path: '/en/news', useful: '', message: '   ' }))).toBe('/en/news?feedback=required#page-feedback');
    expect(location(await send({ path: '/en/news', useful: 'maybe' }))).toBe('/en/news?feedback=invalid#page-feedback');
    expect(location(await send({ path: '/en/news', message: 'x'.repeat(1001) }))).toBe('/en/news?feedback=invalid#page-feedback');
    expect(location(await send({ path: '/en/news', message: 'a\u202eb' }))).toBe('/en/news?feedback=invalid#page-feedback');
    // Percent-escapes that are not UTF-8: refused, never stored as U+FFFD.
    expect(location(await send('path=%2Fen%2Fnews&message=caf%E9'))).toBe('/?feedback=invalid#page-feedback');
    expect((await rows()).length).toBe(before);
  });

  it('goes back only to a path of this site: another host goes to the home page', async () => {
    const before = (await rows()).length;
    for (const path of ['//evil.example', 'https://evil', '/\\evil', '/\\/evil.example', 'javascript:alert(1)', ''])
      expect(location(await send({ path, useful: 'yes' })), path).toMatch(/^\/\?feedback=(invalid|thanks)#page-feedback$/);
    // '//evil.example' and '/\evil' are paths the contract takes (stored as written), never a place to go.
    expect((await rows()).length - before).toBeLessThanOrEqual(3);
    // An Origin that is not the site is refused before anything is read, and never becomes the redirect's host.
    const forged = await send({ path: '/en/news', useful: 'yes' }, { origin: 'https://evil.example' });
    expect(location(forged)).toBe('/?feedback=failed#page-feedback');
    const sibling = await send({ path: '/en/news', useful: 'yes' }, { 'sec-fetch-site': 'same-site' });
    expect(location(sibling)).toBe('/?feedback=failed#page-feedback');
  });

  it("shares the JSON route's limit per client, and a throttled visitor is sent back with a message, not a JSON page", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await post({ path: '/en', useful: 'yes' }, '203.0.113.60')).statusCode);
    expect(statuses.every((s) => s === 201)).toBe(true);
    const res = await send({ path: '/en', useful: 'yes' }, {}, '203.0.113.60');
    expect(location(res)).toBe('/en?feedback=busy#page-feedback');
    // A script's JSON request still gets the API's error shape.
    expectError(await post({ path: '/en', useful: 'yes' }, '203.0.113.60'), 429);
  });

  it('reads urlencoded bodies on this route only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      payload: 'fio=A&message=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '198.51.100.250',
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('retention', () => {
  it('deletes what the privacy notice says goes, and keeps the rest', async () => {
    const { db } = t.database;
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const old = newId();
    const recent = newId();
    await db
      .insertInto('page_feedback')
      .values({ id: old, created_at: ago(366), path: '/old', useful: 'yes', message: null })
      .execute();
    await db
      .insertInto('page_feedback')
      .values({ id: recent, created_at: ago(30), path: '/recent', useful: 'yes', message: null })
      .execute();
    const contactOld = newId();
    await db
      .insertInto('contact_messages')
      .values({
        id: contactOld,
        created_at: ago(400),
        fio: 'Eski Xabar',
        phone_number: '+998901234567',
        email: 'old@example.uz',
        message: 'Eski xabar matni',
      })
      .execute();
    const deleted = await purgeExpired(db, now);
    expect(deleted.page_feedback).toBeGreaterThanOrEqual(1);
    expect(deleted.contact_messages).toBeGreaterThanOrEqual(1);
    const left = (await db.selectFrom('page_feedback').select('id').execute()).map((r) => r.id);
    expect(left).toContain(recent);
    expect(left).not.toContain(old);
  });
});
