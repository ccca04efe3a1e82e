/**
 * Make a section's canary current for everyone: the version it replaces becomes `previous` (what a rollback returns
 * to). Nothing is built or copied.
 *   npm run promote -- news [--reason "…"]
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { MFE_DIR, SHELL_DIR } from './paths.ts';
import { checkSharedCompatibility, parseSection } from './publish.ts';
import { commandLine, openRegistryBackend } from './registry-backend.ts';
import { promoteCanary } from './registry-store.ts';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { reason: { type: 'string' } } });

const started = performance.now();
const { backend, close } = await openRegistryBackend();
try {
  const section = parseSection(positionals[0]);
  const meta = { action: 'promote', command: commandLine('promote'), ...(values.reason ? { reason: values.reason } : {}) };
  const message = await backend.change(meta, (store) => {
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
  console.log(`${message} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await close();
}
