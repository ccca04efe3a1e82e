/** The plugin inside a host that serves the site and registers the same fastify plugins itself. */
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPlugin } from '../src/plugin.ts';
import type { OpenedDatabase } from '../src/db/open.ts';
import { expectError, multipart as mp, openTestDatabase, pdfBytes } from './helpers.ts';

let database: OpenedDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

describe('inside a host', () => {
  it("coexists with the host's own compress, helmet, cors, cookie, rate-limit and multipart", async () => {
    const app = Fastify({ logger: false });
    await app.register(compress);
    await app.register(helmet);
    await app.register(cors);
    await app.register(cookie);
    await app.register(rateLimit, { global: false });
    await app.register(multipart);
    app.get('/', async () => 'site');
    await app.register(apiPlugin, { prefix: '/api', db: database.db, rateLimit: { max: 2, timeWindowMs: 60_000 } });
    try {
      await app.ready();
      expect((await app.inject({ url: '/' })).body).toBe('site');
      const news = await app.inject({ url: '/api/news?pageSize=20', headers: { 'accept-encoding': 'gzip' } });
      expect(news.statusCode).toBe(200);
      expect(news.headers['content-encoding']).toBe('gzip');
      expect(news.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      const vacancy = JSON.parse((await app.inject({ url: '/api/vacancies?status=open&pageSize=1' })).body).items[0].slug;
      // The CV limits hold even though the host's multipart has its own defaults.
      const big = mp(
        { first_name: 'A', last_name: 'B', birthday: '1990-01-01', phone_number: '901234567', email: 'a@b.uz', position: vacancy },
        { name: 'cv', filename: 'cv.pdf', content: Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024)]) },
      );
      const res = await app.inject({ method: 'POST', url: '/api/forms/vacancy-application', payload: big.payload, headers: big.headers });
      expect(expectError(res, 422).fields).toEqual({ cv: 'file_size' });
      const contact = { fio: 'Aliyev Vali', phone_number: '901234567', email: 'v@e.uz', message: 'Hello there' };
      for (let i = 0; i < 2; i++)
        expect((await app.inject({ method: 'POST', url: '/api/forms/contact', payload: contact })).statusCode).toBe(201);
      const limited = await app.inject({ method: 'POST', url: '/api/forms/contact', payload: contact });
      expect(limited.statusCode).toBe(429);
      expect(JSON.parse(limited.body).error.code).toBe('rate_limited');
    } finally {
      await app.close();
    }
  });

  it('CORS allows the listed origins only, with credentials', async () => {
    const app = Fastify({ logger: false });
    await app.register(apiPlugin, { prefix: '/api', db: database.db, corsOrigins: ['https://soliq.example.uz'], rateLimit: false });
    try {
      const pre = await app.inject({
        method: 'OPTIONS',
        url: '/api/forms/contact',
        headers: {
          origin: 'https://soliq.example.uz',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,idempotency-key',
        },
      });
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe('https://soliq.example.uz');
      expect(pre.headers['access-control-allow-credentials']).toBe('true');
      expect(String(pre.headers['access-control-allow-headers'])).toMatch(/Idempotency-Key/);
      // The workspace ends a session with DELETE.
      expect(String(pre.headers['access-control-allow-methods']).split(', ')).toEqual(expect.arrayContaining(['POST', 'PATCH', 'DELETE']));
      const get = await app.inject({ url: '/api/health', headers: { origin: 'https://soliq.example.uz' } });
      expect(get.headers['access-control-allow-origin']).toBe('https://soliq.example.uz');
      const evil = await app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
      const evilPre = await app.inject({
        method: 'OPTIONS',
        url: '/api/forms/contact',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(evilPre.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('readiness turns 503 when the database is gone, health stays 200', async () => {
    const own = await openTestDatabase();
    const app = Fastify({ logger: false });
    await app.register(apiPlugin, { prefix: '/api', db: own.db, rateLimit: false });
    try {
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      await own.close();
      const res = await app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(JSON.parse(res.body)).toEqual({ status: 'unavailable', database: false });
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      // A failing database is a 500 with the JSON error body, no details.
      const news = await app.inject({ url: '/api/news' });
      expect(news.statusCode).toBe(500);
      expect(JSON.parse(news.body)).toEqual({ error: { code: 'internal_error', message: 'Internal server error' } });
    } finally {
      await app.close();
    }
  });
});
