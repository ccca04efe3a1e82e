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
  /**
   * The names of the version's private pages (declared `private` in its defineSection): never indexed, never cached
   * by the site server or a CDN, absent from the sitemap.
   */
  private?: string[];
  /** What the sitemap and robots.txt need of the version's pages, declared in its defineSection (sitemap.json). */
  sitemap?: SectionSitemap;
}

/** A version's pages as search engines see them: those to leave out, and where parameterised pages' values come from. */
export interface SectionSitemap {
  /** Public pages declared `index: false`: not in the sitemap, disallowed in robots.txt. */
  unlisted?: string[];
  /** Parameterised pages' sources, by page name. */
  sources?: Record<string, { list: string; paged?: boolean; lastmod?: string }>;
}

/** A version served to a share of visitors before it becomes current (`npm run deploy -- news --canary 10`). */
export interface CanaryEntry extends RegistryEntry {
  /** The share of visitors, 1-99 (%), each sticky to his side by a cookie. */
  percent: number;
  startedAt?: string;
}

export interface RegistryRemote {
  /** Unprefixed path prefixes the section owns ('/news'; '/' means the root path exactly). */
  prefixes: string[];
  current: RegistryEntry;
  previous?: RegistryEntry | null;
  /** The operators' document only: the server resolves it per visitor before a browser sees the registry. */
  canary?: CanaryEntry | null;
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
  const privatePages = (value as Record<string, unknown>).private;
  if (privatePages !== undefined && (!Array.isArray(privatePages) || privatePages.some((name) => typeof name !== 'string'))) {
    throw new RegistryError(`${where}.private: expected a list of page names`);
  }
  const sitemap = parseSitemap((value as Record<string, unknown>).sitemap, `${where}.sitemap`);
  return {
    version,
    entry,
    ...(typeof publishedAt === 'string' ? { publishedAt } : {}),
    ...(routes ? { routes: routes as Record<string, string> } : {}),
    ...(privatePages ? { private: privatePages as string[] } : {}),
    ...(sitemap ? { sitemap } : {}),
  };
}

function parseSitemap(value: unknown, where: string): SectionSitemap | undefined {
  if (value === undefined) return undefined;
  if (!value || typeof value !== 'object') throw new RegistryError(`${where}: expected an object`);
  const { unlisted, sources } = value as Record<string, unknown>;
  if (unlisted !== undefined && (!Array.isArray(unlisted) || unlisted.some((name) => typeof name !== 'string'))) {
    throw new RegistryError(`${where}.unlisted: expected a list of page names`);
  }
  if (sources !== undefined) {
    const valid =
      !!sources &&
      typeof sources === 'object' &&
      Object.values(sources).every((source: unknown) => {
        if (!source || typeof source !== 'object') return false;
        const { list, paged, lastmod } = source as Record<string, unknown>;
        return (
          typeof list === 'string' &&
          /^\/[a-z0-9/-]*$/.test(list) &&
          (paged === undefined || typeof paged === 'boolean') &&
          (lastmod === undefined || typeof lastmod === 'string')
        );
      });
    if (!valid) throw new RegistryError(`${where}.sources: expected API list paths (/news) with optional paged and lastmod`);
  }
  return {
    ...(unlisted ? { unlisted: unlisted as string[] } : {}),
    ...(sources ? { sources: sources as SectionSitemap['sources'] } : {}),
  };
}

function parseCanary(value: unknown, where: string): CanaryEntry {
  const entry = parseEntry(value, where);
  const { percent, startedAt } = value as Record<string, unknown>;
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new RegistryError(`${where}.percent: expected a whole number from 1 to 99`);
  }
  return { ...entry, percent, ...(typeof startedAt === 'string' ? { startedAt } : {}) };
}

/**
 * The registry one visitor's page loads: each section with a canary serves it as current to the visitors whose
 * bucket (0-99, from their cookie) falls below its share, with the current version behind it as the fallback; the
 * others keep the current version. The canary field itself never reaches a browser.
 */
export function resolveForVisitor(doc: RegistryDocument, bucket: number): RegistryDocument {
  const remotes: Record<string, RegistryRemote> = {};
  for (const [name, remote] of Object.entries(doc.remotes)) {
    const { canary, ...rest } = remote;
    remotes[name] =
      canary && bucket < canary.percent
        ? {
            ...rest,
            current: { version: canary.version, entry: canary.entry, ...(canary.routes ? { routes: canary.routes } : {}) },
            previous: remote.current,
          }
        : rest;
  }
  return { ...doc, remotes };
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
      ...(item.canary ? { canary: parseCanary(item.canary, `registry.remotes.${name}.canary`) } : {}),
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
