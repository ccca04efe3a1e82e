import { sectionFederation } from '../rspack/sections.ts';

/** This section's federation settings: name, prefixes and port from package.json "federation", and what it exposes. */
export const federation = sectionFederation(import.meta.url, {
  './routes': './src/expose/routes.ts',
});
