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
