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

const tokenFor = async (api = t, remoteAddress = '198.51.100.20') => {
  const response = await api.app.inject({ method: 'GET', url: '/api/beacons/token', remoteAddress });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return (response.json() as { token: string }).token;
};
const rowsOf = (app: string) =>
  t.database.db.selectFrom('release_metrics').selectAll().where('app', '=', app).orderBy('version').orderBy('kind').execute();
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

describe('release beacons', () => {
  it("counts a page view's events per minute, app, version and kind, and keeps nothing about the visitor", async () => {
    const token = await tokenFor();
    const response = await post({
      token,
      events: [
        { kind: 'view', app: 'news', version: '1.2.0', count: 3 },
        { kind: 'load-failure', app: 'news', version: '1.3.0' },
        { kind: 'fallback', app: 'news', version: '1.3.0' },
      ],
    });
    expect(response.statusCode).toBe(204);
    const rows = await rowsOf('news');
    expect(rows.map((r) => [r.version, r.kind, r.count])).toEqual([
      ['1.2.0', 'view', 1],
      ['1.2.0', 'visit', 1],
      ['1.3.0', 'failed-visit', 1],
      ['1.3.0', 'fallback', 1],
      ['1.3.0', 'load-failure', 1],
      ['1.3.0', 'visit', 1],
    ]);
    expect(Object.keys(rows[0]!).sort()).toEqual(['app', 'count', 'kind', 'minute', 'version']);
    // Another page view in the same minute adds up.
    await post({ token: await tokenFor(), events: [{ kind: 'view', app: 'news', version: '1.2.0' }] });
    expect(await countOf('news', '1.2.0', 'view')).toBe(2);
    expect(await countOf('news', '1.2.0', 'visit')).toBe(2);
  });

  it('refuses what is not a batch of known events, storing nothing', async () => {
    const before = await countRows(t, 'release_metrics');
    const token = await tokenFor();
    for (const bad of [
      {},
      { token, events: [] },
      { token, events: [{ kind: 'hack', app: 'news', version: '1.0.0' }] },
      { token, events: [{ kind: 'view', app: '../etc', version: '1.0.0' }] },
      { token, events: [{ kind: 'view', app: 'news', version: '<script>' }] },
      { token, events: [{ kind: 'view', app: 'news', version: '1.0.0', count: 1e9 }] },
      { token, events: Array.from({ length: 51 }, () => ({ kind: 'view', app: 'news', version: '1.0.0' })) },
      { token: 'x'.repeat(201), events: [{ kind: 'view', app: 'news', version: '1.0.0' }] },
    ]) {
      expectError(await post(bad), 422);
    }
    expect(await countRows(t, 'release_metrics')).toBe(before);
  });
});

describe('a beacon counts only when bound to a real page view (issue 42, observation 1)', () => {
  it('stores nothing for a beacon without a token, with a forged, altered or expired one', async () => {
    const before = await countRows(t, 'release_metrics');
    const events = [{ kind: 'render-error', app: 'home', version: '9.9.0', count: 1000 }];
    const real = await tokenFor();
    const [issued, id, signature] = real.split('.');
    for (const token of [
      undefined,
      'forged',
      `${issued}.${id}.${'A'.repeat(signature!.length)}`,
      `${(Date.now() + 3_600_000).toString(36)}.${id}.${signature}`,
      `${issued}.other${id}.${signature}`,
    ]) {
      expect((await post(token ? { token, events } : { events })).statusCode).toBe(204);
    }
    expect(await countRows(t, 'release_metrics')).toBe(before);
    // A real token stops counting once it is older than 30 minutes.
    t.clock.advance(31 * 60_000);
    expect((await post({ token: real, events })).statusCode).toBe(204);
    expect(await countRows(t, 'release_metrics')).toBe(before);
  });

  it('counts one view and at most 3 errors of each kind per token, app and version, however often it is sent', async () => {
    const token = await tokenFor();
    const batch = {
      token,
      events: [
        { kind: 'view', app: 'home', version: '9.9.1', count: 1000 },
        { kind: 'render-error', app: 'home', version: '9.9.1', count: 1000 },
        { kind: 'render-error', app: 'home', version: '9.9.1', count: 1000 },
        { kind: 'load-failure', app: 'home', version: '9.9.1', count: 2 },
      ],
    };
    for (let i = 0; i < 5; i++) expect((await post(batch, `198.51.100.${40 + i}`)).statusCode).toBe(204);
    expect(await countOf('home', '9.9.1', 'view')).toBe(1);
    expect(await countOf('home', '9.9.1', 'visit')).toBe(1);
    expect(await countOf('home', '9.9.1', 'failed-visit')).toBe(1);
    expect(await countOf('home', '9.9.1', 'render-error')).toBe(3);
    expect(await countOf('home', '9.9.1', 'load-failure')).toBe(3);
  });
});

