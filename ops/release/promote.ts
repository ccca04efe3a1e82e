/**
 * Make a section's canary current for everyone: the version it replaces becomes `previous` (what a rollback returns
 * to). Nothing is built or copied.
 *   npm run promote -- news [--reason "…"]
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { MFE_DIR, SHELL_DIR } from '../lib/paths.ts';
import { checkSharedCompatibility, parseSection } from './publish.ts';
import { commandLine, registryCommand } from './registry-backend.ts';
import { promoteCanary } from './registry-store.ts';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { reason: { type: 'string' } } });

await registryCommand(async (backend) => {
  const section = parseSection(positionals[0]);
  const meta = { action: 'promote', command: commandLine('promote'), ...(values.reason ? { reason: values.reason } : {}) };
  return backend.change(meta, (store) => {
    const doc = store.readSections();
    const canary = doc.remotes[section]?.canary;
    if (!canary) throw new Error(`"${section}" has no canary to promote (start one with npm run deploy -- ${section} --canary 10)`);
    // The shell may have changed since the canary started: the same gate as a deploy.
    const problems = checkSharedCompatibility(
      join(MFE_DIR, section, canary.version, 'mf-manifest.json'),
      join(SHELL_DIR, 'mf-manifest.json'),
    );
    if (problems.length) throw new Error(`${section} ${canary.version} cannot run in the live shell:\n  - ${problems.join('\n  - ')}`);
    store.writeSections(promoteCanary(doc, section));
    return `${section} ${canary.version} is live for everyone (previous: ${doc.remotes[section]!.current.version})`;
  });
});
