import { timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { frameworkErrors, type ContentChange } from '@tax/api';
import {
  DEFAULT_LOCALE,
  LOCALE_TAGS,
  acceptLanguages,
  localeCookie,
  ownerOfPath,
  resolveForVisitor,
  rootRedirect,
  splitLocale,
  splitTracking,
  withLocale,
  type Locale,
  type RegistryDocument,
  isPrivatePath,
} from '@tax/shared/server';
import { CONFIG_FILE, DEPLOY_DIR, MFE_DIR, SHELL_DIR } from './paths.ts';
import { hydrationFiles, preloadTags, remotePreloads, shellPreloads } from './preload.ts';
import { positiveEnv } from './env.ts';
import { whenChanged } from './file-memo.ts';
import { watchRegistry, fileRegistryBackend, type RegistrySource } from './registry-backend.ts';
import { buildSitemap, robotsTxt } from './sitemap.ts';
import { ThreadedPageRenderer } from './render-threads.ts';
import { PageCache, PageRenderer, RenderAllowance, type CachedPage } from './ssr.ts';
import { oneTimeLink, purgeContentPages } from './content-purge.ts';

export interface SiteServerOptions {
  deployDir?: string;
  /** Registers the API under /api on the same origin (the local default); omit when the API is elsewhere. */
  registerApi?: (app: FastifyInstance) => Promise<void>;
  /** The API's content-changed events (editorial publishing): the pages showing changed content are dropped at once. */
  onContentChanged?: (listener: (change: ContentChange) => void) => () => void;
  /**
   * Section -> the manifest URL of a team's development server on this machine (http://localhost:<port>/…). Only a
   * browser that asks for it (`?override=news@dev`) loads it; everyone else keeps the published versions. More can
   * be registered while the server runs (POST /__ops/dev-sections with the ops token: `npm run dev -w @tax/mfe-news`).
   */
  devSections?: Record<string, string>;
  /** Where the live versions come from (the database's, polled, with several servers); default the deploy folder's files. */
  registrySource?: RegistrySource;
  /**
   * The release figures of the last minutes, for `npm run status` on this machine: GET /__ops/figures with the
   * header x-ops-token: <opsToken>; without both, the path does not exist.
   */
  ops?: { token: string; figures: (since: Date) => Promise<unknown> };
  logger?: boolean;
  /** Connection limits; each defaults to the environment variable named, else the value given. */
  limits?: Partial<ConnectionLimits>;
  /** Server rendering (default on; SSR=0 turns it off): pages come with their content, head and real status. */
  ssr?: boolean;
  /** A server render that takes longer is abandoned for the client-rendered page (ms; SSR_BUDGET_MS, 1 500). */
  renderBudgetMs?: number;
  /**
   * The site's public origin when SITE_URL (or deploy/config.json's siteUrl) is not set: `npm start` gives
   * http://localhost:<port>. Links in pages, the sitemap and robots.txt never take the request's Host header, which
   * any client sets (a shared cache would keep the page with its links for everyone).
   */
  siteUrl?: string;
  /** How many renders each client may have (default: SSR_RENDERS_BURST, SSR_RENDERS_PER_S). */
  renderAllowance?: RenderAllowance;
  /**
   * Render on worker threads (render-threads.ts): the compiled render-worker.ts and how many threads. Without it
   * (or with 0 threads) pages render in the main thread.
   */
  renderThreads?: { workerFile: string; threads: number };
}

function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 && process.env[name] !== '' && process.env[name] !== undefined ? value : fallback;
}

/**
 * What keeps slow or idle clients from holding the server: a client that sends half a request, or opens
 * thousands of connections and says nothing, is cut off instead of kept for ever.
 */
export interface ConnectionLimits {
  /** The request line and headers must arrive within this (HEADERS_TIMEOUT_MS, 15 000). */
  headersTimeoutMs: number;
  /** The whole request, body included, within this (REQUEST_TIMEOUT_MS, 120 000: a 5 MB CV on a slow line). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (KEEP_ALIVE_TIMEOUT_MS, 5 000). */
  keepAliveTimeoutMs: number;
  /** A connection with no traffic either way is closed after this (IDLE_TIMEOUT_MS, 60 000; the live stream beats every 15 s). */
  idleTimeoutMs: number;
  /** How often the two request time-outs are checked (ms, 1 000). */
  checkIntervalMs: number;
  /** Connections open at once; beyond it, new ones are closed at once (MAX_CONNECTIONS, 4 096). */
  maxConnections: number;
}

