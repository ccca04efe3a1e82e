import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import * as C from '@tax/shared/contract';
import { buildStandaloneApi } from '../src/standalone.ts';
import { callCentreOpen, DEFAULT_CALL_CENTRE_HOURS, OperatorHub } from '../src/operators.ts';
import { expectError, expectShape, openTestDatabase, useApi } from './helpers.ts';

const t = useApi({ operators: { pollMs: 50, heartbeatMs: 100 } });
const TOKEN = { authorization: 'Bearer test-telephony-token' };

/** Reads SSE events from a live server until `until` says stop. */
function readEvents(
  url: string,
  until: (events: { event: string; data: string }[], raw: string) => boolean,
): Promise<{ events: { event: string; data: string }[]; raw: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
      let raw = '';
      const events: { event: string; data: string }[] = [];
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        events.length = 0;
        for (const block of raw.split('\n\n')) {
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data });
        }
        if (until(events, raw)) {
          req.destroy();
          resolve({ events: [...events], raw, headers: res.headers });
        }
      });
      res.on('error', reject);
    });
    req.on('error', (err) => ((err as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(err)));
    setTimeout(() => reject(new Error('SSE timeout')), 5000).unref();
  });
}

/** Opens a live stream: resolves at its first snapshot (or with the whole answer when it is not a stream). */
function openStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; close(): void }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      let body = '';
      const answer = () => ({ status: res.statusCode ?? 0, headers: res.headers, body, close: () => req.destroy() });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        if (res.statusCode === 200 && body.includes('event: snapshot')) resolve(answer());
      });
      res.on('end', () => resolve(answer()));
    });
    req.on('error', (err) => ((err as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(err)));
    setTimeout(() => reject(new Error('stream timeout')), 5000).unref();
  });
}

