import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundlerRuntime as realBundlerRuntime, attachShareScopeMap } from '@module-federation/webpack-bundler-runtime';
import * as federationRuntime from '@module-federation/runtime';
import shareBundlerRuntimePlugin, { BUNDLER_RUNTIME_GLOBAL, type SharedBundlerRuntime } from './bundler-runtime.ts';

const scope = globalThis as Record<string, unknown>;

/** The shell's bundler runtime as its build has it: it exposes nothing, so its container start-up is left out. */
function shellFederation() {
  return { bundlerRuntime: { ...realBundlerRuntime, initContainerEntry: undefined, S: { default: {} } }, attachShareScopeMap };
}

afterEach(() => {
  delete scope[BUNDLER_RUNTIME_GLOBAL];
  delete scope.__webpack_require__;
  vi.resetModules();
});

describe("the shell's bundler runtime, shared with the sections' entries", () => {
  it('is handed over when the shell starts its federation instance, once, and the arguments pass through', () => {
    const federation = shellFederation();
    scope.__webpack_require__ = { federation };
    const plugin = shareBundlerRuntimePlugin();
    const args = { options: { name: 'shell' } };
    expect(plugin.beforeInit(args)).toBe(args);
    const shared = scope[BUNDLER_RUNTIME_GLOBAL] as SharedBundlerRuntime;
    expect(shared.bundlerRuntime).toBe(federation.bundlerRuntime);
    expect(shared.attachShareScopeMap).toBe(attachShareScopeMap);
    expect(typeof shared.version).toBe('string');
    // A second start (another instance in the page) keeps the first.
    scope.__webpack_require__ = { federation: shellFederation() };
    plugin.beforeInit(args);
    expect((scope[BUNDLER_RUNTIME_GLOBAL] as SharedBundlerRuntime).bundlerRuntime).toBe(federation.bundlerRuntime);
  });

  it("gives a section's container the shell's functions, in state of its own", async () => {
    const federation = shellFederation();
    scope.__webpack_require__ = { federation };
    shareBundlerRuntimePlugin().beforeInit({});
    const first = (await import('./shell-bundler-runtime.ts')).default;
    vi.resetModules();
    const second = (await import('./shell-bundler-runtime.ts')).default;

    for (const name of ['consumes', 'I', 'installInitialConsumes', 'init', 'getSharedFallbackGetter'] as const) {
      expect((first.bundlerRuntime as Record<string, unknown>)[name], name).toBe(federation.bundlerRuntime[name]);
    }
    // Its own container start-up (the shell has none), and no remote loading (a section loads no remotes itself).
    expect(first.bundlerRuntime.initContainerEntry).toBe(realBundlerRuntime.initContainerEntry);
    expect(first.bundlerRuntime.remotes).toBeUndefined();
    expect(first.attachShareScopeMap).toBe(attachShareScopeMap);
    expect(first.runtime.init).toBe(federationRuntime.init);
    // What the container's runtime fills in is its own: nothing of the shell's, nothing of another section's.
    expect(first.bundlerRuntime.S).toEqual({});
    expect(first.bundlerRuntime.S).not.toBe(federation.bundlerRuntime.S);
    expect(first.bundlerRuntime.S).not.toBe(second.bundlerRuntime.S);
    expect(first.bundlerRuntimeOptions).not.toBe(second.bundlerRuntimeOptions);
    expect(first.bundlerRuntime).not.toBe(federation.bundlerRuntime);
  });

  it('fails to start, with a message naming what it needs, in a shell that does not share it', async () => {
    await expect(import('./shell-bundler-runtime.ts')).rejects.toThrow(
      'This section version needs a shell that shares its federation bundler runtime (kit 2.19.0 or later).',
    );
  });
});
