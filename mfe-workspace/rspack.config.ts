import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../rspack/app-config.ts';
import { federation } from './module-federation.config.ts';

export default createAppConfig({
  name: federation.name,
  dir: dirname(fileURLToPath(import.meta.url)),
  port: federation.port,
  exposes: federation.exposes,
});
