import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `npm run test:ops:pg`: what needs a real PostgreSQL server shared by several processes (two site servers). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { name: 'ops-pg', environment: 'node', include: ['test-pg/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 180_000 },
});
