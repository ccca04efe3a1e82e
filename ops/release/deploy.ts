/**
 * Deploy one section or the shell: build it, publish it as a new immutable version, make it live (the version it
 * replaces stays as `previous`). Nothing else is rebuilt. Deploying content that is already live changes nothing
 * and says so. Both directions of the shared-singleton gate apply: a section must find what it needs in the live
 * shell, and a shell must provide what every live section version needs. With --canary N the section's new version
 * goes to N % of visitors only (each sticky to his side); `npm run promote` then makes it current.
 * A version already published from other sources is refused before building (its package.json names the version;
 * `--bump patch` raises it first).
 *   npm run deploy -- news [--version 1.4.2 | --bump patch] [--no-build] [--canary 10] [--reason "…"]
 *   npm run deploy -- shell [--version 1.1.0 | --bump patch] [--no-build]
 */
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { buildApp, withBuildLock } from '../build/build.ts';
import { configuredBucket } from './bucket.ts';
import { DEPLOY_DIR, ROOT } from '../lib/paths.ts';
import { parseSection, publishSection } from './publish.ts';
import { commandLine, registryCommand } from './registry-backend.ts';
import { publishShell } from './release.ts';
import { appSourceHash, bumpVersion, changedSourcesRefusal, packageVersion, recordSourceHash } from './source-hash.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    version: { type: 'string' },
    'no-build': { type: 'boolean' },
    force: { type: 'boolean' },
    canary: { type: 'string' },
    reason: { type: 'string' },
    bump: { type: 'string' },
  },
});

await registryCommand(async (backend) => {
  const name = positionals[0];
  const app = name === 'shell' ? 'shell' : parseSection(name);
  const canary = values.canary === undefined ? undefined : Number(values.canary);
  if (canary !== undefined && (app === 'shell' || !Number.isInteger(canary) || canary < 1 || canary > 99)) {
    throw new Error('--canary takes a share from 1 to 99 (%), for a section (the shell has no canary)');
  }
  if (values.bump && values.version) throw new Error('--bump and --version name the version twice: give one');
  if (values.bump) console.log(`${app}: version raised to ${bumpVersion(app, values.bump)}`);
  // Before the build: a version already published from other sources would be refused after it anyway.
  const sources = appSourceHash(app);
  const refusal = values['no-build'] ? null : changedSourcesRefusal(app, values.version ?? packageVersion(app), sources);
  if (refusal) throw new Error(refusal);
  const env: Record<string, string> = values.version ? { BUILD_VERSION: values.version } : {};
  // The build writes the checkout's dist/: one at a time on this machine. The registry has its own lock.
  if (!values['no-build']) withBuildLock(() => buildApp(app === 'shell' ? 'shell' : `mfe-${app}`, env));
  const options = { ...(values.version ? { version: values.version } : {}), force: !!values.force };
  const meta = {
    action: canary ? 'canary' : 'deploy',
    command: commandLine('deploy'),
    ...(values.reason ? { reason: values.reason } : {}),
  };
  const bucket = configuredBucket(DEPLOY_DIR);
  /** With a bucket, the version folder is uploaded before the registry names it (the change commits after this). */
  const upload = async (folder: string) => {
    if (bucket && !(await bucket.has(folder))) console.log(`uploaded ${await bucket.upload(folder)} files to ${bucket.where}/${folder}`);
  };
  return backend.change(meta, async (store) => {
    if (app === 'shell') {
      const result = publishShell(join(ROOT, 'shell', 'dist'), options, store);
      if (!values['no-build']) recordSourceHash('shell', result.version, sources);
      await upload(`shell/versions/${result.version}`);
      return result.changed
        ? `shell ${result.version} is live`
        : `shell ${result.version} is already live with this content: nothing changed`;
    }
    const result = publishSection(app, { ...options, ...(canary ? { canary } : {}) }, store);
    if (!values['no-build']) recordSourceHash(app, result.version, sources);
    await upload(`mfe/${app}/${result.version}`);
    if (canary && !result.changed) return `${app} ${result.version} is already the canary for ${canary} % of visitors: nothing changed`;
    if (canary) return `${app} ${result.version} is live for ${canary} % of visitors (canary; current stays for the rest)`;
    return result.changed
      ? `${app} ${result.version} is live (${result.entry})`
      : `${app} ${result.version} is already live with this content: nothing changed`;
  });
});
