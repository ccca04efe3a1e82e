import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'ops', environment: 'node', include: ['{site,release,build,lib,bench,data}/**/*.test.ts'] } });
