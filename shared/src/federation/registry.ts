/**
 * The runtime registry document (`/remotes.json`): which version of each section the page loads.
 * Deploy points `current` at a new version and keeps the one before as `previous`; rollback swaps back.
 */
export interface RegistryEntry {
  version: string;
  /** URL of the version's `mf-manifest.json`, absolute or relative to the site's origin. */
  entry: string;
  publishedAt?: string;
  /** The version's pages (name -> path pattern), from its build's routes.json: what links to it resolve to. */
  routes?: Record<string, string>;
}

export interface RegistryRemote {
  /** Unprefixed path prefixes the section owns ('/news'; '/' means the root path exactly). */
  prefixes: string[];
  current: RegistryEntry;
  previous?: RegistryEntry | null;
}

export interface RegistryDocument {
  schemaVersion: 1;
  updatedAt?: string;
  remotes: Record<string, RegistryRemote>;
}

export class RegistryError extends Error {
  override name = 'RegistryError';
}

const NAME = /^[a-z][a-z0-9-]{0,40}$/;

function parseEntry(value: unknown, where: string): RegistryEntry {
  if (!value || typeof value !== 'object') throw new RegistryError(`${where}: expected an object`);
  const { version, entry, publishedAt } = value as Record<string, unknown>;
  if (typeof version !== 'string' || !version) throw new RegistryError(`${where}.version: expected a string`);
  if (typeof entry !== 'string' || !/^(https?:\/\/|\/)[^\s]*mf-manifest\.json$/.test(entry)) {
    throw new RegistryError(`${where}.entry: expected the URL of an mf-manifest.json`);
  }
  const routes = (value as Record<string, unknown>).routes;
  if (routes !== undefined) {
    if (!routes || typeof routes !== 'object' || Object.values(routes).some((path) => typeof path !== 'string' || !path.startsWith('/'))) {
      throw new RegistryError(`${where}.routes: expected page names with paths starting with /`);
    }
  }
  return {
    version,
    entry,
    ...(typeof publishedAt === 'string' ? { publishedAt } : {}),
    ...(routes ? { routes: routes as Record<string, string> } : {}),
  };
}

/** Validates a registry document; anything malformed is refused with the path of the fault. */
export function parseRegistry(value: unknown): RegistryDocument {
  if (!value || typeof value !== 'object') throw new RegistryError('registry: expected an object');
  const doc = value as Record<string, unknown>;
  if (doc.schemaVersion !== 1) throw new RegistryError('registry.schemaVersion: expected 1');
  const remotes = doc.remotes;
  if (!remotes || typeof remotes !== 'object') throw new RegistryError('registry.remotes: expected an object');
  const result: Record<string, RegistryRemote> = {};
  for (const [name, raw] of Object.entries(remotes as Record<string, unknown>)) {
    if (!NAME.test(name)) throw new RegistryError(`registry.remotes.${name}: bad remote name`);
    if (!raw || typeof raw !== 'object') throw new RegistryError(`registry.remotes.${name}: expected an object`);
    const item = raw as Record<string, unknown>;
    const prefixes = item.prefixes;
    if (!Array.isArray(prefixes) || prefixes.some((p) => typeof p !== 'string' || !p.startsWith('/'))) {
      throw new RegistryError(`registry.remotes.${name}.prefixes: expected paths starting with /`);
    }
    result[name] = {
      prefixes: prefixes as string[],
      current: parseEntry(item.current, `registry.remotes.${name}.current`),
      previous: item.previous ? parseEntry(item.previous, `registry.remotes.${name}.previous`) : null,
    };
  }
  return {
    schemaVersion: 1,
    remotes: result,
    ...(typeof doc.updatedAt === 'string' ? { updatedAt: doc.updatedAt } : {}),
  };
}

/** The entries to try for a section, in order: current, then previous (if it is a different version). */
export function entriesToTry(remote: RegistryRemote): RegistryEntry[] {
  const list = [remote.current];
  if (remote.previous && remote.previous.entry !== remote.current.entry) list.push(remote.previous);
  return list;
}

/** Each section's prefixes, for deciding which remote owns a path. */
export function registryPrefixes(doc: RegistryDocument): Record<string, string[]> {
  return Object.fromEntries(Object.entries(doc.remotes).map(([name, remote]) => [name, remote.prefixes]));
}

/** Each section's pages (name -> path) as its current version published them, else its previous version's. */
export function registryRoutes(doc: RegistryDocument): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(doc.remotes).map(([name, remote]) => [name, remote.current.routes ?? remote.previous?.routes ?? {}]),
  );
}
