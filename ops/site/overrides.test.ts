/**
 * Issue 16, item 6 and issue 41, item 5: one browser's overrides. QA opens a published version of a section through
 * a signed, short-lived link, a team its development server from this machine, without affecting other visitors;
 * nothing else (a bare link, a path, an unknown version, a foreign server, a visitor elsewhere) is taken.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOverride } from '../lib/override-links.ts';
import { createSiteServer } from './server.ts';

const deployDir = mkdtempSync(join(tmpdir(), 'overrides-'));
let app: FastifyInstance;
const entry = (v: string) => ({ version: v, entry: `/mfe/news/${v}/mf-manifest.json` });

beforeAll(async () => {
  mkdirSync(join(deployDir, 'shell'), { recursive: true });
  writeFileSync(join(deployDir, 'shell', 'index.html'), '<!doctype html><html><head><!--site:head--></head><body></body></html>');
  for (const v of ['1.0.0', '1.1.0']) {
    mkdirSync(join(deployDir, 'mfe', 'news', v), { recursive: true });
    writeFileSync(join(deployDir, 'mfe', 'news', v, 'mf-manifest.json'), '{}');
  }
  writeFileSync(
    join(deployDir, 'remotes.json'),
    JSON.stringify({ schemaVersion: 1, remotes: { news: { prefixes: ['/news'], current: entry('1.1.0'), previous: entry('1.0.0') } } }),
  );
  app = await createSiteServer({ deployDir, ssr: false, ops: { token: 'test-token', figures: async () => [] } });
});
afterAll(async () => {
  await app.close();
  rmSync(deployDir, { recursive: true, force: true });
});

const news = async (url: string, cookie?: string) => {
  const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  return {
    version: response.json().remotes.news.current.version as string,
    cookie: String(response.headers['set-cookie'] ?? '').split(';')[0]!,
  };
};

const TOKEN = 'test-token';
const link = (list: string, { secret = TOKEN, minutes = 60 } = {}) =>
  `/remotes.json?override=${encodeURIComponent(signOverride(secret, list, new Date(Date.now() + minutes * 60_000)))}`;
const elsewhere = { remoteAddress: '192.0.2.7' };

describe('overrides per browser', () => {
  it('QA opens a signed link; the choice stays with that browser only, until reset', async () => {
    const qa = await news(link('news@1.0.0'));
    expect(qa.version).toBe('1.0.0');
    expect(decodeURIComponent(qa.cookie)).toMatch(/^site_override=news@1\.0\.0~\d+~/);
    expect((await news('/remotes.json', qa.cookie)).version).toBe('1.0.0');
    expect((await news('/remotes.json')).version).toBe('1.1.0');
    const reset = await app.inject({ method: 'GET', url: '/remotes.json?override=reset', headers: { cookie: qa.cookie } });
    expect(reset.json().remotes.news.current.version).toBe('1.1.0');
    expect(String(reset.headers['set-cookie'])).toMatch(/^site_override=; .*Max-Age=0/);
  });

  it('a signed link works from any address, from a mail or another site too', async () => {
    const response = await app.inject({
      method: 'GET',
      url: link('news@1.0.0'),
      headers: { 'sec-fetch-site': 'cross-site' },
      ...elsewhere,
    });
    expect(response.json().remotes.news.current.version).toBe('1.0.0');
  });

  it('a bare ?override= changes nothing: no cookie, no other version, from any address and however it was opened', async () => {
    for (const site of [undefined, 'none', 'same-origin', 'cross-site']) {
      for (const from of [{}, elsewhere]) {
        const response = await app.inject({
          method: 'GET',
          url: '/remotes.json?override=news@1.0.0',
          headers: site ? { 'sec-fetch-site': site } : {},
          ...from,
        });
        expect(response.json().remotes.news.current.version, site).toBe('1.1.0');
        expect(response.headers['set-cookie'], site).toBeUndefined();
      }
    }
    // Nor does the same list set by hand in the cookie.
    expect((await news('/remotes.json', 'site_override=news%401.0.0')).version).toBe('1.1.0');
  });

  it('an expired, tampered or foreign-signed link is ignored, and a cookie ends with its link', async () => {
    const good = decodeURIComponent(link('news@1.0.0').split('=')[1]!);
    const [, expires, sig] = good.split('~');
    const tampered = [
      `news@1.0.0,about@1.0.0~${expires}~${sig}`,
      `news@1.0.0~${Number(expires) + 3600}~${sig}`,
      `news@1.0.0~${expires}~${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`,
    ];
    for (const value of tampered) {
      const response = await app.inject({ method: 'GET', url: `/remotes.json?override=${encodeURIComponent(value)}` });
      expect(response.json().remotes.news.current.version, value).toBe('1.1.0');
      expect(response.headers['set-cookie'], value).toBeUndefined();
    }
    expect((await news(link('news@1.0.0', { minutes: -1 }))).version).toBe('1.1.0');
    expect((await news(link('news@1.0.0', { secret: 'another-server' }))).version).toBe('1.1.0');
    const expired = encodeURIComponent(signOverride(TOKEN, 'news@1.0.0', new Date(Date.now() - 1000)));
    expect((await news('/remotes.json', `site_override=${expired}`)).version).toBe('1.1.0');
  });

  it('ignores what is not a published version or a registered development server, signed or not', async () => {
    for (const asked of ['news@../../shell', 'news@9.9.9', 'news@1.0.0/..', 'nope@1.0.0']) {
      expect((await news(link(asked))).version, asked).toBe('1.1.0');
      expect((await news(`/remotes.json?override=${encodeURIComponent(asked)}`)).version, asked).toBe('1.1.0');
    }
  });

  it("a team's development server: announced from this machine with the ops token, loaded only by a browser on this machine", async () => {
    const register = (url: string, token = TOKEN, from = {}) =>
      app.inject({
        method: 'POST',
        url: '/__ops/dev-sections',
        headers: { 'x-ops-token': token },
        payload: { section: 'news', url },
        ...from,
      });
    // Before it is announced, news@dev is no version at all.
    expect((await news('/remotes.json?override=news@dev')).version).toBe('1.1.0');
    expect((await register('http://localhost:3004/mf-manifest.json', 'wrong')).statusCode).toBe(404);
    expect((await register('https://evil.example/mf-manifest.json')).statusCode).toBe(422);
    // The right token from another address (or through a proxy on this machine) is not the operator.
    expect((await register('http://localhost:3004/mf-manifest.json', TOKEN, elsewhere)).statusCode).toBe(404);
    expect(
      (
        await register('http://localhost:3004/mf-manifest.json', TOKEN, {
          headers: { 'x-ops-token': TOKEN, 'x-forwarded-for': '192.0.2.7' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await register('http://localhost:3004/mf-manifest.json')).statusCode).toBe(204);

    const dev = await app.inject({ method: 'GET', url: '/en/news?override=news@dev', remoteAddress: '127.0.0.2' });
    expect(dev.headers['x-render']).toBe('client; off');
    expect(String(dev.headers['content-security-policy'])).toContain('http://localhost:3004');
    const devCookie = String(dev.headers['set-cookie']).split(';')[0]!;
    expect((await news('/remotes.json', devCookie)).version).toBe('dev');

    // A visitor from elsewhere: not by a link, nor by a signed one, nor with the cookie of a browser on this machine.
    for (const attempt of [
      { url: '/en/news?override=news@dev' },
      { url: `/en/news?override=${encodeURIComponent(signOverride(TOKEN, 'news@dev', new Date(Date.now() + 60_000)))}` },
      { url: '/en/news', headers: { cookie: devCookie } },
      { url: '/en/news?override=news@dev', headers: { 'x-forwarded-for': '192.0.2.7' }, local: true },
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: attempt.url,
        headers: attempt.headers ?? {},
        ...(attempt.local ? {} : elsewhere),
      });
      expect(String(response.headers['content-security-policy']), attempt.url).not.toContain('localhost:3004');
    }
    const fromElsewhere = await app.inject({ method: 'GET', url: '/remotes.json', headers: { cookie: devCookie }, ...elsewhere });
    expect(fromElsewhere.json().remotes.news.current.version).toBe('1.1.0');

    const visitor = await app.inject({ method: 'GET', url: '/en/news' });
    expect(String(visitor.headers['content-security-policy'])).not.toContain('localhost:3004');
    expect((await news('/remotes.json')).version).toBe('1.1.0');
  });
});
