import { defineConfig } from 'vitest/config';
import e2e from './vitest.config.ts';

/**
 * `npm run test:e2e:pg`: the browser tests that need a real PostgreSQL server shared by two site servers (the
 * script starts a throw-away one). The same global setup builds the site and starts the usual server on the
 * embedded database, whose deploy folder (its files registry) these tests' servers serve. That server must not see
 * the PostgreSQL server: the address is handed to the tests as E2E_DATABASE_URL instead of DATABASE_URL.
 */
if (process.env.DATABASE_URL) {
  process.env.E2E_DATABASE_URL = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
}

export default defineConfig({
  test: { ...e2e.test, name: 'e2e-pg', include: ['editorial-servers.e2e.ts'], exclude: ['**/node_modules/**'], testTimeout: 240_000 },
});
