/// <reference types="node" />
import { pathToFileURL } from 'node:url';
import { getInstance } from '@module-federation/enhanced/runtime';
import { loadWithFallback, type RegistryDocument, type RegistryEntry, type RemoteRoutesModule } from '@tax/shared';

/** A number for each shell build that renders in this process (kept on the global object: every build has its own copy of this module). */
function nextHostNumber(): number {
  const counter = globalThis as { __siteServerShells?: number };
  counter.__siteServerShells = (counter.__siteServerShells ?? 0) + 1;
  return counter.__siteServerShells;
}

/** How long a version whose server code failed is left alone before it is tried again (a missing build, a throw). */
const FAILURE_MEMORY_MS = 10_000;

/**
 * The sections' server builds, loaded through the federation runtime of the shell's server build: the current
 * version first, then the previous one (the same `loadWithFallback` as the browser). Each version's container is
 * registered once under a name of its own and kept: versions are immutable, so switching back and forth between
 * two costs nothing more, and a deploy or rollback needs no restart.
 */
export class ServerSections {
  private names = new Map<string, string>();
  /**
   * Which shell build (in this process) registers the containers: the federation runtime caches loaded containers
   * process-wide by name and address, and another shell version (after a shell deploy or rollback) must get its own,
   * initialised with its own shared modules, not the ones the first shell loaded.
   */
  private host = nextHostNumber();
  private modules = new Map<string, Promise<unknown>>();
  private failures = new Map<string, number>();
  /** The registry of the latest render: what widgets load from. */
  registry: RegistryDocument = { schemaVersion: 1, remotes: {} };

  constructor(private entryFile: (section: string, entry: RegistryEntry) => string) {}

  private registration(section: string, entry: RegistryEntry): string {
    const url = pathToFileURL(this.entryFile(section, entry)).href;
    let name = this.names.get(url);
    if (!name) {
      name = `ssr${this.host}_${section.replace(/\W/g, '_')}_${this.names.size}`;
      const instance = getInstance();
      if (!instance) throw new Error('The federation runtime is not initialised');
      instance.registerRemotes([{ name, entry: url }]);
      this.names.set(url, name);
    }
    return name;
  }

  private loadVersion<T>(section: string, entry: RegistryEntry, expose: string): Promise<T> {
    const key = `${section}@${entry.version}:${entry.entry}/${expose}`;
    const failedAt = this.failures.get(key);
    if (failedAt !== undefined && Date.now() - failedAt < FAILURE_MEMORY_MS) {
      return Promise.reject(new Error(`${section} ${entry.version}: its server code failed less than ${FAILURE_MEMORY_MS / 1000} s ago`));
    }
    let pending = this.modules.get(key);
    if (!pending) {
      pending = (async () => {
        const name = this.registration(section, entry);
        const instance = getInstance();
        if (!instance) throw new Error('The federation runtime is not initialised');
        const module = await instance.loadRemote(`${name}/${expose}`);
        if (!module) throw new Error(`${section}/${expose} (${entry.version}) is empty`);
        return module;
      })();
      pending.catch(() => {
        this.modules.delete(key);
        this.failures.set(key, Date.now());
      });
      this.modules.set(key, pending);
    }
    return pending as Promise<T>;
  }

  /** The section's `./routes` from the registry's current version, else the previous one. */
  async routes(section: string, registry: RegistryDocument): Promise<{ module: RemoteRoutesModule; entry: RegistryEntry }> {
    const { value, entry } = await loadWithFallback(section, registry.remotes[section], (e) =>
      this.loadVersion<RemoteRoutesModule | { default: RemoteRoutesModule }>(section, e, 'routes'),
    );
    const module = 'pages' in value ? value : value.default;
    if (!module || !Array.isArray(module.pages)) throw new Error(`${section}: ./routes has no pages`);
    // The same object for as long as the same version is deployed: the renderer keeps its routes by it.
    const byVersion = this.deployed.get(module) ?? new Map<string, RemoteRoutesModule>();
    this.deployed.set(module, byVersion);
    let deployed = byVersion.get(entry.version);
    if (!deployed) {
      deployed = { ...module, deployedVersion: entry.version };
      byVersion.set(entry.version, deployed);
    }
    return { module: deployed, entry };
  }

  /** A section's routes module as deployed under each version name (a build may be deployed under several). */
  private deployed = new WeakMap<RemoteRoutesModule, Map<string, RemoteRoutesModule>>();

  /** A widget another section exposes ('news/LatestNews'), for the kit's RemoteWidget, and the version it came from. */
  async widget(id: string): Promise<{ widget: unknown; section: string; version: string }> {
    const [section, ...rest] = id.split('/');
    if (!section || rest.length === 0) throw new Error(`Bad widget id "${id}"`);
    const { value, entry } = await loadWithFallback(section, this.registry.remotes[section], (e) =>
      this.loadVersion<{ default?: unknown }>(section, e, rest.join('/')),
    );
    return { widget: value.default ?? value, section, version: entry.version };
  }
}
