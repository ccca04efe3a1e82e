/**
 * Issue 41, item 6's share for the site server: security.txt (RFC 9116), an error page asked for a status HTTP does
 * not define, and source maps kept out of the public files.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from './server.ts';

let deployDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  deployDir = mkdtempSync(join(tmpdir(), 'site-guards-'));
  mkdirSync(join(deployDir, 'shell', 'static', 'js'), { recursive: true });
  mkdirSync(join(deployDir, 'mfe', 'news', '1.0.0'), { recursive: true });
  writeFileSync(
    join(deployDir, 'shell', 'index.html'),
    '<!doctype html><html lang="uz"><head><title>x</title><!--site:head--></head><body><div id="root"><!--site:root--><!--/site:root--></div></body></html>',
  );
  writeFileSync(join(deployDir, 'shell', 'mf-manifest.json'), '{}');
  writeFileSync(join(deployDir, 'shell', 'static', 'js', 'main.1234.js'), 'console.log(1)');
  writeFileSync(join(deployDir, 'shell', 'static', 'js', 'main.1234.js.map'), '{"sourcesContent":["secret"]}');
  writeFileSync(join(deployDir, 'mfe', 'news', '1.0.0', 'mf-manifest.json'), '{}');
  writeFileSync(join(deployDir, 'mfe', 'news', '1.0.0', 'app.js'), 'console.log(2)');
  writeFileSync(join(deployDir, 'mfe', 'news', '1.0.0', 'app.js.map'), '{"sourcesContent":["secret"]}');
  writeFileSync(join(deployDir, 'mfe', 'news', '1.0.0', 'app.js.map.br'), 'x');
  writeFileSync(
    join(deployDir, 'remotes.json'),
    JSON.stringify({
      schemaVersion: 1,
      remotes: { news: { prefixes: ['/news'], current: { version: '1.0.0', entry: '/mfe/news/1.0.0/mf-manifest.json' }, previous: null } },
    }),
  );
  writeFileSync(join(deployDir, 'shell.json'), JSON.stringify({ current: { version: '1.0.0' }, previous: null }));
  const server = join(deployDir, 'shell', 'versions', '1.0.0', 'server');
  mkdirSync(server, { recursive: true });
  // The shell's error page as shell/src/server/renderer.tsx answers it: the status asked for, from 400 to 599.
  writeFileSync(
    join(server, 'server.cjs'),
    `exports.createRenderer = async () => ({
      version: '1.0.0',
      render: async (request) => {
        const asked = Number(new URL(request.url, 'http://x').searchParams.get('status'));
        const status = request.url.includes('/error') ? (asked >= 400 && asked <= 599 ? asked : 500) : 200;
        return { kind: 'page', status, head: '<title>x</title>', html: '<main>' + status + '</main>', state: '{}', versions: { shell: '1.0.0' }, cacheable: true };
      },
    });`,
  );
  app = await createSiteServer({ deployDir, siteUrl: 'https://soliq.example' });
});
afterAll(async () => {
  await app.close();
  rmSync(deployDir, { recursive: true, force: true });
});

describe('security.txt', () => {
  it('says where to report, until when, in which languages, as plain text cached for a day', async () => {
    const response = await app.inject({ url: '/.well-known/security.txt', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const fields = Object.fromEntries(
      response.body
        .trim()
        .split('\n')
        .map((line) => line.split(/: (.*)/s).slice(0, 2)),
    );
    expect(fields.Contact).toBe('mailto:security@soliq.example');
    expect(fields['Preferred-Languages']).toBe('uz, ru, en');
    expect(fields.Canonical).toBe('https://soliq.example/.well-known/security.txt');
    expect(fields.Policy).toBeUndefined();
    // RFC 9116: an ISO 8601 date less than a year ahead (and far enough ahead to matter).
    expect(fields.Expires).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const ahead = Date.parse(fields.Expires!) - Date.now();
    expect(ahead).toBeGreaterThan(300 * 24 * 3600_000);
    expect(ahead).toBeLessThan(365 * 24 * 3600_000);
  });
});

describe('an error page asked for a status HTTP does not define', () => {
  it('answers 500, and no cache keeps it', async () => {
    for (const round of [1, 2]) {
      const response = await app.inject({ url: '/en/error?status=599' });
      expect(response.statusCode, `round ${round}`).toBe(500);
      expect(response.headers['cache-control'], `round ${round}`).toBe('no-cache');
      expect(response.headers['x-render'], `round ${round}`).toBe('server; cache=miss');
    }
  });

  it('a status HTTP defines is answered as asked, and cached as before', async () => {
    expect((await app.inject({ url: '/en/error?status=404' })).statusCode).toBe(404);
    const again = await app.inject({ url: '/en/error?status=404' });
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-render']).toBe('server; cache=hit');
  });
});

describe('source maps', () => {
  it('are not served, with or without a precompressed copy; the files they map are', async () => {
    for (const url of ['/static/js/main.1234.js.map', '/mfe/news/1.0.0/app.js.map']) {
      for (const encoding of ['identity', 'br, gzip']) {
        const response = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('secret');
      }
    }
    expect((await app.inject({ url: '/static/js/main.1234.js' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/mfe/news/1.0.0/app.js' })).statusCode).toBe(200);
  });
});

describe('the request log', () => {
  it('keeps the address of a request but not the credentials in its query', async () => {
    const lines: string[] = [];
    const logged = await createSiteServer({ deployDir, ssr: false, logger: { stream: { write: (line) => lines.push(line) } } });
    try {
      // Over the network: the page's own requests inside this process are not logged apart (connections.ts, SiteLogs).
      const base = await logged.listen({ port: 0, host: '127.0.0.1' });
      await fetch(`${base}/en/account/reset?token=reset-secret-123&utm_source=mail`);
      await fetch(`${base}/remotes.json?override=news%401.0.0~1900000000~signature-secret`);
      // The registration e-mail's link (mfe-personal's /personal/confirm).
      await fetch(`${base}/ru/personal/confirm?token=confirm-secret-456`);
      const urls = lines.map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url).filter(Boolean);
      expect(urls).toEqual([
        '/en/account/reset?token=[redacted]&utm_source=mail',
        '/remotes.json?override=[redacted]',
        '/ru/personal/confirm?token=[redacted]',
      ]);
      expect(lines.join('')).not.toMatch(/reset-secret|signature-secret|confirm-secret/);
    } finally {
      await logged.close();
    }
  });
});
