/**
 * Deploy one section: build it, publish it as a new immutable version, point the registry at it
 * (the version it replaces stays as `previous`). Nothing else is rebuilt.
 *   npm run deploy -- news [--version 1.4.2] [--no-build]
 *   npm run deploy -- shell
 */
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { buildApp, withBuildLock } from './build.ts';
import { ROOT } from './paths.ts';
import { parseSection, publishSection, publishShell } from './publish.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' }, 'no-build': { type: 'boolean' }, force: { type: 'boolean' } },
});

try {
  const name = positionals[0];
  withBuildLock(() => deploy(name));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

function deploy(name: string | undefined) {
  if (name === 'shell') {
    if (!values['no-build']) buildApp('shell');
    publishShell(join(ROOT, 'shell', 'dist'));
    console.log('shell deployed');
  } else {
    const section = parseSection(name);
    if (!values['no-build']) buildApp(`mfe-${section}`, values.version ? { BUILD_VERSION: values.version } : {});
    const result = publishSection(section, { ...(values.version ? { version: values.version } : {}), force: !!values.force });
    console.log(`${section} ${result.version} is live (${result.entry})`);
  }
}
