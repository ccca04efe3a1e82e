/** Vitest settings every front-end package uses for its unit tests (jsdom, build-time constants). */
import { fileURLToPath } from 'node:url';
import type { ViteUserConfig } from 'vitest/config';

export const webTestConfig: ViteUserConfig = {
  define: {
    __APP_NAME__: JSON.stringify('test'),
    __APP_VERSION__: JSON.stringify('0.0.0-test'),
    __BUILD_SHA__: JSON.stringify('test'),
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
  },
};
