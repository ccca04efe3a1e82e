/**
 * Issue 41, item 1: one address holding thousands of slow connections must not take the site from everyone else.
 * The flood comes from 127.0.0.2 and the visitor from 127.0.0.3 (both loopback, bound as the sockets' local
 * addresses), against the real server on a real port.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressGroup } from './connections.ts';
import { createSiteServer } from './server.ts';

let deployDir: string;
let app: FastifyInstance;
let port = 0;
const FLOOD = 600;

beforeAll(async () => {
  deployDir = mkdtempSync(join(tmpdir(), 'site-connections-'));
  mkdirSync(join(deployDir, 'shell'), { recursive: true });
  mkdirSync(join(deployDir, 'mfe'), { recursive: true });
  writeFileSync(join(deployDir, 'shell', 'index.html'), '<!doctype html><html><head><!--site:head--></head><body></body></html>');
  const about = { version: '1.0.0', entry: '/mfe/about/1.0.0/mf-manifest.json' };
  writeFileSync(
    join(deployDir, 'remotes.json'),
    JSON.stringify({ schemaVersion: 1, remotes: { about: { prefixes: ['/about'], current: about, previous: null } } }),
  );
  // The total cap lower than the flood, as 4,096 is below the 4,100 sockets the issue saw.
  app = await createSiteServer({ deployDir, ssr: false, limits: { maxConnections: 500, maxConnectionsPerAddress: 64 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  app.server.closeAllConnections();
  await app.close();
  rmSync(deployDir, { recursive: true, force: true });
});

/** A slow client: connects from `from`, sends half a request line and waits. Resolves once connected. */
const slowSocket = (from: string) =>
  new Promise<{ socket: net.Socket; closed: () => boolean }>((resolve) => {
    let closed = false;
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
    socket.on('error', () => {});
    socket.on('close', () => (closed = true));
    socket.on('connect', () => {
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
      resolve({ socket, closed: () => closed });
    });
  });

/** A page from `from`, timed; null when the connection was refused or reset. */
async function timedPage(from: string): Promise<{ status: number; ms: number } | null> {
  const started = performance.now();
  return new Promise((resolve) => {
    let received = '';
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from }, () =>
      socket.write('GET /en/about HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
    );
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      resolve(status ? { status: Number(status), ms: performance.now() - started } : null);
    });
  });
}

describe('one address holding many slow connections', () => {
  it("keeps at most its share; another address's page is served at once", async () => {
    const flood: Awaited<ReturnType<typeof slowSocket>>[] = [];
    for (let i = 0; i < FLOOD; i += 50) flood.push(...(await Promise.all(Array.from({ length: 50 }, () => slowSocket('127.0.0.2')))));
    try {
      // A client's socket connects once the kernel accepts it; the server closes the ones over the share when it
      // gets to them (later on a busy machine).
      await expect.poll(() => flood.filter((s) => !s.closed()).length, { timeout: 10_000 }).toBeLessThanOrEqual(64);
      expect(flood.filter((s) => !s.closed()).length).toBeGreaterThan(0);
      const pages = [];
      for (let i = 0; i < 5; i++) pages.push(await timedPage('127.0.0.3'));
      expect(pages.map((page) => page?.status)).toEqual([200, 200, 200, 200, 200]);
      // Generous on a shared machine; the figure in decision 0040 is the real one.
      expect(Math.max(...pages.map((page) => page!.ms))).toBeLessThan(1_000);
    } finally {
      for (const s of flood) s.socket.destroy();
    }
  });

  it('the address gets its share back as its connections close', async () => {
    const first = await Promise.all(Array.from({ length: 64 }, () => slowSocket('127.0.0.4')));
    const over = await slowSocket('127.0.0.4');
    await expect.poll(() => over.closed(), { timeout: 5_000 }).toBe(true);
    expect(first.filter((s) => s.closed())).toEqual([]);
    for (const s of first) s.socket.destroy();
    await expect.poll(async () => (await timedPage('127.0.0.4'))?.status, { timeout: 5_000 }).toBe(200);
  });
});

describe('what counts as one address', () => {
  it('IPv4 as it is (mapped or not); IPv6 by its /64', () => {
    expect(addressGroup('::ffff:192.0.2.7')).toBe(addressGroup('192.0.2.7'));
    expect(addressGroup('2001:db8:1:2::5')).toBe(addressGroup('2001:0db8:0001:0002:ffff:ffff:ffff:1'));
    expect(addressGroup('2001:db8:1:2::5')).not.toBe(addressGroup('2001:db8:1:3::5'));
    expect(addressGroup('192.0.2.7')).not.toBe(addressGroup('192.0.2.8'));
  });
});
