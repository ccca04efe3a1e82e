/**
 * The section remotes as their package.json files declare them (`federation`: section name, path prefixes and
 * development port): the one place a section's port and prefixes are written.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { containerName } from './container-name.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

interface SectionManifest {
  version: string;
  federation: { section: string; prefixes: string[]; port: number };
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** The shell's development port; the sections' ports are in their package.json files. */
export const SHELL_DEV_PORT = 3000;

/** Every workspace whose package.json has a `federation` field, with its folder. */
export function sections(): { name: string; dir: string; prefixes: string[]; port: number }[] {
  const { workspaces = [] } = readJson<{ workspaces?: string[] }>(join(root, 'package.json'));
  return workspaces.flatMap((dir) => {
    const pkg = readJson<Partial<SectionManifest>>(join(root, dir, 'package.json'));
    return pkg.federation ? [{ name: pkg.federation.section, dir, prefixes: pkg.federation.prefixes, port: pkg.federation.port }] : [];
  });
}

/** What a section may expose: only modules under src/expose/, the section's one public surface. */
type Exposes = Record<`./${string}`, `./src/expose/${string}`>;

/**
 * A section's federation settings: its name, prefixes and dev port from the `federation` field of the package.json
 * beside `configUrl` (its module-federation.config.ts), and what it exposes.
 */
export function sectionFederation(configUrl: string, exposes: Exposes) {
  const pkg = readJson<SectionManifest>(fileURLToPath(new URL('./package.json', configUrl)));
  // The type says it; this says it to a plain-JavaScript caller too, at build time.
  const outside = Object.values(exposes).filter((path) => !path.startsWith('./src/expose/'));
  if (outside.length)
    throw new Error(`${pkg.federation.section}: only modules under src/expose/ may be exposed, not ${outside.join(', ')}`);
  const { section } = pkg.federation;
  // Each published version gets its own container (and so chunk-loading global and CSS prefix): docs/decisions/0009.
  const name = containerName(section, fileURLToPath(new URL('.', configUrl)), root, process.env.BUILD_VERSION ?? pkg.version);
  return { name, section, prefixes: pkg.federation.prefixes, port: pkg.federation.port, exposes };
}

/** The development registry: every section from its own dev server. */
export function devRegistry() {
  const remotes: Record<string, unknown> = {};
  // The sections' route tables, as `npm run dev` generated them (a build publishes them into the real registry).
  const tablesFile = join(root, 'site-routes.gen.json');
  const tables = existsSync(tablesFile) ? (JSON.parse(readFileSync(tablesFile, 'utf8')) as Record<string, Record<string, string>>) : {};
  for (const section of sections()) {
    remotes[section.name] = {
      prefixes: section.prefixes,
      current: {
        version: 'dev',
        entry: `http://localhost:${section.port}/mf-manifest.json`,
        ...(tables[section.name] ? { routes: tables[section.name] } : {}),
      },
      previous: null,
    };
  }
  return { schemaVersion: 1, remotes };
}
