/**
 * The database goes away under a running site server (stopped, restarting, a network cut) and comes back: the
 * server stays up, serving its pages and files, the API answers 503 with Retry-After (never a 500), and everything
 * works again once the database is back, without a restart. A server started while its database cannot be reached
 * waits for it. The database is reached through a TCP relay the test opens and closes, as a stopped server would.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, deployFolder, publish, siteEnv, startSite, type Site } from './site.ts';

const base = process.env.DATABASE_URL;
if (!base) throw new Error('DATABASE_URL is not set: run `npm run test:ops:pg` (it starts a throw-away PostgreSQL)');
const target = new URL(base);
const database = `database_away_${process.pid}`;
const deployDir = mkdtempSync(join(tmpdir(), 'database-away-'));
const port = 3000 + (process.pid % 1000) + 4200;

/** A TCP relay to the PostgreSQL server: closed, it refuses connections and cuts the open ones. */
class Relay {
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  port = 0;

  async open(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}

const relay = new Relay();
let site: Site | undefined;
const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);

beforeAll(async () => {
  await createDatabase(base, database);
  deployFolder(deployDir);
  mkdirSync(join(deployDir, 'shell', 'static', 'js'), { recursive: true });
  writeFileSync(join(deployDir, 'shell', 'static', 'js', 'main.1234.js'), 'console.log(1)');
  const entry = publish(deployDir, 'news', '1.0.0');
  writeFileSync(
    join(deployDir, 'remotes.json'),
    JSON.stringify({ schemaVersion: 1, remotes: { news: { prefixes: ['/news'], current: entry, previous: null } } }),
  );
  // The relay's port is fixed from here on (a stopped server comes back on its own port).
  await relay.open();
  await relay.close();
});

afterAll(async () => {
  site?.process.kill('SIGTERM');
  await relay.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(deployDir, { recursive: true, force: true });
});

describe('a site server whose database goes away', () => {
  it('waits at its start for a database that cannot be reached yet, and starts once it can', async () => {
    const url = new URL(base);
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    url.pathname = `/${database}`;
    site = startSite(siteEnv(url.toString(), deployDir, { REGISTRY_POLL_MS: '200', DB_START_RETRY_MS: '200' }), port);
    // Nothing listens at the database's address yet: the server says so and waits.
    const deadline = Date.now() + 60_000;
    while (!/database: 127\.0\.0\.1:\d+ cannot be reached \(.*ECONNREFUSED.*\); trying again/.test(site.output())) {
      if (Date.now() > deadline || site.process.exitCode !== null) throw new Error(`no word of the database:\n${site.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(site.process.exitCode).toBeNull();
    await relay.open();
    await site.ready;
    expect((await get('/api/news')).status).toBe(200);
  });

  it('stays up while it is away: pages and files served, the API answers 503 with Retry-After; all back when it returns', async () => {
    // It goes while requests hold connections: reads, and messages written in a transaction (13, under the 16 a
    // client may have in flight).
    const post = () =>
      fetch(`http://127.0.0.1:${port}/api/forms/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fio: 'Karimov Aziz', phone_number: '+998 90 555 12 34', email: 'aziz@example.uz', message: 'Savolim bor.' }),
      });
    const inFlight = [
      ...Array.from({ length: 10 }, (_, n) => get(`/api/news?page=${n + 3}&locale=uz`)),
      ...Array.from({ length: 3 }, post),
    ];
    await new Promise((resolve) => setTimeout(resolve, 5));
    await relay.close();
    const statuses = (await Promise.all(inFlight)).map((response) => response.status);
    expect(
      statuses.filter((status) => ![200, 201, 503].includes(status)),
      statuses.join(),
    ).toEqual([]);
    // Several registry polls fail meanwhile (every 200 ms): a failed one once ended the process.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(site!.process.exitCode, site!.output()).toBeNull();
    // What the API read a moment ago it still answers from its content cache (30 s); anything else is a 503.
    expect((await get('/api/news')).status).toBe(200);
    const news = await get('/api/news?page=2&locale=ru');
    expect(news.status).toBe(503);
    expect(news.headers.get('retry-after')).toBe('5');
    expect(((await news.json()) as { error: { code: string } }).error.code).toBe('unavailable');
    expect((await post()).status).toBe(503);
    expect((await get('/api/ready')).status).toBe(503);
    expect((await get('/en/news')).status).toBe(200);
    expect((await get('/remotes.json')).status).toBe(200);
    expect((await get('/static/js/main.1234.js')).status).toBe(200);

    await relay.open();
    const deadline = Date.now() + 10_000;
    while ((await get('/api/news?page=2&locale=ru')).status !== 200) {
      if (Date.now() > deadline) throw new Error('the API did not come back within 10 s of its database');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await get('/api/ready')).status).toBe(200);
    // The registry is followed again too (polled every 200 ms here).
    while (!site!.output().includes('registry: the database can be read again')) {
      if (Date.now() > deadline) throw new Error(`the registry was not read again:\n${site!.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});
