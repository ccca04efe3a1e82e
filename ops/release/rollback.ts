/**
 * Roll one section or the shell back: to a named published version, or to the previous one; during a canary, end
 * it (everyone back on the current version). Nothing is built; the target must be a version published in the deploy
 * folder (anything else is refused and nothing is written), and the shared-singleton gate applies as for a deploy.
 *   npm run rollback -- news            (to the previous version, or end the canary)
 *   npm run rollback -- news 1.4.1      (to a named version)
 *   npm run rollback -- shell [1.0.0]
 */
import { parseArgs } from 'node:util';
import { parseSection } from './publish.ts';
import { commandLine, registryCommand } from './registry-backend.ts';
import { rollbackSection, rollbackShell } from './release.ts';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' }, reason: { type: 'string' } } });

await registryCommand(async (backend) => {
  const [name, named] = positionals;
  const app = name === 'shell' ? 'shell' : parseSection(name);
  const before = await backend.read();
  const endsCanary = app !== 'shell' && !!before.sections.remotes[app]?.canary && named === undefined;
  const meta = {
    action: endsCanary ? 'abort' : 'rollback',
    command: commandLine('rollback'),
    ...(values.reason ? { reason: values.reason } : {}),
  };
  // The registry's lock: a rollback never interleaves with a deploy's read and write, on this machine or another.
  return backend.change(meta, (store) => {
    if (app === 'shell') {
      const record = store.readShell();
      const { version } = rollbackShell(named, store, !!values.force);
      return `shell now runs ${version} (previous: ${record?.current.version ?? 'none'})`;
    }
    const canary = store.readSections().remotes[app]?.canary;
    const { version } = rollbackSection(app, named, store, !!values.force);
    if (endsCanary && canary) return `${app}: the canary ${canary.version} is ended; everyone runs ${version}`;
    const now = store.readSections().remotes[app];
    return `${app} now runs ${version} (previous: ${now?.previous?.version ?? 'none'})`;
  });
});
