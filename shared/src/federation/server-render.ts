/**
 * The contract between the site server and the shell's server build (`dist/server/server.js`, published with each
 * shell version): the site server hands over a request, the registry and the configuration; the shell composes the
 * page from the sections' server builds exactly as the browser composes it, and says what to answer.
 */
import type { RegistryDocument, RegistryEntry } from './registry.ts';

/** The runtime configuration the page gets (the same document as /config.json). */
export interface RenderConfig {
  apiBase: string;
  /** The site's public origin; when not configured, the request's own (the server says which it used). */
  siteUrl: string;
  registryUrl: string;
  analytics: { src: string; id: string } | null;
}

export interface RenderRequest {
  /** Path and query ('/en/news/x?page=2'), already normalised. */
  url: string;
  /** The request's origin ('https://soliq.uz'), for absolute links when no site URL is configured. */
  origin: string;
  /** The visitor's Cookie header: only whether a session hint is there is read (the cabinet's redirect). */
  cookie?: string;
  registry: RegistryDocument;
  config: RenderConfig;
  /** Aborted when the render's time budget is over. */
  signal?: AbortSignal;
}

export type RenderResult =
  | {
      kind: 'page';
      status: number;
      /** The page's own head tags (title, description, canonical, alternates, og, robots), for the document's head. */
      head: string;
      /** The markup inside #root. */
      html: string;
      /** JSON for `<script id="site-ssr" type="application/json">`: what the browser hydrates with. */
      state: string;
      /** The versions the page was composed from ('shell', its section's, each widget's section's: 'news' -> '1.0.2'). */
      versions: Record<string, string>;
      /** False when the page depends on the visitor and must never be shared or cached. */
      cacheable: boolean;
    }
  | { kind: 'redirect'; status: number; location: string }
  /** Serve the client-rendered page instead (a section's server code missing or failing, a visitor-dependent page). */
  | { kind: 'fallback'; reason: string; section?: string; version?: string; error?: unknown; cacheable: boolean };

export interface RendererOptions {
  /** The file of a registry entry's server container (`.../server/remoteEntry.cjs` beside its manifest). */
  serverEntry(section: string, entry: RegistryEntry): string;
  /** fetch for the API, server side (in process or over loopback); `apiBase` is the absolute base it answers under. */
  apiFetch: typeof fetch;
  apiBase: string;
  /** Where failures go (with the section and version). */
  log(event: { level: 'warn' | 'error'; message: string; section?: string; version?: string; error?: unknown }): void;
}

export interface ServerRenderer {
  render(request: RenderRequest): Promise<RenderResult>;
  /** The shell build this renderer came from. */
  version: string;
}

export type CreateRenderer = (options: RendererOptions) => Promise<ServerRenderer>;

/** Where a section version's server container sits: `server/remoteEntry.cjs` in the folder of its mf-manifest.json. */
export function serverEntryPath(manifestPath: string): string {
  return manifestPath.replace(/[?#].*$/, '').replace(/[^/]*$/, 'server/remoteEntry.cjs');
}
