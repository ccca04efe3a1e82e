/**
 * One copy of the federation's bundler runtime in a page (docs/decisions/0025). Every remote entry carried its own copy
 * of `@module-federation/webpack-bundler-runtime`: the functions a container's webpack runtime calls to load shared
 * modules, initialise sharing and start the container (about 3 KB gzip of every section's entry, every page). They are
 * plain functions of the container's `__webpack_require__`, which each call is given, so the shell's copy serves every
 * container. The shell hands its copy over here; a section's browser build takes it (./shell-bundler-runtime.ts)
 * instead of bundling one, as it already takes the federation runtime's core from the shell (`externalRuntime`).
 *
 * A section built this way needs a shell that hands it over: one built from kit 2.19.0 or later, which the section's
 * `@tax/shared` requirement (`^` the kit version it was built with) already demands before it can be deployed.
 */
export const BUNDLER_RUNTIME_GLOBAL = '__TAX_FEDERATION_BUNDLER_RUNTIME__';

/** What the shell hands over: its bundler runtime's functions and the helper that attaches a share scope map. */
export interface SharedBundlerRuntime {
  /** The federation runtime's version the shell was built with. */
  version: string;
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
}

declare const __webpack_require__: { federation?: { bundlerRuntime?: Record<string, unknown>; attachShareScopeMap?: unknown } };
declare const __FEDERATION_VERSION__: string | undefined;

/**
 * The shell's runtime plugin: when its federation instance starts (before any section's entry can load), puts its
 * bundler runtime where the sections' entries look for it.
 */
export default function shareBundlerRuntimePlugin() {
  return {
    name: 'share-bundler-runtime',
    beforeInit<T>(args: T): T {
      const federation = __webpack_require__.federation;
      const scope = globalThis as Record<string, unknown>;
      if (federation?.bundlerRuntime && !scope[BUNDLER_RUNTIME_GLOBAL]) {
        const shared: SharedBundlerRuntime = {
          version: typeof __FEDERATION_VERSION__ === 'string' ? __FEDERATION_VERSION__ : 'unknown',
          bundlerRuntime: federation.bundlerRuntime,
          attachShareScopeMap: federation.attachShareScopeMap,
        };
        scope[BUNDLER_RUNTIME_GLOBAL] = shared;
      }
      return args;
    },
  };
}
