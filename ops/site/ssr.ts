/**
 * Server rendering in the site server (docs/decisions/0010): the live shell version's server build composes the
 * page from the sections' server builds; this file loads that build, gives it the API and a time budget, and keeps
 * rendered public pages in a short-lived cache. Anything that fails here answers `fallback`: the caller serves the
 * client-rendered page, as before server rendering existed.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  serverEntryPath,
  type CreateRenderer,
  type RenderRequest,
  type RenderResult,
  type RegistryEntry,
  type ServerRenderer,
} from '@tax/shared/server';
import { positiveEnv } from '../lib/env.ts';
import { whenChanged } from '../lib/file-memo.ts';
import { fileRegistryStore, type ShellRecord } from '../release/registry-store.ts';

const nodeRequire = createRequire(import.meta.url);

/** What one render is for: the visitor's address (so the API's per-client limits apply to him, not to the server). */
const visitor = new AsyncLocalStorage<{ ip: string }>();

/** Runs `work` as a request of the visitor at `ip`: the API answers it as his (in-process fetch, render threads). */
export function asVisitor<T>(ip: string, work: () => T): T {
  return visitor.run({ ip }, work);
}

/** The address of the visitor the current render is for (127.0.0.1 outside a render). */
export function visitorIp(): string {
  return visitor.getStore()?.ip ?? '127.0.0.1';
}

export interface RenderLog {
  level: 'warn' | 'error' | 'info';
  message: string;
  section?: string;
  version?: string;
  error?: unknown;
}

export interface PageRendererOptions {
  deployDir: string;
  mfeDir: string;
  /** The API registered on this server (answers in process), or null when the API is elsewhere (`apiBase` is absolute). */
  api: FastifyInstance | null;
  apiBase: string;
  /**
   * The API's fetch when it is neither in this thread nor plain `fetch` (a render thread's, which asks the server's
   * main thread); `apiBase` is then the absolute base it answers under.
   */
  apiFetch?: typeof fetch;
  /** A render that takes longer is abandoned for the client-rendered page (SSR_BUDGET_MS, 1 500). */
  budgetMs?: number;
  log?: (event: RenderLog) => void;
  /** The live shell record from the registry's backend; default deploy/shell.json, read again when it changes. */
  shellRecord?: () => ShellRecord | null;
}

/** A fetch that answers from the API registered on this server, without a socket. */
export function inProcessFetch(api: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const response = await api.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      remoteAddress: visitorIp(),
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) out.append(key, String(item));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers: out });
  };
}

/**
 * Every shell build's federation runtime, as it starts, adopts an instance of the same name already in the process
 * (`shell`, from the global registry) instead of creating its own: a second shell version (after a shell deploy or
 * rollback, without a restart) would then render with the first one's shared modules (its kit and router) beside its
 * own, and fail ("useMatches must be used within a data router"). Taking the loaded shells out of that registry before
 * a shell build is loaded gives each its own; the loaded ones keep theirs (each holds a reference to its instance).
 */
function ownFederationInstance(): void {
  const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: { options?: { name?: string } }[] } }).__FEDERATION__;
  const instances = federation?.__INSTANCES__;
  if (!instances) return;
  for (let index = instances.length - 1; index >= 0; index -= 1) {
    if (instances[index]?.options?.name === 'shell') instances.splice(index, 1);
  }
}

/**
 * Loads the shell's server build of the live shell version (deploy/shell.json), the previous one if that fails, and
 * renders with it under the time budget.
 */
export class PageRenderer {
  private renderers = new Map<string, Promise<ServerRenderer>>();
  private failedShell = new Map<string, number>();
  private shellRecord: () => ShellRecord | null;
  private lastShellVersions: string[] = [];
  readonly budgetMs: number;
  protected log: (event: RenderLog) => void;

  constructor(private options: PageRendererOptions) {
    this.budgetMs = options.budgetMs ?? positiveEnv('SSR_BUDGET_MS', 1500);
    this.log = options.log ?? defaultLog;
    const store = fileRegistryStore(options.deployDir);
    this.shellRecord = options.shellRecord ?? whenChanged(join(options.deployDir, 'shell.json'), () => store.readShell());
  }

  /** The live shell versions, current first (re-read when deploy/shell.json changes). */
  shellVersions(): string[] {
    try {
      const record = this.shellRecord();
      this.lastShellVersions = [record?.current.version, record?.previous?.version].filter((v): v is string => typeof v === 'string');
    } catch {
      // A shell record that cannot be read (hand-edited, say): the last one read stays in force.
    }
    return this.lastShellVersions;
  }

