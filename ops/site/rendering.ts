/**
 * What renders pages on the server and remembers them: the renderer (in this thread or on render threads), the page
 * cache, each client's allowance of renders, the renders under way (so visitors asking for the same page share
 * one), and the count of how pages were served (`npm run status`).
 */
import type { FastifyInstance } from 'fastify';
import type { ShellRecord } from '../release/registry-store.ts';
import { positiveEnv } from '../lib/env.ts';
import { ThreadedPageRenderer } from './render-threads.ts';
import { PageCache, PageRenderer, RenderAllowance, type CachedPage } from './ssr.ts';

/** A render's outcome: the page, a redirect the page asked for, or why the browser must render it instead. */
export type Rendered = CachedPage | { redirect: string; status: number } | { fallback: string };

/** How this server has served its pages since it started (`npm run status` shows it). */
export interface Served {
  since: string;
  rendered: number;
  joined: number;
  clientRendered: Record<string, number>;
  /** Pages a section's previous version rendered because its current one's server code failed (`news 1.0.1`: 3). */
  byPreviousVersion: Record<string, number>;
}

export interface PageRendering {
  /** Null: server rendering is off (SSR=0), every page renders in the browser. */
  renderer: PageRenderer | null;
  cache: PageCache;
  allowance: RenderAllowance;
  /** Renders under way, by the key their page will be cached under. */
  running: Map<string, Promise<Rendered>>;
  served: Served;
  /** Told of each page a section's previous version rendered because the current one's server code failed. */
  reportFailedRender?: (failed: { app: string; version: string }[]) => void;
  /** The pages served, the cache's figures and the render threads' state, for /__ops/rendering. */
  state(): unknown;
}

export interface RenderingOptions {
  enabled: boolean;
  deployDir: string;
  mfeDir: string;
  /** The API registered on this server, when pages ask it in process (else null: over the network to `apiBase`). */
  api: FastifyInstance | null;
  apiBase: string;
  budgetMs?: number;
  shellRecord: () => ShellRecord | null;
  threads?: { workerFile: string; threads: number };
  allowance?: RenderAllowance;
  reportFailedRender?: (failed: { app: string; version: string }[]) => void;
}

function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 && process.env[name] !== '' && process.env[name] !== undefined ? value : fallback;
}

export function pageRendering(app: FastifyInstance, options: RenderingOptions): PageRendering {
  const rendererOptions = {
    deployDir: options.deployDir,
    mfeDir: options.mfeDir,
    api: options.api,
    apiBase: options.apiBase,
    ...(options.budgetMs ? { budgetMs: options.budgetMs } : {}),
    shellRecord: options.shellRecord,
  };
  const threads = options.threads;
  const renderer = !options.enabled
    ? null
    : threads && threads.threads > 0
      ? new ThreadedPageRenderer({ ...rendererOptions, ...threads })
      : new PageRenderer(rendererOptions);
  if (renderer instanceof ThreadedPageRenderer) app.addHook('onClose', async () => renderer.close());
  const cache = new PageCache(
    envNumber('SSR_CACHE_FRESH_MS', 60_000),
    envNumber('SSR_CACHE_STALE_MS', 300_000),
    2000,
    positiveEnv('SSR_CACHE_MB', 128) * 1024 * 1024,
    envNumber('SSR_CACHE_IF_ERROR_MS', 24 * 60 * 60_000),
  );
  const served: Served = { since: new Date().toISOString(), rendered: 0, joined: 0, clientRendered: {}, byPreviousVersion: {} };
  return {
    renderer,
    cache,
    allowance: options.allowance ?? new RenderAllowance(),
    running: new Map(),
    served,
    ...(options.reportFailedRender ? { reportFailedRender: options.reportFailedRender } : {}),
    state: () => ({
      ...served,
      cache: { hits: cache.hits, stale: cache.stale, keptThroughErrors: cache.kept, ...cache.held },
      threads: renderer instanceof ThreadedPageRenderer ? renderer.state : null,
    }),
  };
}
