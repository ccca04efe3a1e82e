/**
 * The site server's own hardening (issue 13): slow and idle clients are cut off, connections are capped,
 * every answer says nosniff, HSTS only over HTTPS, router-level errors in the one error shape.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSiteServer } from './server.ts';
import { PageRenderer } from './ssr.ts';

let deployDir: string;
const open: FastifyInstance[] = [];

beforeAll(() => {
  deployDir = mkdtempSync(join(tmpdir(), 'site-server-'));
  mkdirSync(join(deployDir, 'shell', 'static', 'js'), { recursive: true });
  mkdirSync(join(deployDir, 'mfe'), { recursive: true });
  writeFileSync(
    join(deployDir, 'shell', 'index.html'),
    '<!doctype html><html lang="uz"><head><title>x</title><!--site:head--></head><body></body></html>',
  );
  writeFileSync(join(deployDir, 'shell', 'static', 'js', 'main.1234.js'), 'console.log(1)');
  writeFileSync(join(deployDir, 'shell', 'mf-manifest.json'), '{}');
});
afterAll(() => rmSync(deployDir, { recursive: true, force: true }));
afterEach(async () => {
  for (const app of open.splice(0)) await app.close();
});

async function listen(
  limits: Parameters<typeof createSiteServer>[0] extends infer O ? (O extends { limits?: infer L } ? L : never) : never,
) {
  const app = await createSiteServer({ deployDir, limits });
  open.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as net.AddressInfo).port;
}

/** Opens a connection, writes `text`, and resolves with what came back and how long the server kept it open. */
function hold(port: number, text: string, giveUpMs: number): Promise<{ closedAfterMs: number | null; received: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ closedAfterMs: null, received });
    }, giveUpMs);
    socket.on('data', (d) => (received += d.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ closedAfterMs: Date.now() - started, received });
    });
  });
}

