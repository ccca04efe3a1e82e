import { defineConfig } from 'vitest/config';
import { webTestConfig } from '../vitest.shared.ts';

// The API client's tests run with the API's suite (api/vitest.config.ts), in Node, against the contract.
export default defineConfig({
  ...webTestConfig,
  test: { ...webTestConfig.test, name: 'shared', exclude: ['src/api/**', 'node_modules/**'] },
});
