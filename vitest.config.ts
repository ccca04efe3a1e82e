import { defineConfig } from 'vitest/config';

/** `npm run test:unit`: every package's unit tests (the API's on an embedded database). */
export default defineConfig({
  test: {
    projects: [
      'shared/vitest.config.ts',
      'shell/vitest.config.ts',
      // Every section, whatever its name: a new section needs no change here.
      'mfe-*/vitest.config.ts',
      'ops/vitest.config.ts',
      'rspack/vitest.config.ts',
      'api/vitest.config.ts',
    ],
  },
});
