import { defineConfig } from 'vitest/config';

/**
 * Browser tests: playwright-core driving Debian's chromium against the production build, started the way the
 * README says (`npm start`), on its own port, deploy folder and database.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    // Two site servers on one PostgreSQL: `npm run test:e2e:pg` (e2e/vitest.pg.config.ts), in CI's PostgreSQL step.
    exclude: ['editorial-servers.e2e.ts', '**/node_modules/**'],
    globalSetup: ['./support/global-setup.ts'],
    environment: 'node',
    // One site server and one browser at a time on a 2-core machine.
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 90_000,
    // A browser test that fails once is run once more, and the report says so ("retry x1"); one that fails
    // twice fails the run. Timing on a loaded 2-core CI machine is not the behaviour under test.
    retry: 1,
    hookTimeout: 120_000,
  },
});
