import { readFileSync } from 'node:fs';

/** This section's federation settings: its name, its prefixes (package.json "federation") and what it exposes. */
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  federation: { section: string; prefixes: string[]; port: number };
};

export const federation = {
  name: pkg.federation.section,
  prefixes: pkg.federation.prefixes,
  port: pkg.federation.port,
  exposes: {
    "./routes": "./src/expose/routes.ts",
    "./LatestNews": "./src/expose/LatestNews.tsx",
    "./VideoGallery": "./src/expose/VideoGallery.tsx",
  },
};