/** A HEAD request over a real socket: the status, headers and body, or a failure after `timeoutMs`. */
function head(url: string, timeoutMs: number): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'HEAD' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.setTimeout(timeoutMs, () => {
      req.destroy();
      reject(new Error(`HEAD not answered within ${timeoutMs} ms`));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('operators', () => {
  it('snapshot counts busy, free and offline', async () => {
    const s = expectShape(C.OperatorsSnapshot, await t.app.inject({ url: '/api/operators' }));
    expect(s.operators.length).toBeGreaterThan(5);
    expect(s.free + s.busy + s.offline).toBe(s.operators.length);
    expect((await t.app.inject({ url: '/api/operators' })).headers['cache-control']).toBe('no-cache');
  });

  it('ingestion needs the bearer token and validates its body', async () => {
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/operators/ingest', payload: { operators: [{ id: 'op-01', status: 'busy' }] } }),
      401,
      'unauthorized',
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/operators/ingest',
        payload: { operators: [{ id: 'op-01', status: 'busy' }] },
        headers: { authorization: 'Bearer wrong' },
      }),
      401,
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/operators/ingest',
        payload: { operators: [{ id: 'op-01', status: 'sleeping' }] },
        headers: TOKEN,
      }),
      422,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/operators/ingest',
      payload: {
        operators: [
          { id: 'op-01', status: 'offline' },
          { id: 'new-op', name: 'New', status: 'free' },
        ],
      },
      headers: TOKEN,
    });
    const s = expectShape(C.OperatorsSnapshot, res);
    expect(s.operators.find((o) => o.id === 'op-01')!.status).toBe('offline');
    expect(s.operators.find((o) => o.id === 'new-op')).toMatchObject({ name: 'New', status: 'free' });
    // The database holds the state: another reader sees it.
    const row = await t.database.db.selectFrom('operators').selectAll().where('id', '=', 'op-01').executeTakeFirstOrThrow();
    expect(row.status).toBe('offline');
  });

  it('streams snapshots over SSE (not compressed, with heartbeats) and pushes ingested changes', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const pending = readEvents(
      `http://127.0.0.1:${port}/api/operators/stream`,
      (events, raw) => events.length >= 2 && raw.includes(': heartbeat'),
    );
    await new Promise((r) => setTimeout(r, 100));
    await t.app.inject({
      method: 'POST',
      url: '/api/operators/ingest',
      payload: {
        operators: [
          { id: 'op-02', status: 'busy' },
          { id: 'op-03', status: 'offline' },
        ],
      },
      headers: TOKEN,
    });
    const { events, headers } = await pending;
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
    const last = C.OperatorsSnapshot.parse(JSON.parse(events.at(-1)!.data));
    expect(last.operators.find((o) => o.id === 'op-03')!.status).toBe('offline');
  });

  it('answers HEAD of the stream at once: its headers, no body', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const started = Date.now();
    const res = await head(`http://127.0.0.1:${port}/api/operators/stream`, 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['cache-control']).toBe('no-cache, no-store, no-transform');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe('');
  });

  it('picks up changes written by another replica through the database', async () => {
    const hub = new OperatorHub(t.database.db, t.app.log, { now: () => new Date(), pollMs: 30, simulateMs: 0 });
    const seen: C.OperatorsSnapshot[] = [];
    const off = hub.subscribe((s) => seen.push(s));
    await new Promise((r) => setTimeout(r, 80));
    // "Another replica" writes straight to the table.
    await t.database.db.updateTable('operators').set({ status: 'busy', since: new Date() }).where('id', '=', 'op-04').execute();
    await t.database.db.updateTable('operators').set({ status: 'offline', since: new Date() }).where('id', '=', 'op-05').execute();
    await vi.waitFor(() => expect(seen.at(-1)?.operators.find((o) => o.id === 'op-05')?.status).toBe('offline'), { timeout: 3000 });
    off();
    hub.close();
  });

  it('the simulator changes statuses', async () => {
    // Within the call centre's hours (a Tuesday morning in Tashkent).
    const hub = new OperatorHub(t.database.db, t.app.log, { now: () => new Date('2026-05-12T11:00:00+05:00'), pollMs: 0, simulateMs: 0 });
    const before = await hub.snapshot();
    let after = before;
    for (
      let i = 0;
      i < 5 && JSON.stringify(after.operators.map((o) => o.status)) === JSON.stringify(before.operators.map((o) => o.status));
      i++
    ) {
      after = await hub.simulateStep();
    }
    expect(after.operators.map((o) => o.status)).not.toEqual(before.operators.map((o) => o.status));
    hub.close();
  });
});

/** A Tuesday, Saturday and Sunday in May 2026, Tashkent time (UTC+5). */
const TASHKENT = (day: 'tue' | 'sat' | 'sun', time: string) =>
  new Date(`2026-05-${{ tue: '12', sat: '16', sun: '17' }[day]}T${time}:00+05:00`);

