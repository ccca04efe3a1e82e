import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'rspack', environment: 'node', include: ['*.test.ts'] } });