function connectionLimits(given: Partial<ConnectionLimits> = {}): ConnectionLimits {
  return {
    headersTimeoutMs: given.headersTimeoutMs ?? positiveEnv('HEADERS_TIMEOUT_MS', 15_000),
    requestTimeoutMs: given.requestTimeoutMs ?? positiveEnv('REQUEST_TIMEOUT_MS', 120_000),
    keepAliveTimeoutMs: given.keepAliveTimeoutMs ?? positiveEnv('KEEP_ALIVE_TIMEOUT_MS', 5_000),
    idleTimeoutMs: given.idleTimeoutMs ?? positiveEnv('IDLE_TIMEOUT_MS', 60_000),
    checkIntervalMs: given.checkIntervalMs ?? 1_000,
    maxConnections: given.maxConnections ?? positiveEnv('MAX_CONNECTIONS', 4096),
  };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** A private page (the staff workspace): kept by no cache at all, the browser's included, and never indexed. */
const PRIVATE_NO_STORE = 'private, no-store';
const PRIVATE_ROBOTS = 'noindex, nofollow';
const SHELL_PAGES = ['/empty', '/error', '/success'];
const SITE_NAME: Record<string, string> = { uz: 'Soliq servis', ru: 'Солиқ сервис', en: 'Soliq Service' };
/**
 * Above a page the API could not give its data for (answered 503), for a visitor without scripts: with scripts the
 * page asks again by itself, and each part says what it could not load.
 */
const UNAVAILABLE_NOTE: Record<string, string> = {
  uz: 'Maʼlumotni yuklab boʻlmadi. Bir daqiqadan soʻng sahifani yangilang. Call-markaz: 1198.',
  ru: 'Не удалось загрузить данные. Обновите страницу через минуту. Колл-центр: 1198.',
  en: 'The data could not be loaded. Reload the page in a minute. Call centre: 1198.',
};

/** The runtime configuration: deploy/config.json, then environment variables, over the local defaults. */
export function runtimeConfig(file = CONFIG_FILE): Record<string, unknown> {
  const fromFile = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  const analytics = process.env.ANALYTICS_SRC
    ? { src: process.env.ANALYTICS_SRC, id: process.env.ANALYTICS_ID ?? '' }
    : (fromFile.analytics ?? null);
  return {
    apiBase: process.env.API_BASE ?? fromFile.apiBase ?? '/api',
    siteUrl: process.env.SITE_URL ?? fromFile.siteUrl ?? '',
    registryUrl: fromFile.registryUrl ?? '/remotes.json',
    analytics,
  };
}

/** TRUST_PROXY: unset/false = trust no proxy; true = trust all; otherwise addresses or CIDRs, comma-separated. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === '0' || value === 'false') return false;
  if (value === 'true' || value === '1') return true;
  return value;
}

function json(value: unknown): string {
  // Safe inside a <script> element.
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

// A rendered page is compressed once (then kept with it) on libuv's threads, not on the one that renders.
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The site server's request lines: a page's own requests to the API in this process (`inject`, from the server
 * render) are part of that page's lines, not lines of their own; an article's render asked the API four times, and
 * its eight lines cost the render more than a twentieth of its time. Their failures are still logged.
 */
class SiteLogs extends LogController {
  private static inProcess(request: FastifyRequest): boolean {
    return '_lightMyRequest' in request.raw;
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (!SiteLogs.inProcess(request)) super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error || reply.statusCode >= 500 || !SiteLogs.inProcess(request)) super.requestCompleted(error, request, reply, metadata);
  }
}

/** The encoding the client accepts, by its q-values ("br;q=0" refuses brotli); null: the body as it is. */
export function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const accept = request.headers['accept-encoding'];
  if (typeof accept !== 'string' || !accept) return null;
  return negotiate(accept, ['br', 'gzip']) as 'br' | 'gzip' | null;
}