describe("the operator simulator keeps the call centre's hours", () => {
  it('knows when the call centre answers, in Tashkent time', () => {
    const open = (day: 'tue' | 'sat' | 'sun', time: string) => callCentreOpen(DEFAULT_CALL_CENTRE_HOURS, TASHKENT(day, time));
    expect([open('tue', '08:59'), open('tue', '09:00'), open('tue', '13:30'), open('tue', '17:59'), open('tue', '18:00')]).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect([open('tue', '03:00'), open('sat', '11:00'), open('sun', '11:00')]).toEqual([false, false, false]);
    // 04:30 UTC is 09:30 in Tashkent, 12:00 UTC is 17:00, and 20:00 UTC on a Tuesday is 01:00 on Wednesday there.
    expect(callCentreOpen(DEFAULT_CALL_CENTRE_HOURS, new Date('2026-05-12T04:30:00Z'))).toBe(true);
    expect(callCentreOpen(DEFAULT_CALL_CENTRE_HOURS, new Date('2026-05-12T12:00:00Z'))).toBe(true);
    expect(callCentreOpen(DEFAULT_CALL_CENTRE_HOURS, new Date('2026-05-12T20:00:00Z'))).toBe(false);
    // A call centre with Saturday hours answers then, never on Sunday.
    const withSaturday = { ...DEFAULT_CALL_CENTRE_HOURS, saturday: { open: '09:00', close: '13:00' } };
    expect(callCentreOpen(withSaturday, TASHKENT('sat', '11:00'))).toBe(true);
    expect(callCentreOpen(withSaturday, TASHKENT('sat', '13:00'))).toBe(false);
    expect(callCentreOpen(withSaturday, TASHKENT('sun', '11:00'))).toBe(false);
  });

  it('reports no one online at night and at the weekend, and brings the shift on when the call centre opens', async () => {
    const database = await openTestDatabase();
    const clock = { now: TASHKENT('tue', '03:00') };
    const hub = new OperatorHub(database.db, t.app.log, { now: () => clock.now, pollMs: 0, simulateMs: 0 });
    try {
      const seeded = await hub.snapshot();
      expect(seeded.free + seeded.busy).toBeGreaterThan(0);
      // 03:00 on a Tuesday: closed, whatever the last shift left.
      const night = await hub.simulateStep();
      expect(night).toMatchObject({ free: 0, busy: 0, offline: night.operators.length });
      expect(night.operators.every((o) => o.status === 'offline')).toBe(true);
      // It stays closed step after step (nothing changes, not even the time of the last change).
      expect(await hub.simulateStep()).toEqual(night);
      // Opening time: the shift comes on, then calls come and go as before.
      clock.now = TASHKENT('tue', '09:00');
      const morning = await hub.simulateStep();
      expect(morning.free).toBeGreaterThan(0);
      expect(morning.free + morning.busy).toBe(morning.operators.length);
      const statuses = (snap: C.OperatorsSnapshot) => snap.operators.map((o) => o.status);
      let later = morning;
      for (let i = 0; i < 5 && JSON.stringify(statuses(later)) === JSON.stringify(statuses(morning)); i++) {
        clock.now = new Date(clock.now.getTime() + 60_000);
        later = await hub.simulateStep();
      }
      expect(statuses(later)).not.toEqual(statuses(morning));
      expect(later.free + later.busy).toBeGreaterThan(0);
      // 18:00 closes; so do Saturday (the company keeps no Saturday hours) and Sunday.
      for (const [day, time] of [
        ['tue', '18:00'],
        ['sat', '11:00'],
        ['sun', '11:00'],
      ] as const) {
        clock.now = TASHKENT('tue', '12:00');
        const noon = await hub.simulateStep();
        expect(noon.free + noon.busy).toBeGreaterThan(0);
        clock.now = TASHKENT(day, time);
        expect(await hub.simulateStep(), `${day} ${time}`).toMatchObject({ free: 0, busy: 0 });
      }
    } finally {
      hub.close();
      await database.close();
    }
  });

  it("takes the hours from the company profile (the call-centre card's), or as given", async () => {
    const database = await openTestDatabase();
    const at = { now: TASHKENT('tue', '19:00') };
    const hub = new OperatorHub(database.db, t.app.log, { now: () => at.now, pollMs: 0, simulateMs: 0 });
    try {
      expect(await hub.simulateStep()).toMatchObject({ free: 0, busy: 0 });
      // The company's office hours say until 20:00 now, and on Saturdays.
      const company = await database.db.selectFrom('singletons').select('data').where('key', '=', 'company').executeTakeFirstOrThrow();
      const data = company.data as { office_hours: object };
      const hours = { weekdays: { open: '08:00', close: '20:00' }, saturday: { open: '09:00', close: '13:00' }, lunch: null };
      await database.db
        .updateTable('singletons')
        .set({ data: JSON.stringify({ ...data, office_hours: hours }) } as never)
        .where('key', '=', 'company')
        .execute();
      expect((await hub.simulateStep()).free).toBeGreaterThan(0);
      at.now = TASHKENT('sat', '10:00');
      expect((await hub.simulateStep()).free).toBeGreaterThan(0);
      // Hours given to the hub win.
      const given = new OperatorHub(database.db, t.app.log, {
        now: () => at.now,
        pollMs: 0,
        simulateMs: 0,
        hours: DEFAULT_CALL_CENTRE_HOURS,
      });
      expect(await given.simulateStep()).toMatchObject({ free: 0, busy: 0 });
      given.close();
    } finally {
      hub.close();
      await database.close();
    }
  });
});

