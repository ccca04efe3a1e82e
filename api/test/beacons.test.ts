import { describe, expect, it } from 'vitest';
import { countRows, expectError, useApi } from './helpers.ts';

const t = useApi();
const post = (payload: unknown, remoteAddress = '198.51.100.20') =>
  t.app.inject({
    method: 'POST',
    url: '/api/beacons',
    payload: payload as object,
    headers: { 'content-type': 'application/json' },
    remoteAddress,
  });

describe('release beacons', () => {
  it('counts events per minute, app, version and kind, and keeps nothing about the visitor', async () => {
    const response = await post({
      events: [
        { kind: 'view', app: 'news', version: '1.2.0', count: 3 },
        { kind: 'view', app: 'news', version: '1.2.0' },
        { kind: 'load-failure', app: 'news', version: '1.3.0' },
        { kind: 'fallback', app: 'news', version: '1.3.0' },
      ],
    });
    expect(response.statusCode).toBe(204);
    const rows = await t.database.db.selectFrom('release_metrics').selectAll().where('app', '=', 'news').orderBy('kind').execute();
    expect(rows.map((r) => [r.version, r.kind, r.count])).toEqual([
      ['1.3.0', 'fallback', 1],
      ['1.3.0', 'load-failure', 1],
      ['1.2.0', 'view', 4],
    ]);
    expect(Object.keys(rows[0]!).sort()).toEqual(['app', 'count', 'kind', 'minute', 'version']);
    // The same minute adds up.
    await post({ events: [{ kind: 'view', app: 'news', version: '1.2.0', count: 2 }] });
    const views = await t.database.db
      .selectFrom('release_metrics')
      .select('count')
      .where('kind', '=', 'view')
      .where('version', '=', '1.2.0')
      .executeTakeFirstOrThrow();
    expect(views.count).toBe(6);
  });

  it('refuses what is not a batch of known events, storing nothing', async () => {
    const before = await countRows(t, 'release_metrics');
    for (const bad of [
      {},
      { events: [] },
      { events: [{ kind: 'hack', app: 'news', version: '1.0.0' }] },
      { events: [{ kind: 'view', app: '../etc', version: '1.0.0' }] },
      { events: [{ kind: 'view', app: 'news', version: '<script>' }] },
      { events: [{ kind: 'view', app: 'news', version: '1.0.0', count: 1e9 }] },
      { events: Array.from({ length: 51 }, () => ({ kind: 'view', app: 'news', version: '1.0.0' })) },
    ]) {
      expectError(await post(bad), 422);
    }
    expect(await countRows(t, 'release_metrics')).toBe(before);
  });
});

describe('what one client adds to the release figures is bounded', () => {
  const countOf = async (app: string, version: string, kind: string) =>
    Number(
      (
        await t.database.db
          .selectFrom('release_metrics')
          .select((eb) => eb.fn.sum<number>('count').as('n'))
          .where('app', '=', app)
          .where('version', '=', version)
          .where('kind', '=', kind)
          .executeTakeFirst()
      )?.n ?? 0,
    );

  it('counts one event at most 10, whatever its count says (a real page sends a few)', async () => {
    const forged = await post({ events: [{ kind: 'render-error', app: 'home', version: '9.9.1', count: 1000 }] });
    expect(forged.statusCode).toBe(204);
    expect(await countOf('home', '9.9.1', 'render-error')).toBe(10);
    // What a page sends (a few views since its last batch) is counted whole.
    expect((await post({ events: [{ kind: 'view', app: 'home', version: '9.9.1', count: 7 }] })).statusCode).toBe(204);
    expect(await countOf('home', '9.9.1', 'view')).toBe(7);
  });

  it('adds at most 30 a minute per address, app, version and kind, silently; each address and minute has its own', async () => {
    const forged = { events: Array.from({ length: 50 }, () => ({ kind: 'load-failure', app: 'news', version: '9.9.2', count: 1000 })) };
    for (let i = 0; i < 5; i++) expect((await post(forged, '198.51.100.30')).statusCode).toBe(204);
    expect(await countOf('news', '9.9.2', 'load-failure')).toBe(30);
    // Another kind or version of the same address has its own allowance; so has another address.
    await post({ events: [{ kind: 'fallback', app: 'news', version: '9.9.2', count: 5 }] }, '198.51.100.30');
    expect(await countOf('news', '9.9.2', 'fallback')).toBe(5);
    for (let i = 0; i < 5; i++) expect((await post(forged, '198.51.100.31')).statusCode).toBe(204);
    expect(await countOf('news', '9.9.2', 'load-failure')).toBe(60);
    // The next minute starts from nothing.
    t.clock.advance(60_000);
    await post(forged, '198.51.100.30');
    expect(await countOf('news', '9.9.2', 'load-failure')).toBe(90);
  });
});

describe('release beacons are rate limited', () => {
  const limited = useApi({ rateLimit: { max: 10, timeWindowMs: 60_000 } });
  it('answers 429 after 60 batches a minute from one client', async () => {
    const send = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/beacons',
        payload: { events: [{ kind: 'view', app: 'home', version: '1.0.0' }] },
        remoteAddress: '198.51.100.99',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await send()).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
