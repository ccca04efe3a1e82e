import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', '../shared/src/api/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    environment: 'node',
    // Each file starts its own database (PGlite from a snapshot, or a PostgreSQL database from a template).
    pool: 'forks',
    maxWorkers: 2,
    // Within the root `npm run test:unit`, the API's files run after the front end's (their own worker limit).
    sequence: { groupOrder: 1 },
    fileParallelism: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
