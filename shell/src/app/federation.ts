import { getInstance } from '@module-federation/enhanced/runtime';
import {
  CodeLoadError,
  RemoteLoadError,
  attemptUrl,
  isCodeLoadError,
  loadWithFallback,
  parseManifest,
  registrationName,
  withTimeout,
  type ManifestInfo,
  type PageModule,
  type RegistryDocument,
  type RegistryEntry,
  type RemotePage,
  type RemoteRoutesModule,
} from '@tax/shared';

/** How long a failed section load is shared with other callers before it is tried again. */
export const FAILURE_MEMORY_MS = 2000;

/** Script chunk time-out from the specification. */
export const REMOTE_TIMEOUT_MS = 120_000;

/** The browser side of loading a version: fetching its manifest and evaluating its entry (replaced in unit tests). */
export interface FederationAdapter {
  /** The manifest as JSON; any failure (network, HTTP status, not JSON) rejects. */
  fetchManifest(url: string, fresh: boolean): Promise<unknown>;
  /** Registers `name` as a plain remote entry and loads one of its exposes ('routes', 'LatestNews'). */
  load(name: string, info: { entryUrl: string; globalName: string }, expose: string): Promise<unknown>;
  /** Drops the page's `<link rel=preload>` of a section that failed, so no later load can reuse a failed preload. */
  dropPreloads(section: string): void;
}

export const browserFederation: FederationAdapter = {
  async fetchManifest(url, fresh) {
    let response: Response;
    try {
      // The first try matches the page's `<link rel=preload as=fetch crossorigin>`; a retry bypasses every cache.
      response = await fetch(url, fresh ? { cache: 'no-store' } : {});
    } catch (error) {
      throw new CodeLoadError(`Loading chunk ${url} failed (${error instanceof Error ? error.message : 'network'})`, url);
    }
    // The federation runtime would parse a 404 page as JSON; a status is a failure of its own.
    if (!response.ok) throw new CodeLoadError(`Loading chunk ${url} failed (HTTP ${response.status})`, url);
    try {
      return await response.json();
    } catch {
      throw new CodeLoadError(`Loading chunk ${url} failed (not a manifest)`, url);
    }
  },
  async load(name, info, expose) {
    const instance = getInstance();
    if (!instance) throw new Error('Module Federation runtime is not initialised');
    // A plain entry (no manifest): the runtime neither re-reads the manifest nor injects the expose's chunks by itself,
    // which once let a broken version's chunk run inside another version's runtime.
    instance.registerRemotes([{ name, entry: info.entryUrl, entryGlobalName: info.globalName, type: 'global' }]);
    return instance.loadRemote(`${name}/${expose}`);
  },
  dropPreloads(section) {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')) {
      if (new URL(link.href, window.location.href).pathname.startsWith(`/mfe/${section}/`)) link.remove();
    }
  },
};

interface Registration {
  name: string;
  info: ManifestInfo;
}

/**
 * Loads sections from the registry: the current version first, then the previous one (the order lives in
 * `loadWithFallback`, shared with the server). Each version runs in its own container; each attempt after a
 * failure is a new registration with new URLs, so a retry really fetches again and comes back on the current
 * version as soon as it loads.
 */
export class SectionLoader {
  private routes = new Map<string, Promise<RemoteRoutesModule>>();
  private failed = new Set<string>();
  /** The registration of each version that loaded (`news@1.0.1`), reused for its other exposes. */
  private registrations = new Map<string, Promise<Registration>>();
  /** Failed attempts per section: the next attempt's URLs and registration name carry this number. */
  private attempts = new Map<string, number>();
  /** The version each section runs (its widgets load from it first). */
  private active = new Map<string, RegistryEntry>();

  /** The registry version each loaded section runs, for operators and tests. */
  readonly loadedVersion = new Map<string, string>();

  constructor(
    private registry: RegistryDocument,
    private adapter: FederationAdapter = browserFederation,
    private base: () => string = () => window.location.href,
    /** Release figures: a version whose code failed to load, a section that fell back to its previous version. */
    private report: (kind: 'load-failure' | 'fallback', section: string, version: string) => void = () => undefined,
  ) {}

  /** The version a section runs here (loaded), else the one the registry makes current. */
  versionOf(section: string): string | undefined {
    return this.loadedVersion.get(section) ?? this.registry.remotes[section]?.current.version;
  }

  get sections(): string[] {
    return Object.keys(this.registry.remotes);
  }

  prefixes(): Record<string, string[]> {
    return Object.fromEntries(Object.entries(this.registry.remotes).map(([name, remote]) => [name, remote.prefixes]));
  }

  private attempt(section: string): number {
    return this.attempts.get(section) ?? 0;
  }

  private register(section: string, entry: RegistryEntry): Promise<Registration> {
    const key = `${section}@${entry.version}`;
    let pending = this.registrations.get(key);
    if (!pending) {
      const attempt = this.attempt(section);
      const manifestUrl = attemptUrl(new URL(entry.entry, this.base()).toString(), attempt);
      pending = this.adapter.fetchManifest(manifestUrl, attempt > 0).then((json) => {
        const info = parseManifest(json, manifestUrl);
        return { name: registrationName(info.globalName, attempt), info: { ...info, entryUrl: attemptUrl(info.entryUrl, attempt) } };
      });
      this.registrations.set(key, pending);
    }
    return pending;
  }