  private renderer(version: string): Promise<ServerRenderer> {
    let pending = this.renderers.get(version);
    if (!pending) {
      pending = (async () => {
        const file = join(this.options.deployDir, 'shell', 'versions', version, 'server', 'server.cjs');
        if (!existsSync(file)) throw new Error(`shell ${version} has no server build (${file})`);
        ownFederationInstance();
        const { createRenderer } = nodeRequire(file) as { createRenderer: CreateRenderer };
        const { api, apiFetch } = this.options;
        return createRenderer({
          serverEntry: (section: string, entry: RegistryEntry) => this.serverEntryFile(section, entry),
          apiFetch: apiFetch ?? (api ? inProcessFetch(api) : fetch),
          apiBase: api || apiFetch ? `http://site.internal${this.options.apiBase}` : this.options.apiBase,
          log: (event) => this.log(event),
        });
      })();
      pending.catch((error: unknown) => {
        this.renderers.delete(version);
        this.failedShell.set(version, Date.now());
        this.log({ level: 'error', message: 'the shell server build could not be loaded', section: 'shell', version, error });
      });
      this.renderers.set(version, pending);
    }
    return pending;
  }

  /** A registry entry's server container on this server's disk (only published versions under /mfe/ are served). */
  serverEntryFile(section: string, entry: RegistryEntry): string {
    const path = new URL(serverEntryPath(entry.entry), 'http://site').pathname;
    if (!path.startsWith('/mfe/') || path.includes('..'))
      throw new Error(`${section} ${entry.version}: ${entry.entry} is not a published version here`);
    return join(this.options.mfeDir, decodeURIComponent(path.slice('/mfe/'.length)));
  }

  /** The live shell version (the cache keys pages by it). */
  liveShell(): string | undefined {
    return this.shellVersions()[0];
  }

  /**
   * Renders a page with the live shell (its previous version if the current one's server build cannot load).
   * `versions` (current first) and `cancel` are for a render thread: the main thread read the shell record and may
   * give up on the render before its budget here is over.
   */
  async render(
    request: Omit<RenderRequest, 'signal'>,
    ip: string,
    versions = this.shellVersions(),
    cancel?: AbortSignal,
  ): Promise<RenderResult & { shell?: string }> {
    if (versions.length === 0) return { kind: 'fallback', reason: 'no-shell-record', cacheable: false };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('render budget exceeded')), this.budgetMs);
    cancel?.addEventListener('abort', () => controller.abort(cancel.reason), { once: true });
    try {
      for (const version of versions) {
        const failedAt = this.failedShell.get(version);
        if (failedAt !== undefined && Date.now() - failedAt < 10_000) continue;
        let renderer: ServerRenderer;
        try {
          renderer = await this.renderer(version);
        } catch {
          continue;
        }
        const work = visitor.run({ ip }, () => renderer.render({ ...request, signal: controller.signal }));
        const timeout = new Promise<RenderResult>((resolve) => {
          controller.signal.addEventListener('abort', () => resolve({ kind: 'fallback', reason: 'timeout', cacheable: false }), {
            once: true,
          });
        });
        const result = await Promise.race([work, timeout]);
        // Given up by the caller (a render thread's main thread), which says so itself.
        if (result.kind === 'fallback' && result.reason === 'timeout' && !cancel?.aborted) {
          this.log({ level: 'warn', message: `render took longer than ${this.budgetMs} ms`, section: 'shell', version });
        }
        return { ...result, shell: version };
      }
      return { kind: 'fallback', reason: 'shell-server-build', cacheable: false };
    } catch (error) {
      this.log({ level: 'error', message: 'server render failed', error });
      return { kind: 'fallback', reason: 'render-error', error, cacheable: false };
    } finally {
      clearTimeout(timer);
    }
  }
}

function defaultLog(event: RenderLog): void {
  if (process.env.LOG === '0' && event.level !== 'error') return;
  const where = [event.section, event.version].filter(Boolean).join(' ');
  const cause = event.error instanceof Error ? `: ${event.error.message}` : '';
  console[event.level === 'info' ? 'log' : event.level](`[ssr] ${event.message}${where ? ` (${where})` : ''}${cause}`);
}

/** One cached page: the HTML and its compressed copies, made once. */
export interface CachedPage {
  status: number;
  html: string;
  br?: Buffer;
  gzip?: Buffer;
  storedAt: number;
  /** False: rendered while one of its requests failed; sent, never cached. */
  shared?: boolean;
  /** The sections whose code composed it besides the shell (its own, other sections' widgets). */
  sections?: string[];
  /** What rendered it in place of a current version whose server code failed (`news 1.0.1`, `shell 1.1.0`). */
  fellBack?: string[];
  /** The versions whose server code failed for it (the current ones `fellBack` stood in for). */
  failed?: { app: string; version: string }[];
  revalidating?: boolean;
}