describe('only versions the registry names are counted', () => {
  const known = new Set(['news 1.0.0', 'news 1.1.0', 'shell 2.0.0']);
  const api = useApi({ beacons: { knownVersion: (app, version) => known.has(`${app} ${version}`) } });

  it('drops made-up versions without storing a row, and counts the known ones of the same batch', async () => {
    const token = await tokenFor(api);
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/beacons',
      payload: {
        token,
        events: [
          { kind: 'view', app: 'news', version: '1.1.0' },
          ...Array.from({ length: 40 }, (_, i) => ({ kind: 'render-error', app: 'news', version: `6.6.${i}` })),
        ],
      },
    });
    expect(response.statusCode).toBe(204);
    const rows = await api.database.db.selectFrom('release_metrics').select(['version', 'kind', 'count']).orderBy('kind').execute();
    expect(rows).toEqual([
      { version: '1.1.0', kind: 'view', count: 1 },
      { version: '1.1.0', kind: 'visit', count: 1 },
    ]);
  });
});

describe('release beacons are rate limited', () => {
  const limited = useApi({ rateLimit: { max: 10, timeWindowMs: 60_000 } });
  it('answers 429 after 60 batches or 60 tokens a minute from one client', async () => {
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
    const tokens: number[] = [];
    for (let i = 0; i < 61; i++)
      tokens.push((await limited.app.inject({ method: 'GET', url: '/api/beacons/token', remoteAddress: '198.51.100.98' })).statusCode);
    expect(tokens.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(tokens[60]).toBe(429);
  });
});

describe("page loads' speed: a histogram per minute, app version, page and metric (decision 0046)", () => {
  const known = new Set(['news 2.0.0', 'news 2.1.0']);
  const api = useApi({ beacons: { knownVersion: (app, version) => known.has(`${app} ${version}`) } });
  const send = (payload: unknown, remoteAddress = '198.51.100.60') =>
    api.app.inject({ method: 'POST', url: '/api/beacons', payload: payload as object, remoteAddress });
  const vitalRows = () =>
    api.database.db
      .selectFrom('release_vitals')
      .select(['version', 'page', 'metric', 'samples', 'buckets'])
      .orderBy('version')
      .orderBy('page')
      .orderBy('metric')
      .execute();
  const sample = (metric: string, value: number, page = 'news-slug', version = '2.1.0') => ({ metric, app: 'news', version, page, value });

  it('adds each page load to its bucket, in one row per minute, version, page and metric; no measurement is kept', async () => {
    await api.database.db.deleteFrom('release_vitals').execute();
    for (const lcp of [1100, 1150, 4100]) {
      const token = await tokenFor(api);
      expect((await send({ token, vitals: [sample('LCP', lcp), sample('CLS', 0.05)] })).statusCode).toBe(204);
    }
    const rows = await vitalRows();
    expect(rows.map((r) => [r.page, r.metric, r.samples])).toEqual([
      ['news-slug', 'CLS', 3],
      ['news-slug', 'LCP', 3],
    ]);
    const lcp = rows.find((r) => r.metric === 'LCP')!;
    expect(lcp.buckets).toHaveLength(64);
    expect(lcp.buckets.filter((n) => n > 0)).toEqual([2, 1]);
  });

  it('changes nothing for forged speed: no token, a spent one, absurd values, unknown versions', async () => {
    await api.database.db.deleteFrom('release_vitals').execute();
    const spent = await tokenFor(api);
    expect((await send({ token: spent, vitals: [sample('INP', 80)] })).statusCode).toBe(204);
    const before = await vitalRows();
    const forged = [
      { vitals: [sample('LCP', 60_000), sample('INP', 9_000)] },
      { token: 'forged.token.here', vitals: [sample('LCP', 60_000)] },
      // The same page view again: each metric counts once per view.
      { token: spent, vitals: [sample('INP', 9_000), sample('INP', 9_000)] },
      { token: await tokenFor(api), vitals: [sample('LCP', -5), sample('INP', 1e12), sample('CLS', 5e3)] },
      { token: await tokenFor(api), vitals: [sample('LCP', 60_000, 'news-slug', '9.9.9'), { ...sample('TTFB', 1e5), app: 'home' }] },
    ];
    for (const payload of forged) expect((await send(payload)).statusCode).toBe(204);
    expect(await vitalRows()).toEqual(before);
    // Not a batch at all: refused, nothing stored.
    for (const bad of [
      { token: spent, vitals: [] },
      { token: spent, vitals: [{ ...sample('LCP', 1), metric: 'FID' }] },
      { token: spent, vitals: [sample('LCP', 1, '/news/<script>')] },
      { token: spent, vitals: Array.from({ length: 9 }, () => sample('LCP', 1)) },
    ])
      expectError(await send(bad), 422);
    expect(await vitalRows()).toEqual(before);
  });

  it('keeps rows bounded: page names beyond the first 40 of a version are counted together', async () => {
    await api.database.db.deleteFrom('release_vitals').execute();
    for (let i = 0; i < 60; i++) {
      const token = await tokenFor(api);
      await send({ token, vitals: [{ ...sample('TTFB', 100, `made-up-${i}`), version: '2.0.0' }] });
    }
    const rows = await vitalRows();
    expect(rows).toHaveLength(41);
    expect(rows.find((r) => r.page === '(other)')?.samples).toBe(20);
  });
});
