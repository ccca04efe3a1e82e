import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../rspack/app-config.ts';
import { SHELL_DEV_PORT } from '../rspack/sections.ts';
import { federation } from './module-federation.config.ts';

export default createAppConfig({
  name: federation.name,
  host: federation.host,
  dir: dirname(fileURLToPath(import.meta.url)),
  port: SHELL_DEV_PORT,
});
