/**
 * How a section's code is loaded, as plain decisions that touch no `window`: the browser's section loader and the
 * server renderer follow the same order (current, then previous), the same attempt URLs and the same idea of what
 * a code-loading failure is. Only the fetching and the evaluating differ between them.
 */
import { RemoteLoadError, isChunkLoadError } from '../errors/errors.ts';
import { entriesToTry, type RegistryEntry, type RegistryRemote } from './registry.ts';

/** What the shell needs from a version's `mf-manifest.json` to load it as a plain remote entry. */
export interface ManifestInfo {
  /** The container's global name: per published version (`news_1_0_1_3fa9c2d1`), see docs/decisions/0009. */
  globalName: string;
  /** Absolute URL of the version's `remoteEntry.js` (without an attempt query); `manifestUrl` must be absolute. */
  entryUrl: string;
  /** Files of each exposed module ('./routes'), as absolute URLs: to preload them alongside the entry. */
  exposes: Record<string, string[]>;
}

/** A failure to load code (manifest, entry, chunk): the visitor's connection or the server, never a bug in the page. */
export class CodeLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    message: string,
    readonly url?: string,
  ) {
    super(message);
  }
}

/** True when an error means code could not be loaded (so: fall back, reload once, or say "check your connection"). */
export function isCodeLoadError(error: unknown): boolean {
  if (error instanceof CodeLoadError) return true;
  if (isChunkLoadError(error)) return true;
  // RUNTIME-001: the entry script ran but left no container (a truncated file); ScriptNetworkError/ExecutionError:
  // what the federation SDK reports for a script that did not arrive or did not parse.
  return error instanceof Error && /#RUNTIME-001|ScriptNetworkError|ScriptExecutionError/.test(error.message);
}

/**
 * The URL of one attempt: the first is the plain URL (so it matches the page's `<link rel=preload>` and any cache),
 * each later one carries `?attempt=N`, a new URL that no cache, failed preload or federation record has seen.
 */
export function attemptUrl(url: string, attempt: number): string {
  const parsed = new URL(url);
  if (attempt > 0) parsed.searchParams.set('attempt', String(attempt));
  else parsed.searchParams.delete('attempt');
  return parsed.toString();
}

/**
 * The name a version is registered under with the federation runtime for one attempt. A new attempt is a new
 * registration, so the runtime holds no cached module or rejection for it and never warns "already registered".
 */
export function registrationName(globalName: string, attempt: number): string {
  return attempt > 0 ? `${globalName}__a${attempt}` : globalName;
}

function asRecord(value: unknown, what: string): Record<string, unknown> {
  if (!value || typeof value !== 'object') throw new CodeLoadError(`mf-manifest.json: ${what} is missing`);
  return value as Record<string, unknown>;
}

/**
 * Reads a version's manifest. A manifest that is not one (an HTML error page, a truncated file) is a code-loading
 * failure, not a crash: the next entry is tried.
 */
export function parseManifest(value: unknown, manifestUrl: string): ManifestInfo {
  const manifest = asRecord(value, 'the document');
  const meta = asRecord(manifest.metaData, 'metaData');
  const globalName = meta.globalName;
  if (typeof globalName !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(globalName)) throw new CodeLoadError('mf-manifest.json: bad globalName');
  const remoteEntry = asRecord(meta.remoteEntry, 'metaData.remoteEntry');
  if (typeof remoteEntry.name !== 'string' || !remoteEntry.name) throw new CodeLoadError('mf-manifest.json: bad remoteEntry');
  const publicPath = typeof meta.publicPath === 'string' && meta.publicPath !== 'auto' && meta.publicPath !== '' ? meta.publicPath : null;
  // 'auto': the entry's files sit beside the manifest (the query of this attempt is not part of the folder).
  const base = new URL(publicPath ?? './', manifestUrl.replace(/[?#].*$/, ''));
  const path = typeof remoteEntry.path === 'string' ? remoteEntry.path.replace(/^\.?\/?/, '').replace(/([^/])$/, '$1/') : '';
  const absolute = (file: string) => new URL(file, base).toString();
  const exposes: Record<string, string[]> = {};
  for (const expose of Array.isArray(manifest.exposes) ? manifest.exposes : []) {
    const item = expose as { path?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } };
    if (typeof item.path !== 'string') continue;
    const files = [
      ...(Array.isArray(item.assets?.js?.sync) ? item.assets.js.sync : []),
      ...(Array.isArray(item.assets?.css?.sync) ? item.assets.css.sync : []),
    ];
    exposes[item.path] = files.filter((file): file is string => typeof file === 'string').map(absolute);
  }
  return { globalName, entryUrl: absolute(`${path}${remoteEntry.name}`), exposes };
}

/** Loads one registry entry (one version) of a section: the part that differs between the browser and the server. */
export type LoadEntry<T> = (entry: RegistryEntry) => Promise<T>;

/**
 * The fallback order: the current version, then the previous one; the first that loads wins. When none does, a
 * `RemoteLoadError` carries every cause. A failure that is not about loading code (the section's module threw)
 * is still a reason to try the previous version: a version that cannot start is as good as missing.
 */
export async function loadWithFallback<T>(
  section: string,
  remote: RegistryRemote | undefined,
  load: LoadEntry<T>,
  options: { skip?: (entry: RegistryEntry) => boolean } = {},
): Promise<{ value: T; entry: RegistryEntry }> {
  if (!remote) throw new RemoteLoadError(section, [new Error(`"${section}" is not in the registry`)]);
  const causes: unknown[] = [];
  for (const entry of entriesToTry(remote)) {
    if (options.skip?.(entry)) continue;
    try {
      return { value: await load(entry), entry };
    } catch (error) {
      causes.push(error);
    }
  }
  throw new RemoteLoadError(section, causes);
}

/** Rejects with a chunk-load failure after `ms` (the specification's 120 s for a script chunk). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new CodeLoadError(`Loading chunk ${what} failed (timeout)`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
