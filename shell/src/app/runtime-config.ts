import { parseRegistry, registryRoutes, setSiteRoutes, type RegistryDocument } from '@tax/shared';

/** The runtime configuration served beside the shell (`/config.json`); operators change it without a rebuild. */
export interface RuntimeConfig {
  /** Base address of the content API ('/api' locally, the provider's API host when deployed). */
  apiBase: string;
  /** The site's public origin, for canonical and alternate links ('' = the current origin). */
  siteUrl: string;
  /** Address of the registry document. */
  registryUrl: string;
  /** Analytics tag: off when null. */
  analytics: { src: string; id: string } | null;
}

const DEFAULTS: RuntimeConfig = { apiBase: '/api', siteUrl: '', registryUrl: '/remotes.json', analytics: null };

/** Reads a JSON document the server may have inlined into index.html, else fetches it (never from cache). */
async function readDocument(inlineId: string, url: string): Promise<unknown> {
  const inline = document.getElementById(inlineId);
  if (inline?.textContent) {
    try {
      return JSON.parse(inline.textContent);
    } catch {
      // A broken inline copy falls through to the served document.
    }
  }
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

export function parseConfig(value: unknown): RuntimeConfig {
  const raw = (value && typeof value === 'object' ? value : {}) as Partial<RuntimeConfig>;
  const analytics =
    raw.analytics && typeof raw.analytics === 'object' && typeof raw.analytics.src === 'string' && raw.analytics.src.startsWith('https://')
      ? { src: raw.analytics.src, id: String(raw.analytics.id ?? '') }
      : null;
  return {
    apiBase: typeof raw.apiBase === 'string' && raw.apiBase ? raw.apiBase.replace(/\/$/, '') : DEFAULTS.apiBase,
    siteUrl: typeof raw.siteUrl === 'string' ? raw.siteUrl.replace(/\/$/, '') : DEFAULTS.siteUrl,
    registryUrl: typeof raw.registryUrl === 'string' && raw.registryUrl ? raw.registryUrl : DEFAULTS.registryUrl,
    analytics,
  };
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    return parseConfig(await readDocument('site-config', '/config.json'));
  } catch {
    // Without a config the local defaults still give a working site.
    return DEFAULTS;
  }
}

export async function loadRegistry(config: RuntimeConfig): Promise<RegistryDocument> {
  const registry = parseRegistry(await readDocument('site-registry', config.registryUrl));
  // Links to other sections' pages resolve through the route tables their builds published into the registry.
  setSiteRoutes(registryRoutes(registry));
  return registry;
}
