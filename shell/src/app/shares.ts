import { getInstance, registerGlobalPlugins } from '@module-federation/enhanced/runtime';

interface SharedEntry {
  loading?: Promise<unknown> | null;
  loaded?: boolean;
}
type ShareScopeMap = Record<string, Record<string, Record<string, SharedEntry>>>;

function settled(promise: Promise<unknown>): Promise<'resolved' | 'rejected' | 'pending'> {
  return Promise.race([
    promise.then(
      () => 'resolved' as const,
      () => 'rejected' as const,
    ),
    new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 0)),
  ]);
}

/**
 * The federation runtime keeps the promise of a shared module's first load (the kit's forms or overlays chunk)
 * and hands the same rejected promise to every later caller: after a failed chunk the form kit would stay broken
 * until a page load. Forgetting rejected loads lets the next import fetch the chunk again (webpack itself forgets
 * a failed chunk). Returns how many were forgotten.
 */
export async function forgetFailedShares(): Promise<number> {
  const instance = getInstance() as unknown as { shareScopeMap?: ShareScopeMap; sharedHandler?: { shareScopeMap?: ShareScopeMap } } | null;
  const scopes = instance?.shareScopeMap ?? instance?.sharedHandler?.shareScopeMap;
  if (!scopes) return 0;
  const entries = Object.values(scopes).flatMap((scope) => Object.values(scope).flatMap((versions) => Object.values(versions)));
  let forgotten = 0;
  await Promise.all(
    entries.map(async (entry) => {
      if (!entry.loading || entry.loaded) return;
      if ((await settled(entry.loading)) !== 'rejected') return;
      entry.loading = null;
      forgotten += 1;
    }),
  );
  return forgotten;
}

/**
 * The same, as each load fails: a runtime plugin on every federation instance (the shell's and each section container's,
 * through the runtime's global plugins) forgets a shared module's failed load the moment it fails. Without it, a part
 * whose code failed offline (the contact form) failed again on its retry once online, since its shared form kit was
 * the cached rejection; and a second retry then ran the form's module with that import missing ("Cannot read
 * properties of undefined (reading 'useSiteForm')"), because the section's module had half-run the first time.
 */
export function forgetShareFailuresAsTheyHappen(): void {
  const plugin = {
    name: 'site-forget-failed-shares',
    errorLoadShare({ pkgName, shareScopeMap }: { pkgName: string; shareScopeMap: ShareScopeMap }) {
      for (const scope of Object.values(shareScopeMap)) {
        for (const entry of Object.values(scope[pkgName] ?? {})) if (entry.loading && !entry.loaded) entry.loading = null;
      }
    },
  };
  registerGlobalPlugins([plugin]);
  getInstance()?.registerPlugins([plugin]);
}

declare const __webpack_require__: { u?: (id: string | number) => string; k?: (id: string | number) => string };
let chunkAttempt = 0;

/**
 * The shell's own chunks after a "Try again": new URLs (`?attempt=N`), so a half file the browser cached or a
 * failed preload never answers again. Chunks already loaded are not fetched again.
 */
export function newChunkUrls(): void {
  chunkAttempt += 1;
  if (chunkAttempt > 1) return;
  for (const key of ['u', 'k'] as const) {
    const name = __webpack_require__[key];
    if (typeof name === 'function') __webpack_require__[key] = (id) => `${name(id)}?attempt=${chunkAttempt}`;
  }
}