/**
 * What a cached page takes: its HTML (V8 keeps a page with any non-Latin-1 letter, as every page here, at two bytes
 * a character) and room for the compressed copies made when it is first sent (a fifth of the text, generously).
 */
function pageBytes(page: CachedPage): number {
  return Math.max(1, page.html.length * 2 + Math.ceil(page.html.length / 5));
}

/**
 * Rendered public pages, by origin, address and the registry versions of the shell and every section: a deploy or
 * rollback makes new keys (old entries age out), content changes show within `freshMs`.
 */
export class PageCache {
  private cache: LRUCache<string, CachedPage>;
  hits = 0;
  misses = 0;
  stale = 0;
  /** Pages served past their stale time because a new render could not get its data (lastGood). */
  kept = 0;

  constructor(
    readonly freshMs = 60_000,
    readonly staleMs = 300_000,
    max = 2000,
    /** The most memory the pages may take (SSR_CACHE_MB, 128 MB): a contacts page is ~0.3 MB, an article ~0.06 MB. */
    maxBytes = 128 * 1024 * 1024,
    /**
     * How long past its stale time a page is kept for when a new render of it fails for want of its data (the API
     * or its database away): SSR_CACHE_IF_ERROR_MS, a day. Within the memory bound, as every page.
     */
    readonly ifErrorMs = 24 * 60 * 60_000,
  ) {
    // The entries' age is judged from `storedAt` (get); the LRU bounds how many there are and how much they take
    // (any query string is a new address: a count alone would let 2,000 of the largest page fill the memory).
    this.cache = new LRUCache<string, CachedPage>({ max, maxSize: maxBytes, sizeCalculation: pageBytes });
  }

  get(key: string): { page: CachedPage; fresh: boolean } | null {
    const page = this.cache.get(key);
    const age = page ? Date.now() - page.storedAt : Number.POSITIVE_INFINITY;
    if (!page || age >= this.freshMs + this.staleMs) {
      // Past its stale time it is not served, but kept (for lastGood) until a new render replaces it.
      if (page && age >= this.freshMs + this.staleMs + this.ifErrorMs) this.cache.delete(key);
      this.misses += 1;
      return null;
    }
    const fresh = age < this.freshMs;
    if (fresh) this.hits += 1;
    else this.stale += 1;
    return { page, fresh };
  }

  /** The last good render of a page, however stale (up to `ifErrorMs` past its stale time): for when a new one fails. */
  lastGood(key: string): CachedPage | null {
    const page = this.cache.peek(key);
    if (!page || Date.now() - page.storedAt >= this.freshMs + this.staleMs + this.ifErrorMs) return null;
    this.kept += 1;
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.cache.set(key, page);
  }

  /** How many pages are kept, and the memory they are counted at (MB). */
  get held(): { pages: number; megabytes: number } {
    return { pages: this.cache.size, megabytes: Math.round((this.cache.calculatedSize / 1024 / 1024) * 10) / 10 };
  }

  clear(): void {
    this.cache.clear();
  }

  /** Drops every page whose key the predicate picks (editorial changes: content-purge.ts); returns how many. */
  dropWhere(predicate: (key: string) => boolean): number {
    let dropped = 0;
    for (const key of Array.from(this.cache.keys())) if (predicate(key) && this.cache.delete(key)) dropped += 1;
    return dropped;
  }
}

/**
 * How many pages each client may have rendered for it (cache misses: a cached page costs nothing): a bucket per
 * address that holds `burst` renders and refills `perSecond` (SSR_RENDERS_BURST, 60; SSR_RENDERS_PER_S, 5). One
 * client sending a new query string each time (`?cb=1`, `?cb=2`…) made every request a full render and slowed
 * every other visitor's pages a hundredfold; beyond its allowance it gets the client-rendered page, which costs
 * the server nearly nothing and still works. Generous enough for many visitors behind one address (a mobile
 * carrier's NAT): they mostly meet cached pages.
 */
export class RenderAllowance {
  private buckets: LRUCache<string, { tokens: number; at: number }>;

  constructor(
    readonly burst = positiveEnv('SSR_RENDERS_BURST', 60),
    readonly perSecond = positiveEnv('SSR_RENDERS_PER_S', 5),
    private readonly now: () => number = Date.now,
  ) {
    this.buckets = new LRUCache({ max: 50_000 });
  }

  /** Takes one render for `client`; false: none left just now. */
  take(client: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(client) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.buckets.set(client, bucket);
    return allowed;
  }
}
