import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, SHELL_DEV_PORT } from '../rspack.shared.ts';
import { federation } from './module-federation.config.ts';

export default createAppConfig({
  name: federation.name,
  host: federation.host,
  dir: dirname(fileURLToPath(import.meta.url)),
  port: SHELL_DEV_PORT,
});
