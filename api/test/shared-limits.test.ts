import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPlugin } from '../src/plugin.ts';
import { frameworkErrors } from '../src/lib/errors.ts';
import type { OpenedDatabase } from '../src/db/open.ts';
import { openTestDatabase } from './helpers.ts';

/**
 * Two API instances on one database stand for two site servers behind a balancer: with the shared store, one
 * client's limit holds across both; with each process's memory, it would double.
 */
describe('per-client limits across servers', () => {
  let database: OpenedDatabase;
  const apps: FastifyInstance[] = [];
  const build = async (store: 'memory' | 'database') => {
    const app = Fastify({ logger: false, frameworkErrors });
    await app.register(apiPlugin, {
      prefix: '/api',
      db: database.db,
      rateLimit: { max: 3, timeWindowMs: 60_000 },
      rateLimitStore: store,
      inFlight: false,
    });
    await app.ready();
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  const contact = { fio: 'Olimova Zarina', phone_number: '+998 90 123 45 67', email: 'zarina@example.uz', message: 'Savolim bor edi.' };
  const send = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/forms/contact', payload: contact, remoteAddress });

  it('one client gets 3 requests a minute in all, whichever server answers; another client has his own', async () => {
    const [a, b] = [await build('database'), await build('database')];
    const client = '203.0.113.7';
    const statuses = [await send(a, client), await send(b, client), await send(a, client), await send(b, client)].map((r) => r.statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await send(a, client);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(b, '203.0.113.8')).statusCode).toBe(201);
  });

  it("each process's memory (one server) would have let twice as many through", async () => {
    const [a, b] = [await build('memory'), await build('memory')];
    const client = '203.0.113.9';
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await send(a, client)).statusCode, (await send(b, client)).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(6);
  });
});
