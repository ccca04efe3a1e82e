/**
 * Roll one section back: to a named published version, or to the registry's previous entry.
 * Only the registry changes; no build.
 *   npm run rollback -- news            (to the previous version)
 *   npm run rollback -- news 1.4.1      (to a named version)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MFE_DIR } from './paths.ts';
import { parseSection, publishedVersions } from './publish.ts';
import { readRegistry, rollBack, writeRegistry } from './registry-store.ts';

try {
  const section = parseSection(process.argv[2]);
  const named = process.argv[3];
  let target = null;
  if (named) {
    if (!existsSync(join(MFE_DIR, section, named, 'mf-manifest.json'))) {
      throw new Error(`${section} ${named} is not published. Published: ${publishedVersions(section).join(', ') || 'none'}`);
    }
    // The version's own pages come back with it (links resolve to what that version has).
    const routesFile = join(MFE_DIR, section, named, 'routes.json');
    const routes = existsSync(routesFile) ? (JSON.parse(readFileSync(routesFile, 'utf8')) as Record<string, string>) : undefined;
    target = { version: named, entry: `/mfe/${section}/${encodeURIComponent(named)}/mf-manifest.json`, ...(routes ? { routes } : {}) };
  }
  const next = rollBack(readRegistry(), section, target);
  writeRegistry(next);
  const now = next.remotes[section];
  console.log(`${section} now runs ${now?.current.version} (previous: ${now?.previous?.version ?? 'none'})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
