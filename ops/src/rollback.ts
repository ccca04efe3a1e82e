/**
 * Roll one section or the shell back: to a named published version, or to the previous one. Nothing is built; the
 * target must be a version published in the deploy folder (anything else is refused and nothing is written), and the
 * shared-singleton gate applies as for a deploy.
 *   npm run rollback -- news            (to the previous version)
 *   npm run rollback -- news 1.4.1      (to a named version)
 *   npm run rollback -- shell [1.0.0]
 */
import { parseArgs } from 'node:util';
import { withBuildLock } from './build.ts';
import { parseSection } from './publish.ts';
import { fileRegistryStore } from './registry-store.ts';
import { rollbackSection, rollbackShell } from './release.ts';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });

const started = performance.now();
try {
  const [name, named] = positionals;
  // The same lock as deploy: a rollback never interleaves with a deploy's read and write of the registry.
  const message = withBuildLock(() => {
    const store = fileRegistryStore();
    if (name === 'shell') {
      const record = store.readShell();
      const { version } = rollbackShell(named, store, !!values.force);
      return `shell now runs ${version} (previous: ${record?.current.version ?? 'none'})`;
    }
    const section = parseSection(name);
    const { version } = rollbackSection(section, named, store, !!values.force);
    const now = store.readSections().remotes[section];
    return `${section} now runs ${version} (previous: ${now?.previous?.version ?? 'none'})`;
  });
  console.log(`${message} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
