/**
 * Issue 16, item 6: one browser's overrides. QA opens a published version of a section, a team its development
 * server, without affecting other visitors; nothing else (a path, an unknown version, a foreign server) is taken.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  return {
    version: response.json().remotes.news.current.version as string,
    cookie: String(response.headers['set-cookie'] ?? '').split(';')[0]!,
  };
};

describe('overrides per browser', () => {
  it('QA opens a published version; the choice stays with that browser only, until reset', async () => {
    const qa = await news('/remotes.json?override=news@1.0.0');
    expect(qa.version).toBe('1.0.0');
    expect(qa.cookie).toBe('site_override=news%401.0.0');
    expect((await news('/remotes.json', qa.cookie)).version).toBe('1.0.0');
    expect((await news('/remotes.json')).version).toBe('1.1.0');
    const reset = await app.inject({ method: 'GET', url: '/remotes.json?override=reset', headers: { cookie: qa.cookie } });
    expect(reset.json().remotes.news.current.version).toBe('1.1.0');
    expect(String(reset.headers['set-cookie'])).toMatch(/^site_override=; .*Max-Age=0/);
  });

  it('is not taken from a link or redirect on another site: it would pin a visitor to an older version', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const response = await app.inject({ method: 'GET', url: '/remotes.json?override=news@1.0.0', headers: { 'sec-fetch-site': site } });
      expect(response.json().remotes.news.current.version, site).toBe('1.1.0');
      expect(response.headers['set-cookie'], site).toBeUndefined();
    }
    // Typed or pasted (none), or a link of the site itself (same-origin): taken.
    for (const site of ['none', 'same-origin']) {
      const response = await app.inject({ method: 'GET', url: '/remotes.json?override=news@1.0.0', headers: { 'sec-fetch-site': site } });
      expect(response.json().remotes.news.current.version, site).toBe('1.0.0');
    }
  });

  it('ignores what is not a published version or a registered development server', async () => {
    for (const asked of ['news@../../shell', 'news@9.9.9', 'news@dev', 'news@1.0.0/..', 'nope@1.0.0']) {
      expect((await news(`/remotes.json?override=${encodeURIComponent(asked)}`)).version, asked).toBe('1.1.0');
    }
  });

  it("a team's development server: registered with the ops token, loopback only, loaded (and allowed by the CSP) by the browser that asks", async () => {
    const register = (url: string, token = 'test-token') =>
      app.inject({ method: 'POST', url: '/__ops/dev-sections', headers: { 'x-ops-token': token }, payload: { section: 'news', url } });
    expect((await register('http://localhost:3004/mf-manifest.json', 'wrong')).statusCode).toBe(404);
    expect((await register('https://evil.example/mf-manifest.json')).statusCode).toBe(422);
    expect((await register('http://localhost:3004/mf-manifest.json')).statusCode).toBe(204);

    const dev = await app.inject({ method: 'GET', url: '/en/news?override=news@dev' });
    expect(dev.headers['x-render']).toBe('client; off');
    expect(String(dev.headers['content-security-policy'])).toContain('http://localhost:3004');
    const devRegistry = await news('/remotes.json', String(dev.headers['set-cookie']).split(';')[0]);
    expect(devRegistry.version).toBe('dev');

    const visitor = await app.inject({ method: 'GET', url: '/en/news' });
    expect(String(visitor.headers['content-security-policy'])).not.toContain('localhost:3004');
    expect((await news('/remotes.json')).version).toBe('1.1.0');
  });
});