  private async loadVersion<T>(section: string, entry: RegistryEntry, expose: string): Promise<T> {
    try {
      const { name, info } = await this.register(section, entry);
      const module = await withTimeout(this.adapter.load(name, info, expose), REMOTE_TIMEOUT_MS, `${section}/${expose}`);
      if (!module) throw new CodeLoadError(`${section}/${expose} (${entry.version}) is empty`);
      return module as T;
    } catch (error) {
      // The next try of this version is a new registration with new URLs, not a cached rejection.
      this.registrations.delete(`${section}@${entry.version}`);
      this.attempts.set(section, this.attempt(section) + 1);
      if (isCodeLoadError(error)) this.report('load-failure', section, entry.version);
      if (isCodeLoadError(error)) this.adapter.dropPreloads(section);
      throw error;
    }
  }

  private async loadExpose<T>(section: string, expose: string, skip?: (entry: RegistryEntry) => boolean) {
    const { value, entry } = await loadWithFallback(
      section,
      this.registry.remotes[section],
      (e) => this.loadVersion<T>(section, e, expose),
      skip ? { skip } : {},
    );
    const current = this.registry.remotes[section]?.current.version;
    if (current && entry.version !== current) this.report('fallback', section, current);
    return { module: value, entry };
  }

  /** The section's `./routes`, loaded once; a failure is not cached. */
  loadRoutes(section: string): Promise<RemoteRoutesModule> {
    let pending = this.routes.get(section);
    if (!pending) {
      pending = this.loadExpose<RemoteRoutesModule | { default: RemoteRoutesModule }>(section, 'routes').then(
        ({ module: loaded, entry }) => {
          const module = 'pages' in loaded ? loaded : loaded.default;
          if (!module || !Array.isArray(module.pages)) throw new RemoteLoadError(section, [new Error('./routes has no pages')]);
          this.active.set(section, entry);
          this.loadedVersion.set(section, entry.version);
          // The version operators know it by: the registry entry that was loaded (the build's own is `module.version`).
          return { ...module, deployedVersion: entry.version };
        },
      );
      // A failure is shared for a moment by everyone asking during the same navigation, then forgotten,
      // so that the next navigation (or the error screen's retry, which forgets at once) loads anew.
      pending.catch(() => {
        const failed = pending;
        this.failed.add(section);
        setTimeout(() => {
          if (this.routes.get(section) !== failed) return;
          this.routes.delete(section);
          this.failed.delete(section);
        }, FAILURE_MEMORY_MS);
      });
      this.routes.set(section, pending);
    }
    return pending;
  }

  /**
   * Another version of the section (the previous one, or the current one if the section runs on the previous), for
   * when the version its routes came from cannot deliver a page's code, its loader's or its strings.
   */
  async routesElsewhere(section: string, failedVersion: string): Promise<RemoteRoutesModule> {
    try {
      const { module: loaded } = await this.loadExpose<RemoteRoutesModule | { default: RemoteRoutesModule }>(
        section,
        'routes',
        (entry) => entry.version === failedVersion,
      );
      return 'pages' in loaded ? loaded : loaded.default;
    } catch (error) {
      throw error instanceof RemoteLoadError ? error : new RemoteLoadError(section, [error]);
    }
  }

  /** The same page from another version (see `routesElsewhere`). */
  async pageElsewhere(section: string, page: string, failedVersion: string): Promise<RemotePage> {
    const module = await this.routesElsewhere(section, failedVersion);
    const other = module.pages.find((candidate) => candidate.name === page);
    if (!other) throw new RemoteLoadError(section, [new Error(`no page "${page}" in another version`)]);
    return other;
  }

  /** A page's code from another version (see `pageElsewhere`). */
  async loadPageElsewhere(section: string, page: string, failedVersion: string): Promise<PageModule> {
    const other = await this.pageElsewhere(section, page, failedVersion);
    try {
      return await other.load();
    } catch (error) {
      throw new RemoteLoadError(section, [error]);
    }
  }

  /** Forgets failed loads, so that the next attempt fetches again (the error screen's retry). */
  forgetFailures(): void {
    for (const section of this.failed) this.routes.delete(section);
    this.failed.clear();
  }

  /** A widget another section exposes: 'news/LatestNews', from the version the section already runs if any. */
  async loadWidget(id: string): Promise<unknown> {
    const [section, ...rest] = id.split('/');
    if (!section || rest.length === 0) throw new Error(`Bad widget id "${id}"`);
    const expose = rest.join('/');
    const running = this.active.get(section);
    let module: { default?: unknown } | undefined;
    if (running) {
      try {
        module = await this.loadVersion<{ default?: unknown }>(section, running, expose);
      } catch {
        // Fall through to the usual order.
      }
    }
    if (!module) module = (await this.loadExpose<{ default?: unknown }>(section, expose)).module;
    return module.default ?? module;
  }
}
