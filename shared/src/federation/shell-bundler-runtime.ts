/**
 * What a section's browser build has in place of `@module-federation/webpack-bundler-runtime` (rspack/library-changes.ts):
 * the shell's copy of its functions (./bundler-runtime.ts), in an object of the container's own. The module's default
 * export is copied onto the container's `__webpack_require__.federation`, so everything in it that holds state is
 * fresh here: the share scopes (`S`) and the options the container's runtime fills in.
 *
 * Two things are the container's own: the runtime (`init` makes this container's federation instance, and the shell's
 * copy of that module remembers the first instance it made as the page's), and `initContainerEntry`, which the shell's
 * build leaves out because it exposes nothing. A container of this build has no remotes of its own, so no `remotes`.
 */
import * as runtime from '@module-federation/runtime';
// By its file, through the package's "./*" export: the package's entry is what this module replaces.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL, type SharedBundlerRuntime } from './bundler-runtime.ts';

const shared = (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] as SharedBundlerRuntime | undefined;
if (!shared?.bundlerRuntime) {
  // The entry fails to start, as an entry that cannot load does: the shell serves the section's previous version.
  throw new Error('This section version needs a shell that shares its federation bundler runtime (kit 2.19.0 or later).');
}

declare const __FEDERATION_VERSION__: string | undefined;
const own = typeof __FEDERATION_VERSION__ === 'string' ? __FEDERATION_VERSION__ : undefined;
if (own && shared.version !== own) {
  // As the federation runtime's own shared core does (`externalRuntime`): it works across patch and minor versions.
  console.warn(`Federation bundler runtime ${shared.version} from the shell; this section was built with ${own}.`);
}

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...shared.bundlerRuntime, remotes: undefined, initContainerEntry, S: {} },
  attachShareScopeMap: shared.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
