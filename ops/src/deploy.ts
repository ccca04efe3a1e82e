/**
 * Deploy one section or the shell: build it, publish it as a new immutable version, make it live (the version it
 * replaces stays as `previous`). Nothing else is rebuilt. Deploying content that is already live changes nothing
 * and says so. Both directions of the shared-singleton gate apply: a section must find what it needs in the live
 * shell, and a shell must provide what every live section version needs.
 *   npm run deploy -- news [--version 1.4.2] [--no-build]
 *   npm run deploy -- shell [--version 1.1.0] [--no-build]
 */
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { buildApp, withBuildLock } from './build.ts';
import { ROOT } from './paths.ts';
import { parseSection, publishSection } from './publish.ts';
import { publishShell } from './release.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' }, 'no-build': { type: 'boolean' }, force: { type: 'boolean' } },
});

const started = performance.now();
try {
  const name = positionals[0];
  const message = withBuildLock(() => deploy(name));
  console.log(`${message} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

function deploy(name: string | undefined): string {
  const env: Record<string, string> = values.version ? { BUILD_VERSION: values.version } : {};
  const options = { ...(values.version ? { version: values.version } : {}), force: !!values.force };
  if (name === 'shell') {
    if (!values['no-build']) buildApp('shell', env);
    const result = publishShell(join(ROOT, 'shell', 'dist'), options);
    return result.changed
      ? `shell ${result.version} is live`
      : `shell ${result.version} is already live with this content: nothing changed`;
  }
  const section = parseSection(name);
  if (!values['no-build']) buildApp(`mfe-${section}`, env);
  const result = publishSection(section, options);
  return result.changed
    ? `${section} ${result.version} is live (${result.entry})`
    : `${section} ${result.version} is already live with this content: nothing changed`;
}
