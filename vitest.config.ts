import { defineConfig } from 'vitest/config';

/** `npm run test:unit`: every package's unit tests (the API's on an embedded database). */
export default defineConfig({
  test: {
    projects: [
      'shared/vitest.config.ts',
      'shell/vitest.config.ts',
      'mfe-home/vitest.config.ts',
      'mfe-about/vitest.config.ts',
      'mfe-services/vitest.config.ts',
      'mfe-news/vitest.config.ts',
      'mfe-personal/vitest.config.ts',
      'ops/vitest.config.ts',
      'api/vitest.config.ts',
    ],
  },
});
