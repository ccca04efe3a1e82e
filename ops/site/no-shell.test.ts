/**
 * A deploy folder nobody published a shell into (BUILD_ON_START=0 on a fresh checkout, an empty DEPLOY_DIR): pages
 * are a plain 503 in three languages with Retry-After instead of the error handler's JSON 500, the operator is told
 * once what to do, /api/ready is not ready; a shell published while the server runs is served at once.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPlugin, openDatabase, type OpenedDatabase } from '@tax/api';
import { createSiteServer } from './server.ts';

let deployDir: string;
let database: OpenedDatabase;
let app: FastifyInstance;
const operatorLines: string[] = [];

beforeAll(async () => {
  deployDir = mkdtempSync(join(tmpdir(), 'site-no-shell-'));
  database = await openDatabase({ inMemory: true, seed: false });
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void operatorLines.push(String(line)));
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void operatorLines.push(String(line)));
  app = await createSiteServer({
    deployDir,
    ssr: false,
    registerApi: async (server, site) => {
      await server.register(apiPlugin, {
        prefix: '/api',
        db: database.db,
        purge: false,
        simulateOperators: false,
        shellPublished: site.shellPublished,
      });
    },
  });
}, 120_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await app.close();
  await database.close();
  rmSync(deployDir, { recursive: true, force: true });
});

describe('a deploy folder with no shell', () => {
  it('tells the operator once, at start, what to do', () => {
    const said = operatorLines.filter((line) => line.includes('no shell published'));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(join(deployDir, 'shell'));
    expect(said[0]).toMatch(/npm run deploy/);
    expect(said[0]).toMatch(/BUILD_ON_START=1/);
  });

  it('answers every page 503 with Retry-After: a plain page in three languages, the visitor’s first', async () => {
    for (const [url, lang, heading] of [
      ['/', 'uz', 'Sayt hozir ishlamayapti'],
      ['/ru/news', 'ru', 'Сайт сейчас недоступен'],
      ['/en/contacts', 'en', 'The site is unavailable right now'],
    ] as const) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('60');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toMatch(new RegExp(`^<!doctype html><html lang="${lang}`, 'i'));
      expect(res.body).toContain(`<h1>${heading}</h1>`);
      // The other two languages follow, each marked as such, and nothing needs a script.
      expect(res.body.match(/<section lang=/g)).toHaveLength(3);
      expect(res.body).toContain('1198');
      expect(res.body).not.toContain('<script');
    }
    // Telling the operator once: requests add no line.
    expect(operatorLines.filter((line) => line.includes('no shell published'))).toHaveLength(1);
  });

  it('is not ready; once a shell is published, pages are served and it is ready', async () => {
    const before = await app.inject({ url: '/api/ready' });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toEqual({ status: 'unavailable', database: true, shell: false });

    mkdirSync(join(deployDir, 'shell'), { recursive: true });
    writeFileSync(
      join(deployDir, 'shell', 'index.html'),
      '<!doctype html><html lang="uz"><head><title>x</title><!--site:head--></head><body><div id="root"></div></body></html>',
    );
    // A page of the shell's own (no section is published here either).
    const page = await app.inject({ url: '/empty' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="site-config"');
    expect(operatorLines.some((line) => line.includes('is published: serving pages'))).toBe(true);
    const after = await app.inject({ url: '/api/ready' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ status: 'ready', database: true, shell: true });
  });
});