describe("the simulator on the site's operators endpoint", () => {
  const night = useApi({ simulateOperators: true, operators: { simulateMs: 60_000 } });
  night.clock.now = TASHKENT('tue', '03:00');

  it('says no operator is free or busy at 03:00 in Tashkent from the start', async () => {
    await vi.waitFor(async () => {
      const s = expectShape(C.OperatorsSnapshot, await night.app.inject({ url: '/api/operators' }));
      expect(s).toMatchObject({ free: 0, busy: 0, offline: s.operators.length });
    });
  });
});

describe('standalone server', () => {
  it('finishes in-flight requests and closes open streams and the database on shutdown', async () => {
    const database = await openTestDatabase();
    const api = await buildStandaloneApi({ database, logLevel: false, api: { simulateOperators: true, operators: { simulateMs: 50 } } });
    let slowStarted = false;
    api.app.get('/slow', async () => {
      slowStarted = true;
      await new Promise((r) => setTimeout(r, 300));
      return { done: true };
    });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    // A listener that stays connected: shutdown must end its stream rather than wait for it.
    let firstData!: () => void;
    const connected = new Promise<void>((r) => (firstData = r));
    const streamEnded = new Promise<string>((resolve) => {
      http.get(`${base}/api/operators/stream`, (res) => {
        let raw = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          raw += c;
          if (raw.includes('event: snapshot')) firstData();
        });
        res.on('end', () => resolve(raw));
      });
    });
    await connected;
    const slow = fetch(`${base}/slow`);
    await vi.waitFor(() => expect(slowStarted).toBe(true));
    const started = Date.now();
    await api.close();
    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await streamEnded).toContain('event: snapshot');
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    await expect(database.db.selectFrom('news').select('slug').execute()).rejects.toThrow();
  });
});

describe('live streams per client', () => {
  it('holds at most the configured streams open per client address (behind a trusted proxy), and frees a closed one', async () => {
    const database = await openTestDatabase();
    const api = await buildStandaloneApi({
      database,
      logLevel: false,
      trustProxy: true,
      api: { simulateOperators: false, operators: { streamsPerClient: 2, heartbeatMs: 100 } },
    });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/operators/stream`;
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    try {
      // HEADs end at once and hold no stream.
      for (let i = 0; i < 5; i++) expect((await head(url, 1000)).status).toBe(200);
      const first = await openStream(url, from('203.0.113.5'));
      const second = await openStream(url, from('203.0.113.5'));
      expect([first.status, second.status]).toEqual([200, 200]);
      const refused = await openStream(url, from('203.0.113.5'));
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(JSON.parse(refused.body)).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
      // Another address has its own streams.
      const other = await openStream(url, from('203.0.113.6'));
      expect(other.status).toBe(200);
      // A stream the client closes frees its place.
      first.close();
      let again: Awaited<ReturnType<typeof openStream>> | undefined;
      await vi.waitFor(
        async () => {
          const attempt = await openStream(url, from('203.0.113.5'));
          if (attempt.status === 200) again = attempt;
          expect(attempt.status).toBe(200);
        },
        { timeout: 3000, interval: 50 },
      );
      expect((await openStream(url, from('203.0.113.5'))).status).toBe(429);
      for (const s of [second, other, again!]) s.close();
    } finally {
      await api.close();
    }
  });
});
