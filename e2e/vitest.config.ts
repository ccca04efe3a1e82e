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
    globalSetup: ['./support/global-setup.ts'],
    environment: 'node',
    // One site server and one browser at a time on a 2-core machine.
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