describe('site server: slow clients are cut off', () => {
  it('a client that sends half the headers is answered 408 and disconnected', async () => {
    const port = await listen({ headersTimeoutMs: 400, requestTimeoutMs: 800, checkIntervalMs: 100 });
    const r = await hold(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 5000);
    expect(r.closedAfterMs).not.toBeNull();
    expect(r.closedAfterMs!).toBeLessThan(2000);
    expect(r.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a client that sends the headers and half the body is cut off at the request time-out', async () => {
    const port = await listen({ headersTimeoutMs: 400, requestTimeoutMs: 800, checkIntervalMs: 100 });
    const r = await hold(
      port,
      'POST /api/forms/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"fio":',
      5000,
    );
    expect(r.closedAfterMs).not.toBeNull();
    expect(r.closedAfterMs!).toBeLessThan(2500);
  });

  it('an idle keep-alive connection is closed after the keep-alive time-out', async () => {
    const port = await listen({ keepAliveTimeoutMs: 300, checkIntervalMs: 100 });
    const r = await hold(port, 'GET /robots.txt HTTP/1.1\r\nHost: localhost\r\n\r\n', 5000);
    expect(r.received).toMatch(/^HTTP\/1\.1 200/);
    expect(r.closedAfterMs).not.toBeNull();
    expect(r.closedAfterMs!).toBeLessThan(2000);
  });

  it('connections beyond the cap are closed at once, the ones within it served', async () => {
    const port = await listen({ maxConnections: 5, headersTimeoutMs: 3000, checkIntervalMs: 100 });
    const sockets = await Promise.all(
      Array.from(
        { length: 12 },
        () =>
          new Promise<{ socket: net.Socket; closed: boolean }>((resolve) => {
            const socket = net.connect(port, '127.0.0.1');
            const state = { socket, closed: false };
            socket.on('error', () => {});
            socket.on('close', () => (state.closed = true));
            socket.on('connect', () => setTimeout(() => resolve(state), 300));
          }),
      ),
    );
    try {
      expect(sockets.filter((s) => s.closed).length).toBeGreaterThanOrEqual(7);
      expect(sockets.filter((s) => !s.closed).length).toBeLessThanOrEqual(5);
    } finally {
      for (const s of sockets) s.socket.destroy();
    }
  });

  it('by default: 15 s for the headers, 120 s for the whole request, 5 s keep-alive, 4096 connections', async () => {
    const app = await createSiteServer({ deployDir });
    open.push(app);
    await app.ready();
    expect(app.server.headersTimeout).toBe(15_000);
    expect(app.server.requestTimeout).toBe(120_000);
    expect(app.server.keepAliveTimeout).toBe(5_000);
    expect(app.server.timeout).toBe(60_000);
    expect(app.server.maxConnections).toBe(4096);
  });
});

describe('site server: headers and router-level errors', () => {
  it('nosniff on pages, static files and JSON documents; no HSTS over plain HTTP', async () => {
    const app = await createSiteServer({ deployDir });
    open.push(app);
    for (const url of [
      '/en',
      '/static/js/main.1234.js',
      '/remotes.json',
      '/config.json',
      '/mf-manifest.json',
      '/robots.txt',
      '/static/missing.js',
    ]) {
      const res = await app.inject({ url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('HSTS when the visitor came over HTTPS through a trusted proxy, not when an untrusted client claims it', async () => {
    const before = process.env.TRUST_PROXY;
    try {
      process.env.TRUST_PROXY = '127.0.0.1';
      const trusted = await createSiteServer({ deployDir });
      open.push(trusted);
      const res = await trusted.inject({ url: '/en', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      delete process.env.TRUST_PROXY;
      const direct = await createSiteServer({ deployDir });
      open.push(direct);
      expect(
        (await direct.inject({ url: '/en', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security'],
      ).toBeUndefined();
    } finally {
      if (before === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = before;
    }
  });

  it('reads a path that starts with two slashes as a path, not a host, and redirects it to the one address', async () => {
    const port = await listen({});
    // Sent as is (fetch and inject would resolve dot segments and backslashes before sending).
    const location = async (path: string) => {
      const { received } = await hold(port, `GET ${path} HTTP/1.1\r\nHost: site\r\nConnection: close\r\n\r\n`, 5000);
      const status = Number(received.split(' ')[1]);
      return [status, /\r\nlocation: ([^\r]*)/i.exec(received)?.[1] ?? null];
    };
    // Before: "//en//news//" went to the Uzbek "/news" (read as host "en"), "//evil.com/" served the home page.
    expect(await location('//en//news//')).toEqual([301, '/en/news']);
    expect(await location('//evil.com/')).toEqual([301, '/evil.com']);
    expect(await location('/\\\\evil.com/news')).toEqual([301, '/evil.com/news']);
    expect(await location('/en/../ru/news?page=2')).toEqual([301, '/ru/news?page=2']);
    expect(await location('/en/./news')).toEqual([301, '/en/news']);
    expect(await location('/en/news/%2e%2e')).toEqual([301, '/en']);
    expect(await location('//?q=1')).toEqual([301, '/?q=1']);
    // Capital letters: every address of the site is lower case; a query and a percent escape keep theirs.
    expect(await location('/EN/News?q=ABC')).toEqual([301, '/en/news?q=ABC']);
    expect(await location('/Ru/Services/')).toEqual([301, '/ru/services']);
    expect(await location('/ru/%D0%BD%D0%B0')).toEqual([404, null]);
    // A query may hold slashes: not redirected (this bare deploy has no sections, so the page itself is a 404).
    expect(await location('/en?q=//x')).toEqual([404, null]);
  });

  it('sends an address with the default language\'s prefix ("/uz/news") to the one without, remembering the choice', async () => {
    const app = await createSiteServer({ deployDir });
    open.push(app);
    for (const [from, to] of [
      ['/uz', '/'],
      ['/uz/news?page=2', '/news?page=2'],
      ['/uz/services/calculator', '/services/calculator'],
    ]) {
      const res = await app.inject({ url: from!, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, from).toBe(302);
      expect(res.headers.location, from).toBe(to);
      expect(res.headers['set-cookie'], from).toMatch(/^i18n_redirected=uz;/);
      expect(res.headers['cache-control'], from).toBe('no-store');
    }
    // Only the prefix: a path that merely starts with the letters is left alone.
    expect((await app.inject({ url: '/uzbekistan' })).headers.location).toBeUndefined();
  });

  it('a page is read, never sent to: 405 with Allow for any other method, whatever the body; not pages answer 404', async () => {
    const app = await createSiteServer({ deployDir });
    open.push(app);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
      const res = await app.inject({
        method,
        url: '/ru/contacts',
        payload: 'fio=Dilnoza',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow, method).toBe('GET, HEAD');
      expect(JSON.parse(res.body), method).toEqual({
        error: { code: 'method_not_allowed', message: 'A page can only be read (GET or HEAD)' },
      });
    }
    const big = await app.inject({
      method: 'POST',
      url: '/en/contacts',
      payload: 'x'.repeat(3_000_000),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(big.statusCode).toBe(405);
    // A body the framework reads (text, JSON) over its limit: 413, in the one shape.
    const text = await app.inject({
      method: 'POST',
      url: '/en/contacts',
      payload: 'x'.repeat(3_000_000),
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(413);
    expect(JSON.parse(text.body)).toEqual({ error: { code: 'payload_too_large', message: 'The request body is too large' } });
    expect((await app.inject({ method: 'POST', url: '/api/nothing', payload: 'a=1' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/static/js/main.1234.js', payload: 'a=1' })).statusCode).toBe(404);
  });

  it('a malformed override (query or cookie) is ignored, never a 500', async () => {
    const app = await createSiteServer({ deployDir });
    open.push(app);
    for (const request of [
      { url: '/en/news?override=%25' },
      { url: '/remotes.json?override=%FF' },
      { url: '/remotes.json?override=news@%' },
      { url: '/en/about', headers: { cookie: 'site_override=%' } },
      { url: '/remotes.json', headers: { cookie: 'site_override=%E0%A4%A' } },
    ]) {
      const res = await app.inject(request);
      expect(res.statusCode, request.url).toBeLessThan(500);
    }
  });

  it('compresses only as the client accepts, by its q-values', async () => {
    const app = await createSiteServer({ deployDir });
    open.push(app);
    const encoding = async (accept: string) =>
      (await app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': accept } })).headers['content-encoding'] ?? null;
    expect(await encoding('gzip, deflate, br')).toBe('br');
    expect(await encoding('br;q=0, gzip')).toBe('gzip');
    expect(await encoding('br;q=0, gzip;q=0')).toBeNull();
    expect(await encoding('identity')).toBeNull();
  });

  it("never takes the request's Host for the site's links: the configured address, else the server's own", async () => {
    const app = await createSiteServer({ deployDir, siteUrl: 'https://soliq.example' });
    open.push(app);
    const robots = await app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(robots.body).toContain('Sitemap: https://soliq.example/sitemap.xml');
    expect(robots.body).not.toContain('evil');
    const sitemap = await app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example', 'accept-encoding': 'identity' } });
    expect(sitemap.body).not.toContain('evil');
    const bare = await createSiteServer({ deployDir });
    open.push(bare);
    expect((await bare.inject({ url: '/robots.txt', headers: { host: 'evil.example' } })).body).not.toContain('evil');
  });

  it('a rendered page tells the browser the origin its head tags were written with, so hydration keeps one of each', async () => {
    // With no SITE_URL the server writes its own address; the browser, told nothing, took the address bar's and a
    // visitor at 127.0.0.1 had two canonicals and two sets of alternates.
    const render = vi.spyOn(PageRenderer.prototype, 'render').mockImplementation(async (request) => ({
      kind: 'page',
      status: 200,
      head: `<link rel="canonical" href="${request.origin}/en"/>`,
      html: '<main></main>',
      state: '{}',
      versions: {},
      cacheable: true,
    }));
    try {
      // `npm start`'s own address, and none at all (the server's own port).
      for (const [siteUrl, origin] of [
        ['http://localhost:3000', 'http://localhost:3000'],
        [undefined, 'http://localhost:80'],
      ] as const) {
        const app = await createSiteServer({ deployDir, ssr: true, ...(siteUrl ? { siteUrl } : {}) });
        open.push(app);
        const page = await app.inject({ url: '/en', headers: { host: '127.0.0.1:3000', 'accept-encoding': 'identity' } });
        const config = JSON.parse(/<script id="site-config" type="application\/json">(.*?)<\/script>/.exec(page.body)![1]!);
        expect(page.body).toContain(`<link rel="canonical" href="${origin}/en"/>`);
        expect(config.siteUrl).toBe(origin);
      }
    } finally {
      render.mockRestore();
    }
  });

  it("a section's private pages (the registry says which) are never rendered, cached or indexed; public ones are", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-private-'));
    mkdirSync(join(dir, 'shell'), { recursive: true });
    mkdirSync(join(dir, 'mfe'), { recursive: true });
    writeFileSync(
      join(dir, 'shell', 'index.html'),
      '<!doctype html><html lang="uz"><head><title>x</title><!--site:head--></head><body></body></html>',
    );
    writeFileSync(join(dir, 'shell', 'mf-manifest.json'), '{}');
    const entry = (section: string, routes: Record<string, string>, privatePages?: string[]) => ({
      version: '1.0.0',
      entry: `/mfe/${section}/1.0.0/mf-manifest.json`,
      routes,
      ...(privatePages ? { private: privatePages } : {}),
    });
    writeFileSync(
      join(dir, 'remotes.json'),
      JSON.stringify({
        schemaVersion: 1,
        remotes: {
          news: { prefixes: ['/news'], current: entry('news', { news: '/news' }), previous: null },
          workspace: {
            prefixes: ['/workspace'],
            current: entry('workspace', { workspace: '/workspace', 'workspace-item': '/workspace/inbox/:slug' }, [
              'workspace',
              'workspace-item',
            ]),
            previous: null,
          },
        },
      }),
    );
    const render = vi.spyOn(PageRenderer.prototype, 'render').mockImplementation(async () => ({
      kind: 'page',
      status: 200,
      head: '',
      html: '<main></main>',
      state: '{}',
      versions: {},
      cacheable: true,
    }));
    try {
      const app = await createSiteServer({ deployDir: dir, ssr: true });
      open.push(app);
      for (const url of ['/workspace', '/ru/workspace/inbox/contact-1', '/en/workspace/no-such-page']) {
        const page = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['cache-control'], url).toBe('private, no-store');
        expect(page.headers['x-robots-tag'], url).toBe('noindex, nofollow');
        expect(page.headers['x-render'], url).toBe('client; private');
        expect(page.body, url).toContain('<meta name="robots" content="noindex, nofollow">');
      }
      expect(render).not.toHaveBeenCalled();
      const news = await app.inject({ url: '/news', headers: { 'accept-encoding': 'identity' } });
      expect(render).toHaveBeenCalledTimes(1);
      expect(news.headers['x-robots-tag']).toBeUndefined();
      expect(news.headers['cache-control']).toMatch(/^public/);
    } finally {
      render.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refused file paths and folders are 404s, and a request the parser refuses is answered in the one error shape', async () => {
    const port = await listen({});
    for (const path of ['/static/%2e%2e/index.html', '/static/', '/mfe/', '/static/..%5Cindex.html']) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(res.status, path).toBe(404);
      expect(JSON.stringify(await res.json()), path).not.toMatch(/FST_|statusCode/);
    }
    const { received } = await hold(port, `GET / HTTP/1.1\r\nHost: site\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 5000);
    expect(received).toMatch(/^HTTP\/1\.1 431 /);
    expect(received).toContain('{"error":{"code":"headers_too_large"');
    const bad = await hold(port, 'GET / HTTP/1.1\r\nHost: site\r\nBad Header\r\n\r\n', 5000);
    expect(bad.received).toMatch(/^HTTP\/1\.1 400 /);
    expect(bad.received).toContain('{"error":{"code":"bad_request"');
  });

  it("serves the shell's icons by the names browsers ask for, and a 404 (not a page) when a build has none", async () => {
    const app = await createSiteServer({ deployDir });
    open.push(app);
    expect((await app.inject({ url: '/favicon.ico' })).statusCode).toBe(404);
    writeFileSync(join(deployDir, 'shell', 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
    const icon = await app.inject({ url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/x-icon');
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect(icon.rawPayload).toEqual(Buffer.from([0, 0, 1, 0]));
    rmSync(join(deployDir, 'shell', 'favicon.ico'));
  });

  it('a malformed URL is a 400 in the one error shape', async () => {
    const app = await createSiteServer({ deployDir });
    open.push(app);
    const res = await app.inject({ url: '/static/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(res.body)).toEqual({ error: { code: 'bad_request', message: 'The address is not valid' } });
  });
});