function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string, type: string) {
  const encoding = encodingFor(request);
  reply.header('Content-Type', type).header('Vary', 'Accept-Encoding');
  if (encoding === 'br') {
    return reply.header('Content-Encoding', 'br').send(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (encoding === 'gzip') return reply.header('Content-Encoding', 'gzip').send(gzipSync(body, { level: 6 }));
  return reply.send(body);
}

/**
 * A request the HTTP parser refuses, answered in the one error shape (Fastify's own names itself: "Client Error"):
 * 431 for headers too large, 408 for a request that did not arrive in time, else 400. A connection already gone is
 * only closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', 'The request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', 'The request did not arrive in time']
        : [400, 'bad_request', 'The request is not valid HTTP'];
  const body = JSON.stringify({ error: { code, message } });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\n\r\n${body}`,
  );
}

/** The site server's own 4xx answers, by status. */
const CLIENT_ERRORS: Record<number, [string, string]> = {
  404: ['not_found', 'Not Found'],
  405: ['method_not_allowed', 'Method not allowed'],
  413: ['payload_too_large', 'The request body is too large'],
  415: ['unsupported_media_type', 'This type of request body is not accepted here'],
};

/** The path of a request target as the client sent it (up to its query). */
function sentPath(target: string): string {
  const query = target.search(/[?#]/);
  return query === -1 ? target : target.slice(0, query);
}

/**
 * A request's path and query, parsed. Not `new URL(request.url, base)`: a path that starts with two slashes, or a
 * slash and a backslash, reads there as another host ("//en//news" as host "en", path "//news"). Dot segments and
 * backslashes are resolved as a browser resolves them; the page handler redirects when that changed the path.
 */
export function requestTarget(target: string): URL {
  const path = sentPath(target);
  return new URL(`http://site/${path.replace(/^[/\\]+/, '')}${target.slice(path.length)}`);
}

export async function createSiteServer(options: SiteServerOptions = {}): Promise<FastifyInstance> {
  const deployDir = options.deployDir ?? DEPLOY_DIR;
  const shellDir = options.deployDir ? join(deployDir, 'shell') : SHELL_DIR;
  const mfeDir = options.deployDir ? join(deployDir, 'mfe') : MFE_DIR;
  const source = options.registrySource ?? (await watchRegistry(fileRegistryBackend(deployDir), deployDir));
  const limits = connectionLimits(options.limits);
  const app = Fastify({
    serverFactory: (handler: (req: IncomingMessage, res: ServerResponse) => void) => {
      const server = createServer(
        {
          headersTimeout: limits.headersTimeoutMs,
          requestTimeout: limits.requestTimeoutMs,
          keepAliveTimeout: limits.keepAliveTimeoutMs,
          connectionsCheckingInterval: limits.checkIntervalMs,
        },
        handler,
      );
      // Fastify applies none of its own time-out options to a server from a factory: all of them are set here
      // (the factory is the only way to set headersTimeout and the checking interval at creation).
      server.setTimeout(limits.idleTimeoutMs);
      server.maxConnections = limits.maxConnections;
      return server;
    },
    // A malformed or over-long URL gets the one error shape too (400, 414), not Fastify's own.
    frameworkErrors,
    // So does a request the HTTP parser refuses (headers too large, a malformed request line).
    clientErrorHandler,
    logger: options.logger ?? false,
    logController: new SiteLogs(),
    // Behind a reverse proxy set TRUST_PROXY (e.g. "127.0.0.1" or "1"): otherwise a client could spoof
    // X-Forwarded-For and escape the API's per-client rate limit.
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    return503OnClosing: true,
    // On shutdown, idle keep-alive connections are closed; requests in flight finish.
    forceCloseConnections: 'idle',
  });

  let template = { mtime: 0, html: '' };
  const indexHtml = () => {
    const file = join(shellDir, 'index.html');
    const mtime = statSync(file).mtimeMs;
    if (mtime !== template.mtime) template = { mtime, html: readFileSync(file, 'utf8') };
    return template.html;
  };

  // What a page's first load needs, from the builds' own lists: per shell build and locale, per remote version.
  const preloads = (() => {
    let shellStamp = 0;
    const shell = new Map<string, string[]>();
    const remote = new Map<string, ReturnType<typeof remotePreloads>>();
    return {
      shell(locale: string): string[] {
        const stamp = existsSync(join(shellDir, 'boot-assets.json')) ? statSync(join(shellDir, 'boot-assets.json')).mtimeMs : 0;
        if (stamp !== shellStamp) {
          shell.clear();
          shellStamp = stamp;
        }
        if (!shell.has(locale)) shell.set(locale, shellPreloads(shellDir, locale));
        return shell.get(locale) ?? [];
      },
      remote(entry: string) {
        // Published versions are immutable: one reading per entry URL.
        if (!remote.has(entry)) remote.set(entry, remotePreloads(mfeDir, entry));
        return remote.get(entry) ?? remotePreloads(mfeDir, entry);
      },
    };
  })();

  /** deploy/config.json over the environment, read again only when the file changes (asked on every page). */
  const siteConfig = whenChanged(join(deployDir, 'config.json'), () => runtimeConfig(join(deployDir, 'config.json')));

  /** The operators' document (canaries and a browser's overrides are resolved per request: see registryFor). */
  const registry = (): RegistryDocument => source.sections();

  /** Teams' development servers on this machine: only loopback addresses are ever accepted. */
  const devSections = new Map<string, string>();
  const addDevSection = (section: string, url: string): boolean => {
    if (!/^[a-z][a-z0-9-]{0,40}$/.test(section)) return false;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return false;
    }
    if (parsed.protocol !== 'http:' || !['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname)) return false;
    if (!parsed.pathname.endsWith('/mf-manifest.json')) return false;
    devSections.set(section, parsed.href);
    return true;
  };
  for (const [section, url] of Object.entries(options.devSections ?? {})) addDevSection(section, url);

  /** A published version's registry entry, if `version` names one in the deploy folder (never a path). */
  const publishedEntry = (section: string, version: string) => {
    if (!/^[a-z][a-z0-9-]{0,40}$/.test(section) || !/^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/.test(version)) return null;
    const dir = join(mfeDir, section, version);
    if (!existsSync(join(dir, 'mf-manifest.json'))) return null;
    const routesFile = join(dir, 'routes.json');
    const routes = existsSync(routesFile) ? (JSON.parse(readFileSync(routesFile, 'utf8')) as Record<string, string>) : undefined;
    return { version, entry: `/mfe/${section}/${encodeURIComponent(version)}/mf-manifest.json`, ...(routes ? { routes } : {}) };
  };

  /**
   * A browser's overrides (`?override=news@1.0.1,about@dev`, kept in a session cookie; `?override=reset` ends them),
   * like single-spa's import-map overrides: QA opens any published version of a section, a team its development
   * build, without affecting any other visitor. Anything that is not a published version or a registered
   * development server is ignored.
   */
  const OVERRIDE_COOKIE = 'site_override';
  const overridesFor = (request: FastifyRequest, reply: FastifyReply): Map<string, string> => {
    // Only from an address typed or pasted, a bookmark, or the site's own links: a link or redirect on another site
    // (Sec-Fetch-Site: cross-site, same-site) must not pin a visitor to an older version for the whole session.
    const fetchSite = request.headers['sec-fetch-site'];
    const foreign = fetchSite === 'cross-site' || fetchSite === 'same-site';
    const asked = foreign ? undefined : (request.query as { override?: unknown } | undefined)?.override;
    let raw = /(?:^|;\s*)site_override=([^;]*)/.exec(request.headers.cookie ?? '')?.[1] ?? '';
    if (typeof asked === 'string') {
      raw = asked === 'reset' ? '' : asked;
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'Set-Cookie',
        `${OVERRIDE_COOKIE}=${encodeURIComponent(raw)}; Path=/; SameSite=Lax; HttpOnly${secure}${raw ? '' : '; Max-Age=0'}`,
      );
    }
    const wanted = new Map<string, string>();
    // The query's value is decoded already; the cookie's is as this server wrote it, or anything a client sends.
    let value = raw;
    if (typeof asked !== 'string') {
      try {
        value = decodeURIComponent(raw);
      } catch {
        value = '';
      }
    }
    for (const pair of value.split(',').slice(0, 10)) {
      const [section, version] = pair.split('@');
      if (section && version) wanted.set(section, version);
    }
    return wanted;
  };

  /** The registry with a browser's overrides applied, and the development servers it loads from. */
  const applyOverrides = (
    doc: RegistryDocument,
    wanted: Map<string, string>,
  ): { doc: RegistryDocument; dev: string[]; sections: string[] } => {
    const dev: string[] = [];
    const sections: string[] = [];
    for (const [section, version] of wanted) {
      const remote = doc.remotes[section];
      if (!remote) continue;
      const entry =
        version === 'dev'
          ? devSections.get(section)
            ? { version: 'dev', entry: devSections.get(section)! }
            : null
          : publishedEntry(section, version);
      if (!entry) continue;
      if (version === 'dev') dev.push(new URL(entry.entry).origin);
      sections.push(section);
      // A copy: the document without overrides is one object shared by every request (see canaryFor).
      doc = { ...doc, remotes: { ...doc.remotes, [section]: { ...remote, current: entry, previous: remote.current } } };
    }
    return { doc, dev, sections };
  };

  /**
   * The registry this visitor's page loads: a section with a canary serves it to the visitors whose bucket (a
   * number 0-99 in a first-party cookie, set the first time a canary runs) falls below its share; the same choice
   * on every request, for the browser's loading and the server's rendering alike.
   */
  const registryFor = (request: FastifyRequest, reply: FastifyReply) => {
    const { doc, dev, sections } = applyOverrides(canaryFor(request, reply), overridesFor(request, reply));
    return { doc, dev, overridden: sections, canary: Object.values(registry().remotes).some((remote) => remote.canary) };
  };

  let everyone: { from: RegistryDocument; doc: RegistryDocument } | null = null;
  const canaryFor = (request: FastifyRequest, reply: FastifyReply): RegistryDocument => {
    const doc = registry();
    if (!Object.values(doc.remotes).some((remote) => remote.canary)) {
      // Without a canary every visitor gets the same document: made once per registry change, not per request.
      if (everyone?.from !== doc) everyone = { from: doc, doc: resolveForVisitor(doc, 0) };
      return everyone.doc;
    }
    const found = /(?:^|;\s*)site_bucket=(\d{1,2})(?:;|$)/.exec(request.headers.cookie ?? '');
    let bucket = found ? Number(found[1]) : NaN;
    if (!Number.isInteger(bucket)) {
      bucket = Math.floor(Math.random() * 100);
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header('Set-Cookie', [
        ...[reply.getHeader('Set-Cookie') ?? []].flat().map(String),
        `site_bucket=${bucket}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly${secure}`,
      ]);
    }
    return resolveForVisitor(doc, bucket);
  };

  const securityHeaders = (reply: FastifyReply, config: Record<string, unknown>, devOrigins: string[] = []) => {
    const apiBase = String(config.apiBase ?? '');
    const apiOrigin = /^https?:\/\//.test(apiBase) ? new URL(apiBase).origin : '';
    const analytics = config.analytics as { src?: string } | null;
    const analyticsOrigin = analytics?.src ? new URL(analytics.src).origin : '';
    // A development server's origin is allowed only for the browser that loads from it (its override).
    const scripts = ["'self'", analyticsOrigin, ...devOrigins].filter(Boolean).join(' ');
    const styles = ["'self'", "'unsafe-inline'", ...devOrigins].join(' ');
    const connect = ["'self'", apiOrigin, analyticsOrigin, ...devOrigins, ...devOrigins.map((o) => o.replace(/^http/, 'ws'))]
      .filter(Boolean)
      .join(' ');
    reply
      .header(
        'Content-Security-Policy',
        `default-src 'self'; script-src ${scripts}; style-src ${styles}; img-src 'self' data: blob: https://i.ytimg.com${devOrigins.map((o) => ` ${o}`).join('')}; ` +
          `font-src 'self'${devOrigins.map((o) => ` ${o}`).join('')}; connect-src ${connect}; frame-src https://www.youtube-nocookie.com; object-src 'none'; ` +
          `base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
      )
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'strict-origin-when-cross-origin')
      .header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)')
      .header('Cross-Origin-Opener-Policy', 'same-origin');
  };

  // Every answer: no MIME sniffing (a file must be what its type says); HSTS only where the visitor came over
  // HTTPS (directly, or through a proxy trusted with TRUST_PROXY that says so in X-Forwarded-Proto): sent over
  // plain HTTP it would be ignored, and on a local http://localhost it would only get in the way.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });

  // Errors of the site server's own routes in the one error shape (the API has its own handler): a path the static
  // files refuse (a dot segment, a folder) is a 404 like any file that is not there; nothing internal is sent.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 403 && /^\/(static|mfe)\//.test(request.url))
      return reply
        .code(404)
        .header('Cache-Control', NO_CACHE)
        .send({ error: { code: 'not_found', message: 'Not Found' } });
    if (status >= 500) {
      request.log.error({ err: error }, 'site server error');
      return reply
        .code(500)
        .header('Cache-Control', NO_CACHE)
        .send({ error: { code: 'internal', message: 'Something went wrong' } });
    }
    const [code, message] = CLIENT_ERRORS[status] ?? ['bad_request', 'Bad request'];
    return reply.code(status).header('Cache-Control', NO_CACHE).send({ error: { code, message } });
  });

  /** How this server has served its pages since it started (`npm run status` shows it). */
  const served = { since: new Date().toISOString(), rendered: 0, joined: 0, clientRendered: {} as Record<string, number> };

  if (options.ops) {
    const { token, figures } = options.ops;
    const expected = Buffer.from(token);
    /** Only the operators' token opens these; anyone else gets the 404 of an address that does not exist. */
    const operator = (request: FastifyRequest, reply: FastifyReply): boolean => {
      const given = Buffer.from(String(request.headers['x-ops-token'] ?? ''));
      if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
      void reply.code(404).header('Cache-Control', NO_CACHE).type('text/plain').send('Not Found');
      return false;
    };
    app.get('/__ops/figures', async (request, reply) => {
      if (!operator(request, reply)) return reply;
      const minutes = Math.min(24 * 60, Math.max(1, Number((request.query as { minutes?: string }).minutes) || 15));
      return reply.header('Cache-Control', 'no-store').send(await figures(new Date(Date.now() - minutes * 60_000)));
    });
    // A team's development server announces itself (`npm run dev -w @tax/mfe-news`); browsers opt in one by one.
    app.post('/__ops/dev-sections', async (request, reply) => {
      if (!operator(request, reply)) return reply;
      const body = request.body as { section?: unknown; url?: unknown } | null;
      if (typeof body?.section !== 'string' || typeof body.url !== 'string' || !addDevSection(body.section, body.url)) {
        return reply
          .code(422)
          .send({ error: { code: 'invalid', message: 'expected { section, url: http://localhost:<port>/…/mf-manifest.json }' } });
      }
      return reply.code(204).send();
    });
    // The pages this server has sent since it started: from its cache, rendered, shared, or client-rendered and why.
    app.get('/__ops/rendering', async (request, reply) => {
      if (!operator(request, reply)) return reply;
      return reply.header('Cache-Control', 'no-store').send({
        ...served,
        cache: { hits: cache.hits, stale: cache.stale, keptThroughErrors: cache.kept, ...cache.held },
        threads: pages instanceof ThreadedPageRenderer ? pages.state : null,
      });
    });
  }

  // The registry and the runtime configuration: never cached, so a deploy or rollback shows on the next visit.
  app.get('/remotes.json', async (request, reply) => reply.header('Cache-Control', NO_CACHE).send(registryFor(request, reply).doc));
  app.get('/config.json', async (_request, reply) => reply.header('Cache-Control', NO_CACHE).send(siteConfig()));

  // Published remote versions: immutable, except the manifests.
  await app.register(fastifyStatic, {
    root: mfeDir,
    prefix: '/mfe/',
    // A version's server build (…/server/) is for this server's renderer, not for browsers.
    allowedPath: (pathName) => !/(^|\/)server\//.test(pathName),
    preCompressed: true,
    index: false,
    list: false,
    decorateReply: false,
    setHeaders: (res, path) => {
      // Precompressed copies are served from mf-manifest.json.br/.gz: judge by the original name.
      res.header('Cache-Control', /mf-manifest\.json(\.br|\.gz)?$/.test(path) ? NO_CACHE : IMMUTABLE);
      res.header('Access-Control-Allow-Origin', '*');
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });
  // The shell's hashed files.
  await app.register(fastifyStatic, {
    root: join(shellDir, 'static'),
    prefix: '/static/',
    preCompressed: true,
    index: false,
    list: false,
    decorateReply: false,
    setHeaders: (res) => {
      res.header('Cache-Control', IMMUTABLE);
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });
  app.get('/mf-manifest.json', async (_request, reply) =>
    reply
      .header('Cache-Control', NO_CACHE)
      .type('application/json')
      .send(readFileSync(join(shellDir, 'mf-manifest.json'))),
  );
  // The site's icons, by the names browsers and bots ask for (published at the shell build's root).
  for (const [name, type] of [
    ['favicon.ico', 'image/x-icon'],
    ['apple-touch-icon.png', 'image/png'],
  ] as const) {
    app.get(`/${name}`, async (_request, reply) => {
      const file = join(shellDir, name);
      if (!existsSync(file)) return reply.code(404).header('Cache-Control', NO_CACHE).type('text/plain').send('Not Found');
      return reply
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .type(type)
        .send(readFileSync(file));
    });
  }
  /** The site's public origin: the configured SITE_URL, else the server's own (never the request's Host). */
  const siteOrigin = (request: FastifyRequest) =>
    String(siteConfig().siteUrl || '') || options.siteUrl || `${request.protocol}://localhost:${request.socket.localPort ?? 80}`;
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(siteOrigin(request))),
  );

  if (options.registerApi) await options.registerApi(app);

  // The sitemap: rebuilt at most every ten minutes per origin and registry (a deploy adds a section's new pages).
  const sitemaps = new Map<string, { at: number; xml: string }>();
  app.get('/sitemap.xml', async (request, reply) => {
    const origin = siteOrigin(request);
    const doc = registry();
    const key = `${origin} ${JSON.stringify(Object.values(doc.remotes).map((remote) => remote.current.version))}`;
    let entry = sitemaps.get(key);
    if (!entry || Date.now() - entry.at > 600_000) {
      const apiBase = String(siteConfig().apiBase ?? '/api').replace(/\/$/, '');
      const get = async (path: string): Promise<unknown> => {
        if (options.registerApi && !/^https?:\/\//.test(apiBase)) {
          const response = await app.inject({ method: 'GET', url: `${apiBase}${path}` });
          if (response.statusCode !== 200) throw new Error(`${path}: HTTP ${response.statusCode}`);
          return response.json();
        }
        const response = await fetch(`${apiBase}${path}`, { headers: { Accept: 'application/json' } });
        if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
        return response.json();
      };
      try {
        entry = { at: Date.now(), xml: await buildSitemap(origin, doc, get) };
      } catch (error) {
        request.log.error({ err: error }, 'sitemap');
        return reply.code(503).header('Retry-After', '60').header('Cache-Control', NO_CACHE).type('text/plain').send('Service Unavailable');
      }
      sitemaps.clear();
      sitemaps.set(key, entry);
    }
    return sendCompressed(request, reply.header('Cache-Control', 'public, max-age=600'), entry.xml, 'application/xml; charset=utf-8');
  });

  const ssrEnabled = options.ssr ?? process.env.SSR !== '0';
  const startConfig = siteConfig();
  const apiBase = String(startConfig.apiBase ?? '/api');
  const rendererOptions = {
    deployDir,
    mfeDir,
    // In process when the API is registered here and the page's API is this origin's; else over the network.
    api: options.registerApi && !/^https?:\/\//.test(apiBase) ? app : null,
    apiBase,
    ...(options.renderBudgetMs ? { budgetMs: options.renderBudgetMs } : {}),
    shellRecord: () => source.shell(),
  };
  const threads = options.renderThreads;
  const pages = !ssrEnabled
    ? null
    : threads && threads.threads > 0
      ? new ThreadedPageRenderer({ ...rendererOptions, ...threads })
      : new PageRenderer(rendererOptions);
  if (pages instanceof ThreadedPageRenderer) app.addHook('onClose', async () => pages.close());
  const allowance = options.renderAllowance ?? new RenderAllowance();
  /** Renders under way, by the key their page will be cached under. */
  const rendering = new Map<string, Promise<CachedPage | { redirect: string; status: number } | { fallback: string }>>();
  const cache = new PageCache(
    envNumber('SSR_CACHE_FRESH_MS', 60_000),
    envNumber('SSR_CACHE_STALE_MS', 300_000),
    2000,
    positiveEnv('SSR_CACHE_MB', 128) * 1024 * 1024,
    envNumber('SSR_CACHE_IF_ERROR_MS', 24 * 60 * 60_000),
  );
  // Editorial publishing: what a publish changed leaves the page cache and the sitemap at once (content-purge.ts).
  const stopPurging = options.onContentChanged?.((change) => void (purgeContentPages(cache, change), sitemaps.clear()));
  if (stopPurging) app.addHook('onClose', async () => stopPurging());

  /** The client-rendered page (no server render, or one that fell back): the shell's index.html with its configuration. */
  const clientPage = (doc: RegistryDocument, config: Record<string, unknown>, locale: Locale, owner: string | null): string => {
    const remote = owner ? doc.remotes[owner] : undefined;
    const preload = preloadTags(preloads.shell(locale), remote ? preloads.remote(remote.current.entry) : null);
    const head =
      `<script id="site-config" type="application/json">${json(config)}</script>` +
      `<script id="site-registry" type="application/json">${json(doc)}</script>${preload}`;
    return indexHtml()
      .replace('<html lang="uz"', `<html lang="${LOCALE_TAGS[locale]}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${SITE_NAME[locale]}</title>`)
      .replace('<!--site:head-->', () => head);
  };

  /** A server-rendered page: the same document with the page's head, its markup in #root and its hydration state. */
  const renderedPage = (
    doc: RegistryDocument,
    config: Record<string, unknown>,
    locale: Locale,
    owner: string | null,
    page: { status: number; head: string; html: string; state: string },
  ): string => {
    const remote = owner ? doc.remotes[owner] : undefined;
    const remoteFiles = remote ? preloads.remote(remote.current.entry) : null;
    const preload = preloadTags(preloads.shell(locale), remoteFiles, true);
    // The head holds what the first paint needs: the page's head tags and its stylesheets, found by the browser in
    // the response's first bytes. What only the scripts read (configuration, registry, hydration state, the files to
    // hydrate with: 36 KB on the home page) ends the body, after the markup, so on a slow line the markup arrives and
    // paints first. The scripts are deferred: they run once the whole document is parsed, islands included.
    const islands =
      `<script id="site-config" type="application/json">${json(config)}</script>` +
      `<script id="site-registry" type="application/json">${json(doc)}</script>` +
      `<script id="site-ssr" type="application/json">${page.state}</script>` +
      `<script id="site-scripts" type="application/json">${json(hydrationFiles(preloads.shell(locale), remoteFiles))}</script>`;
    return (
      indexHtml()
        .replace('<html lang="uz"', `<html lang="${LOCALE_TAGS[locale]}"`)
        .replace(/<title>[^<]*<\/title>\s*/, '')
        .replace('<!--site:head-->', () => `${page.head}${preload}`)
        // The template's "this site needs JavaScript" is not true of a rendered page (removed before the page goes in).
        .replace(/<noscript data-site-needs-js>[\s\S]*?<\/noscript>\s*/, '')
        .replace(
          '<body>',
          () =>
            `<body>${page.status === 503 ? `<noscript><p role="alert" style="margin:0;padding:1rem;background:#fff5f5;color:#8a1c1c;border-bottom:1px solid #f1c0c0">${UNAVAILABLE_NOTE[locale]}</p></noscript>` : ''}`,
        )
        .replace(/<div id="root">\s*<!--site:root-->[\s\S]*?<!--\/site:root-->\s*<\/div>/, () => `<div id="root">${page.html}</div>`)
        .replace('</body>', () => `${islands}</body>`)
    );
  };

  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPage,
    config: Record<string, unknown>,
    how: string,
    /** Chosen for this browser (a canary's share, an override): no shared cache may give it to anyone else. */
    personal = false,
    devOrigins: string[] = [],
  ) => {
    securityHeaders(reply, config, devOrigins);
    reply.code(page.status).header('X-Render', how).header('Vary', 'Accept-Encoding');
    // The API could not give the page its data: ask again in a while (the page itself asks again in the browser).
    if (page.status === 503) reply.header('Retry-After', '30');
    if (page.shared === false || personal) {
      // Rendered while one of its requests failed: not for any cache, ours or a CDN's.
      reply.header('Cache-Control', NO_CACHE);
    } else if (requestTarget(request.url).pathname === '/') {
      // The root redirects by cookie and language first: a shared cache must not keep its Uzbek page for everyone.
      reply.header('Cache-Control', NO_CACHE).header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
    } else {
      // Shared caches (a CDN) may keep a public page as long as this server does; browsers ask again each time.
      reply.header(
        'Cache-Control',
        `public, max-age=0, s-maxage=${Math.round(cache.freshMs / 1000)}, stale-while-revalidate=${Math.round(cache.staleMs / 1000)}, ` +
          `stale-if-error=${Math.round(cache.ifErrorMs / 1000)}`,
      );
    }
    // A one-time link (a password reset's ?token=) is nobody's to keep: not even the browser's cache.
    if (oneTimeLink(requestTarget(request.url).searchParams)) reply.header('Cache-Control', 'no-store');
    const encoding = encodingFor(request);
    reply.header('Content-Type', 'text/html; charset=utf-8');
    if (encoding === 'br') {
      page.br ??= await brotliAsync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      return reply.header('Content-Encoding', 'br').send(page.br);
    }
    if (encoding === 'gzip') {
      page.gzip ??= await gzipAsync(page.html, { level: 6 });
      return reply.header('Content-Encoding', 'gzip').send(page.gzip);
    }
    return reply.send(page.html);
  };

  // Every other GET is a page of the site: rendered on the server from the sections (docs/decisions/0010), or, when
  // that cannot be done, the shell's index.html with the configuration inlined, rendered by the browser as before.
  app.setNotFoundHandler(async (request, reply) => {
    const url = requestTarget(request.url);
    const notPage = /^\/(api|mfe|static|__ops)\//.test(url.pathname) || /\.[a-z0-9]{1,5}$/i.test(url.pathname);
    // One address per page: doubled slashes, a trailing slash, dot segments, backslashes and capital letters (every
    // page's address is lower case: locales, routes, slugs; "/EN/News" typed or printed on paper) redirect for good
    // to the clean path (compared with the path as sent: the parsed one has already resolved some of them). A
    // percent escape keeps its case: "%D0%BD" is the same byte as "%d0%bd".
    const clean = url.pathname
      .replace(/\/{2,}/g, '/')
      .replace(/(.)\/$/, '$1')
      .replace(/%[0-9a-f]{2}|[A-Z]+/gi, (part) => (part.startsWith('%') ? part : part.toLowerCase()));
    // A page is read, never sent to (the kit's forms are never sent by the browser itself: use-site-form.tsx).
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (notPage) return reply.code(404).send({ error: { code: 'not_found', message: 'Not Found' } });
      return reply
        .code(405)
        .header('Allow', 'GET, HEAD')
        .header('Cache-Control', NO_CACHE)
        .send({ error: { code: 'method_not_allowed', message: 'A page can only be read (GET or HEAD)' } });
    }
    if (notPage)
      return reply
        .code(404)
        .header('Cache-Control', NO_CACHE)
        .send({ error: { code: 'not_found', message: 'Not Found' } });
    if (clean !== sentPath(request.url))
      return reply.code(301).header('Cache-Control', 'public, max-age=3600').redirect(`${clean}${url.search}`);
    // The default language has no prefix: "/uz/news" (typed, or another language's address with its prefix changed)
    // is "/news". The visitor asked for Uzbek by name, so the language cookie says so, or "/" would send them back to
    // the language of their browser. A 302, never stored: a later choice of another language must not meet it.
    const defaultPrefix = new RegExp(`^/${DEFAULT_LOCALE}(?=/|$)`);
    if (defaultPrefix.test(url.pathname)) {
      return reply
        .code(302)
        .header('Cache-Control', 'no-store')
        .header('Set-Cookie', localeCookie(DEFAULT_LOCALE))
        .redirect(`${url.pathname.replace(defaultPrefix, '') || '/'}${url.search}`);
    }
    const target = rootRedirect(url.pathname, request.headers.cookie, acceptLanguages(request.headers['accept-language']));
    if (target) {
      return reply
        .code(302)
        .header('Vary', 'Cookie, Accept-Language')
        .header('Cache-Control', NO_CACHE)
        .redirect(`${withLocale('/', target)}${url.search}`);
    }
    const resolved = registryFor(request, reply);
    const doc = resolved.doc;
    const config = siteConfig();
    const { locale, path } = splitLocale(url.pathname);
    const prefixes = Object.fromEntries(Object.entries(doc.remotes).map(([name, remote]) => [name, remote.prefixes]));
    const owner = ownerOfPath(path, prefixes);
    const known = owner !== null || SHELL_PAGES.includes(path);

    const csr = (reason: string) => {
      served.clientRendered[reason] = (served.clientRendered[reason] ?? 0) + 1;
      securityHeaders(reply, config, resolved.dev);
      reply
        .code(known ? 200 : 404)
        .header('Cache-Control', NO_CACHE)
        .header('X-Render', `client; ${reason}`);
      if (oneTimeLink(url.searchParams)) reply.header('Cache-Control', 'no-store');
      if (url.pathname === '/') reply.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
      return sendCompressed(request, reply, clientPage(doc, config, locale, owner), 'text/html; charset=utf-8');
    };
    // A section's private pages (the staff workspace: `private` in its defineSection, carried by the registry) render in
    // the browser only: never rendered here, never kept by this server's cache, a CDN or the browser, never indexed.
    if (owner && isPrivatePath(doc.remotes[owner]?.current, path)) {
      served.clientRendered.private = (served.clientRendered.private ?? 0) + 1;
      securityHeaders(reply, config, resolved.dev);
      reply
        .code(200)
        .header('Cache-Control', PRIVATE_NO_STORE)
        .header('X-Robots-Tag', PRIVATE_ROBOTS)
        .header('X-Render', 'client; private');
      const html = clientPage(doc, config, locale, owner).replace('</head>', `<meta name="robots" content="${PRIVATE_ROBOTS}"></head>`);
      return sendCompressed(request, reply, html, 'text/html; charset=utf-8');
    }
    if (!pages) return csr('off');
    // A development build has no server build: its pages render in the browser that asked for it.
    if (owner && resolved.dev.length && resolved.overridden.includes(owner) && doc.remotes[owner]?.current.version === 'dev')
      return csr('override');

    const origin = siteOrigin(request);
    const versions = Object.entries(doc.remotes)
      .map(([name, remote]) => `${name}=${remote.current.version}/${remote.previous?.version ?? ''}`)
      .join(',');
    // A page is rendered and cached for its address less the tracking parameters (the kit's TRACKING_PARAM): Yandex
    // adds `ysclid` and Facebook `fbclid` to every click, each different, so every visitor from a search result or a
    // shared post missed the cache. The browser's address keeps them (the site's own analytics may read them there).
    const { search, dropped } = splitTracking(url.search);
    const key = `${origin} ${url.pathname}${search} ${versions}`;
    const renderRequest = {
      url: `${url.pathname}${search}`,
      origin,
      cookie: request.headers.cookie ?? '',
      registry: doc,
      config: config as never,
    };

    // A browser with a session hint is rendered afresh (a page may depend on who is signed in), never from the cache;
    // so is one looking at an override (QA's chosen version is not for the cache).
    const signedIn = /(?:^|;\s*)tax_signed_in=1(?:;|$)/.test(request.headers.cookie ?? '');
    const renderInto = async (): Promise<CachedPage | { redirect: string; status: number } | { fallback: string }> => {
      const result = await pages.render(renderRequest, request.ip);
      if (result.kind === 'redirect') return { redirect: result.location, status: result.status };
      if (result.kind === 'fallback') return { fallback: result.reason };
      // A signed-in visitor's render is his own: neither kept here nor by a CDN (no page shows who is signed in on the
      // server today, but the next one might).
      const keep = result.cacheable && !signedIn;
      const page: CachedPage = {
        status: result.status,
        // The browser's head tags must name the origin the server's did (SITE_URL, else the server's own): with an empty
        // siteUrl it took the address bar's, and a visitor at another name of this server (127.0.0.1, a LAN address)
        // had every canonical and alternate link twice, the server's and the browser's.
        html: renderedPage(doc, { ...config, siteUrl: origin }, locale, owner, result),
        storedAt: Date.now(),
        shared: keep,
      };
      // Keyed by the shell version too: a shell deploy or rollback renders anew.
      if (keep && resolved.overridden.length === 0 && !oneTimeLink(url.searchParams)) cache.set(`${result.shell ?? ''} ${key}`, page);
      return page;
    };

    const shellKey = `${pages.liveShell() ?? ''} ${key}`;
    // A one-time link (a password reset's ?token=) is nobody else's page: never kept, here or at a CDN.
    const oneTime = oneTimeLink(url.searchParams);
    const personal = resolved.canary || resolved.overridden.length > 0 || oneTime;
    const cached = signedIn || resolved.overridden.length > 0 || oneTime ? null : cache.get(shellKey);
    if (cached) {
      if (!cached.fresh && !cached.page.revalidating) {
        // Stale: served at once, rendered again behind it. A render that could not be kept (its data did not come)
        // leaves the page as it is, to be tried again ten seconds on.
        const page = cached.page;
        page.revalidating = true;
        void renderInto()
          .catch(() => undefined)
          .finally(() => setTimeout(() => (page.revalidating = false), 10_000).unref());
      }
      return sendPage(
        request,
        reply,
        cached.page,
        config,
        cached.fresh ? 'server; cache=hit' : 'server; cache=stale',
        personal,
        resolved.dev,
      );
    }
    // Visitors who ask for the same page while it renders (right after a deploy every key is new) wait for that one
    // render instead of rendering one each: they get its page if it can be shared, else render their own.
    const shareable = !signedIn && resolved.overridden.length === 0 && !oneTime;
    const running = shareable ? rendering.get(shellKey) : undefined;
    let rendered: Awaited<ReturnType<typeof renderInto>> | null = null;
    let how = 'server; cache=miss';
    if (running) {
      const theirs = await running;
      if ('redirect' in theirs || ('html' in theirs && theirs.shared !== false)) {
        rendered = theirs;
        how = 'server; cache=joined';
      }
    }
    if (!rendered) {
      // Beyond its allowance of renders a client gets the client-rendered page (ssr.ts, RenderAllowance).
      if (!allowance.take(request.ip)) return csr('busy');
      const mine = renderInto();
      if (shareable && !running) {
        rendering.set(shellKey, mine);
        void mine.finally(() => rendering.delete(shellKey)).catch(() => undefined);
      }
      rendered = await mine;
    }
    if ('redirect' in rendered) {
      // The visitor's tracking parameters go with him to a page of the site.
      let location = rendered.redirect;
      if (dropped.length && location.startsWith('/') && !location.startsWith('//')) {
        const next = new URL(location, 'http://site');
        for (const [name, value] of dropped) next.searchParams.append(name, value);
        location = `${next.pathname}${next.search}${next.hash}`;
      }
      return reply
        .code(rendered.status === 301 || rendered.status === 308 ? rendered.status : 302)
        .header('Cache-Control', NO_CACHE)
        .redirect(location);
    }
    // The page could not get its data (the API or its database away, a loader failing, the render budget spent): its
    // last good render, if this server has one, however stale, rather than a page of placeholders. Never for a page
    // whose render depends on the visitor, and sent for no cache to keep.
    const unavailable =
      ('fallback' in rendered && ['loader-error', 'timeout'].includes(rendered.fallback)) ||
      ('html' in rendered && rendered.status === 503);
    const good = unavailable && shareable ? cache.lastGood(shellKey) : null;
    if (good)
      return sendPage(request, reply, { ...good, shared: false }, config, 'server; cache=kept-through-error', personal, resolved.dev);
    if ('fallback' in rendered) return csr(rendered.fallback);
    if (how.endsWith('joined')) served.joined += 1;
    else served.rendered += 1;
    return sendPage(request, reply, rendered, config, how, personal, resolved.dev);
  });

  return app;
}
