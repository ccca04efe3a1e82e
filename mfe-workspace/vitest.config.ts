import { defineConfig } from 'vitest/config';
import { webTestConfig } from '../vitest.shared.ts';

export default defineConfig({ ...webTestConfig, test: { ...webTestConfig.test, name: 'mfe-workspace' } });
