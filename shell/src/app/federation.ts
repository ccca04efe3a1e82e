import { getInstance } from '@module-federation/enhanced/runtime';
import { RemoteLoadError, entriesToTry, type RegistryDocument, type RemoteRoutesModule } from '@tax/shared';

/** How long a failed section load is shared with other callers before it is tried again. */
export const FAILURE_MEMORY_MS = 2000;

/** Script chunk time-out from the specification. */
export const REMOTE_TIMEOUT_MS = 120_000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(Object.assign(new Error(`Loading chunk ${what} failed (timeout)`), { name: 'ChunkLoadError' })),
      ms,
    );
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

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  return instance;
}

/**
 * Loads sections from the registry: the current entry first, then the previous one if the current cannot be
 * loaded. A failed load is forgotten, so that the next attempt really fetches again (with a fresh URL).
 */
export class SectionLoader {
  private routes = new Map<string, Promise<RemoteRoutesModule>>();
  private failed = new Set<string>();
  /** Which entry each section is registered with, and how many attempts were made (for cache-busting). */
  private registered = new Map<string, string>();
  /** Sections the federation runtime has seen: registering one again must replace it (force). */
  private known = new Set<string>();
  private attempts = new Map<string, number>();
  private registeredVersion = new Map<string, string>();

  constructor(private registry: RegistryDocument) {}

  get sections(): string[] {
    return Object.keys(this.registry.remotes);
  }

  prefixes(): Record<string, string[]> {
    return Object.fromEntries(Object.entries(this.registry.remotes).map(([name, remote]) => [name, remote.prefixes]));
  }

  /** The registry version each loaded section runs, for operators and tests. */
  readonly loadedVersion = new Map<string, string>();

  private register(section: string, entry: string): void {
    const attempt = this.attempts.get(section) ?? 0;
    const url = new URL(entry, window.location.href);
    if (attempt > 0) url.searchParams.set('attempt', String(attempt));
    const href = url.toString();
    if (this.registered.get(section) === href) return;
    federation().registerRemotes([{ name: section, entry: href }], { force: this.known.has(section) });
    this.known.add(section);
    this.registered.set(section, href);
  }

  private async loadFromEntries<T>(section: string, expose: string): Promise<{ module: T; version: string }> {
    const remote = this.registry.remotes[section];
    if (!remote) throw new RemoteLoadError(section, [new Error(`"${section}" is not in the registry`)]);
    const causes: unknown[] = [];
    const load = async () => {
      const module = await withTimeout(federation().loadRemote<T>(`${section}/${expose}`), REMOTE_TIMEOUT_MS, section);
      if (!module) throw new Error(`${section}/${expose} is empty`);
      return module;
    };
    const forget = () => {
      // Make the next try a new load, not a cached rejection.
      this.attempts.set(section, (this.attempts.get(section) ?? 0) + 1);
      this.registered.delete(section);
    };
    // A section already running (say, after falling back to its previous version) serves its widgets too.
    if (this.registered.has(section)) {
      try {
        return { module: await load(), version: this.registeredVersion.get(section) ?? '' };
      } catch (error) {
        causes.push(error);
        forget();
      }
    }
    for (const entry of entriesToTry(remote)) {
      try {
        this.register(section, entry.entry);
        this.registeredVersion.set(section, entry.version);
        return { module: await load(), version: entry.version };
      } catch (error) {
        causes.push(error);
        forget();
      }
    }
    throw new RemoteLoadError(section, causes);
  }

  /** The section's `./routes`, loaded once; a failure is not cached. */
  loadRoutes(section: string): Promise<RemoteRoutesModule> {
    let pending = this.routes.get(section);
    if (!pending) {
      pending = this.loadFromEntries<RemoteRoutesModule | { default: RemoteRoutesModule }>(section, 'routes').then(
        ({ module: loaded, version }) => {
          const module = 'pages' in loaded ? loaded : loaded.default;
          if (!module || !Array.isArray(module.pages)) throw new RemoteLoadError(section, [new Error('./routes has no pages')]);
          this.loadedVersion.set(section, version);
          // The version operators know it by: the registry entry that was loaded (the build's own is `module.version`).
          return { ...module, deployedVersion: version };
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

  /** Forgets failed loads, so that the next attempt fetches again (the error screen's retry). */
  forgetFailures(): void {
    for (const section of this.failed) this.routes.delete(section);
    this.failed.clear();
  }

  /** A widget another section exposes: 'news/LatestNews'. */
  async loadWidget(id: string): Promise<unknown> {
    const [section, ...rest] = id.split('/');
    if (!section || rest.length === 0) throw new Error(`Bad widget id "${id}"`);
    const { module } = await this.loadFromEntries<{ default?: unknown }>(section, rest.join('/'));
    return module.default ?? module;
  }
}
