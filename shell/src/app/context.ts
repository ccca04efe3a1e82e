import { createContext } from 'react';
import type { RuntimeConfig } from './runtime-config.ts';

export const RuntimeConfigContext = createContext<RuntimeConfig>({
  apiBase: '/api',
  siteUrl: '',
  registryUrl: '/remotes.json',
  analytics: null,
});
