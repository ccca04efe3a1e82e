/** Issue 41 item 6: query-string tokens never reach the request log. */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './helpers.ts';
import { apiPlugin } from '../src/plugin.ts';
import { redactUrl } from '../src/lib/log-redact.ts';

describe('request logs', () => {
  it('redact token, code and password query values and keep the rest', () => {
    expect(redactUrl('/api/x?token=abc&page=2&Code=99&pass%77ord=p&x')).toBe(
      '/api/x?token=[redacted]&page=2&Code=[redacted]&pass%77ord=[redacted]&x',
    );
    expect(redactUrl('/api/x')).toBe('/api/x');
  });

  const lines: string[] = [];
  let close: (() => Promise<void>) | undefined;
  afterAll(() => close?.());

  it('the API mounted in a host with a plain logger writes no token', async () => {
    const database = await openTestDatabase();
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    await app.register(apiPlugin, { prefix: '/api', db: database.db, rateLimit: false, simulateOperators: false });
    close = async () => {
      await app.close();
      await database.close();
    };
    await app.inject({ url: '/api/health?token=SECRET-TOKEN-1&code=424242&locale=ru' });
    await app.inject({ method: 'POST', url: '/api/auth/password-reset/check?token=SECRET-TOKEN-2', payload: {} });
    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('token=[redacted]');
    expect(log).toContain('locale=ru');
    expect(log).not.toMatch(/SECRET-TOKEN|424242/);
  });
});
