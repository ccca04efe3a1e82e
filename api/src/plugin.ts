/**
 * The API as one encapsulated fastify plugin: everything it needs (security headers, compression,
 * CORS, multipart, rate limits, JSON errors, the not-found answer) is registered inside it and does
 * not touch the routes of the host (the site server registers it under `/api` next to the static site).
 */
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { databaseRateLimitStore } from './lib/rate-limit-store.ts';
import { purgeExpired } from './lib/retention.ts';
import { createMailer, type Mailer } from './lib/mail.ts';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { buildOpenApi } from '@tax/shared/contract';
import { apiSecurityHeaders, transportHeaders } from '@tax/shared/security-headers';
import type { ApiContext, CacheKind } from './context.ts';
import { etagOf, MULTIPART_LIMITS, ResponseCache } from './context.ts';
import type { Database } from './db/schema.ts';
import { ApiHttpError } from './lib/errors.ts';
import { PerClientLimit } from './lib/gate.ts';
import { registerStrictJsonParser } from './lib/json-body.ts';
import { contractValidator } from './lib/route-schema.ts';
import { DEFAULT_SIGN_IN_THROTTLE, type SignInThrottle } from './lib/throttle.ts';
import { OperatorHub } from './operators.ts';
import { clientKey } from './session.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerOpsRoutes } from './routes/ops.ts';
import { registerStaffRoutes } from './routes/staff/index.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { registerCatalogueRoutes } from './routes/catalogue.ts';
import { registerCompanyRoutes } from './routes/company.ts';
import { registerNewsRoutes } from './routes/news.ts';
import { registerOpenDataRoutes } from './routes/open-data.ts';
import { registerRegionRoutes } from './routes/regions.ts';
import { registerStatisticsRoutes } from './routes/statistics.ts';
import { registerVacancyRoutes } from './routes/vacancies.ts';
import { registerFeedRoutes } from './routes/feed.ts';
import { registerFormRoutes } from './routes/forms.ts';
import { registerMediaRoutes } from './routes/media.ts';
import { registerMediaImageRoutes } from './routes/media-images.ts';
import { registerOperatorRoutes } from './routes/operators.ts';
import { setUpEditorial, type Editorial } from './editorial/index.ts';
import { previewAwareDb, registerPreviewScope } from './editorial/preview-scope.ts';
import type { ContentBus } from './editorial/content-changes.ts';
import { registerSearchRoutes } from './routes/search.ts';
import { requestLogSerializers } from './lib/log-redact.ts';
import { CvChecker, type CvCheckerOptions } from './files/cv-checker.ts';
import { fileStoreFromEnv, type FileStore } from './files/file-store.ts';
import { DEFAULT_BEACON_LIMITS, registerBeaconRoutes, type BeaconLimits } from './routes/beacons.ts';
import { registerPasswordResetRoutes } from './routes/password-reset.ts';
import { registerRegistrationRoutes } from './routes/registration.ts';

export interface ApiPluginOptions {
  /** The database from openDatabase(). */
  db: Kysely<Database>;
  /**
   * Registered inside the site server: whether it has a shell to serve pages with. /ready then reports `shell` and
   * is a 503 without one (a deploy folder nobody published into), so a balancer keeps visitors away from it.
   */
  shellPublished?: () => boolean;
  /** Run the call-centre simulator in this process (the default local start does). Default false. */
  simulateOperators?: boolean;
  /** Outgoing mail (password resets); default SMTP_URL's server, else the outbox folder (lib/mail.ts). */
  mailer?: Mailer;
  /** Where uploaded CVs are kept; default UPLOADS_BUCKET's bucket, else the folder UPLOADS_DIR (files/file-store.ts). */
  files?: FileStore;
  /** The CV checks' worker threads, or their options (default: one thread, made here and closed with the API). */
  cvChecker?: CvChecker | CvCheckerOptions;
  /** Delete records past their retention (api/src/lib/retention.ts) at start and every six hours. Default true. */
  purge?: boolean;
  /** Per-client limit of form and sign-in/registration requests; false disables it. Default 10 per minute. */
  rateLimit?: { max: number; timeWindowMs: number } | false;
  /**
   * Where the per-client counters live: 'memory' (this process; one server) or 'database' (shared by every server
   * on the same PostgreSQL). Default: RATE_LIMIT_STORE, else 'memory'.
   */
  rateLimitStore?: 'memory' | 'database';
  /** Origins allowed by CORS (with credentials). Default: CORS_ORIGINS (comma-separated), else none (same origin only). */
  corsOrigins?: string[];
  /** Bearer token of the telephony ingestion endpoint. Default: TELEPHONY_TOKEN; without one, ingestion is refused. */
  telephonyToken?: string;
  /** Alias of telephonyToken. */
  telemetryToken?: string;
  /** Mark the session cookie Secure. Default: COOKIE_SECURE (1/0) when set, else NODE_ENV === 'production'. */
  cookieSecure?: boolean;
  /**
   * The operators' token (the site server's, OPS_TOKEN): with it, loopback clients may create staff accounts through
   * the running server (`npm run staff` while the site runs). Default OPS_TOKEN; without one the endpoint does not exist.
   */
  opsToken?: string;
  /**
   * The key that encrypts staff second-factor keys at rest (32 bytes, hex or base64). Default: STAFF_SECRET_KEY; without
   * one they are stored unencrypted (and the server says so at start).
   */
  staffSecretKey?: string;
  /** The clock (tests inject one). */
  now?: () => Date;
  /**
   * The site's own address (scheme, host, port), the only base of absolute links the API writes (the news feed)
   * and an origin allowed to send state-changing requests. Default: SITE_URL, else http://localhost:3000.
   * Never taken from the request's Host header, which anyone can set.
   */
  siteUrl?: string;
  /** Absolute base URL under which the API is reachable from browsers, for the URLs it hands out. Default: API_PUBLIC_URL, else the plugin prefix. */
  publicUrl?: string;
  /** How long content answers are kept in memory (ms). Default 30 000; 0 disables. */
  contentCacheTtlMs?: number;
  /** Session lifetime (ms). Default 7 days. */
  sessionTtlMs?: number;
  /** Sign-in throttling per account, device cookie and address (lib/throttle.ts); each part overrides the default's. */
  signInThrottle?: Partial<SignInThrottle>;
  /** JSON body limit in bytes. Default 64 KiB (CV uploads: 5 MiB). */
  bodyLimit?: number;
  /**
   * Requests in flight per client address: `expensive` for uncached database work (search, open-data files, CSV
   * exports), `any` for every API request; beyond them a 429 at once. false disables both. Default 4 / 16.
   */
  inFlight?: { expensive: number; any: number } | false;
  /**
   * Release beacons (decision 0041): what one view token adds at most, how long it counts, which versions the
   * registry names (the site server's registry; absent: all), and the signing secret (default: the ops token).
   */
  beacons?: Partial<BeaconLimits>;
  /**
   * Operators: DB poll period while SSE clients listen, simulator period, SSE heartbeat (ms), and the live streams
   * one client address may hold open at once (one more: 429; false disables). Default streams: SSE_STREAMS_PER_CLIENT
   * (0 disables), else 6.
   */
  operators?: { pollMs?: number; simulateMs?: number; heartbeatMs?: number; streamsPerClient?: number | false };
  /**
   * Content-changed events (publish, unpublish, slug change, on this server or another on the same database): the host
   * makes one (`createContentBus()`), passes it and subscribes with `bus.onContentChanged(listener)` to drop its pages.
   */
  contentBus?: ContentBus;
  /** The site's page patterns for checking editors' internal links; default: those the sections declare. */
  sitePaths?: () => readonly string[];
  /** How often scheduled publications and other servers' changes are looked at (ms). Default EDITORIAL_TICK_MS, else 1 000. */
  editorialTickMs?: number;
  /** The types a second editor must approve before publishing (`all` or names; default EDITORIAL_REVIEW_TYPES). */
  editorialReviewTypes?: string;
  /** Receives the editorial machinery once set up (tests drive its tick). */
  onEditorial?: (editorial: Editorial) => void;
}

const CACHE_CONTROL: Record<CacheKind, string> = {
  content: 'public, max-age=60, stale-while-revalidate=600',
  media: 'public, max-age=31536000, immutable',
  live: 'no-cache',
  none: 'no-store',
};

/**
 * What a database error means for the client. Values PostgreSQL cannot store or read (a NUL byte, a malformed
 * number or date that got past the checks) are the request's fault: 400, never a 500. A statement time-out or
 * no free connection in time is the server being busy: 503 with Retry-After.
 */
export function databaseErrorAnswer(err: unknown): { status: number; code: string; message: string } | null {
  const e = err as { code?: unknown; message?: unknown };
  const sqlState = typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  if (sqlState === '22021' || sqlState === '22P05' || /invalid byte sequence for encoding/i.test(message))
    return { status: 400, code: 'bad_request', message: 'The request holds characters that cannot be stored' };
  if (sqlState.startsWith('22')) return { status: 400, code: 'bad_request', message: 'A value in the request is not valid' };
  if (sqlState === '57014' || sqlState === '55P03' || sqlState === '53300' || /timeout exceeded when trying to connect/i.test(message))
    return { status: 503, code: 'busy', message: 'The server is busy; try again in a moment' };
  // The database cannot be reached or is going away (stopped, restarting, failing over): the same answer as a busy
  // one, not a 500. SQLSTATE class 08 is "connection exception", 57P01-57P03 an administrator's or a crash's shutdown.
  const errno = typeof e.code === 'string' ? e.code : '';
  if (
    sqlState.startsWith('08') ||
    sqlState === '57P01' ||
    sqlState === '57P02' ||
    sqlState === '57P03' ||
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE'].includes(errno) ||
    /^Connection terminated/i.test(message)
  )
    return { status: 503, code: 'unavailable', message: 'The service is unavailable for a moment; try again shortly' };
  return null;
}

/** Live streams per client address from SSE_STREAMS_PER_CLIENT: a positive number, 0 for no bound, else 6. */
function streamsPerClientOf(value: string | undefined): number | false {
  const n = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isInteger(n) || n < 0) return 6;
  return n === 0 ? false : n;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin (scheme://host[:port]) of the configured site URL; a local default when none is configured. */
function siteOriginOf(url: string | undefined): string {
  try {
    if (url && /^https?:\/\//.test(url)) return new URL(url).origin;
  } catch {
    // An unusable SITE_URL falls back like a missing one.
  }
  return 'http://localhost:3000';
}

const apiPluginImpl: FastifyPluginAsync<ApiPluginOptions> = async (app, opts) => {
  const rl = opts.rateLimit === undefined ? { max: 10, timeWindowMs: 60_000 } : opts.rateLimit;
  const prefix = app.prefix || '';
  const ctx: ApiContext = {
    // The preview's transaction inside a preview's request, the database everywhere else (editorial/preview-scope.ts).
    db: previewAwareDb(opts.db),
    now: opts.now ?? (() => new Date()),
    publicBase: (opts.publicUrl ?? process.env.API_PUBLIC_URL ?? prefix).replace(/\/$/, ''),
    siteOrigin: siteOriginOf(opts.siteUrl ?? process.env.SITE_URL),
    cache: new ResponseCache(opts.contentCacheTtlMs ?? 30_000),
    rateLimit: rl ? { max: rl.max, timeWindow: rl.timeWindowMs } : false,
    bodyLimit: opts.bodyLimit ?? 64 * 1024,
    cookieSecure:
      opts.cookieSecure ?? (process.env.COOKIE_SECURE ? process.env.COOKIE_SECURE === '1' : process.env.NODE_ENV === 'production'),
    sessionTtlMs: opts.sessionTtlMs ?? 7 * 24 * 3600 * 1000,
    signInThrottle: { ...DEFAULT_SIGN_IN_THROTTLE, ...opts.signInThrottle },
    telephonyToken: opts.telephonyToken ?? opts.telemetryToken ?? process.env.TELEPHONY_TOKEN ?? undefined,
    mailer: opts.mailer ?? createMailer(),
    files: opts.files ?? fileStoreFromEnv(),
    cvChecker: opts.cvChecker instanceof CvChecker ? opts.cvChecker : new CvChecker(opts.cvChecker),
  };
  if (!(opts.cvChecker instanceof CvChecker)) app.addHook('onClose', () => ctx.cvChecker.close());
  const corsOrigins =
    opts.corsOrigins ??
    (process.env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);

  // Every API route logs its requests with secret query parameters redacted, whichever host the API runs in
  // (the site server or the standalone API): route serializers apply to the 'incoming request' line too.
  app.addHook('onRoute', (route) => {
    route.logSerializers = { ...requestLogSerializers, ...route.logSerializers };
  });

  // Security headers from the site's one definition (@tax/shared/security-headers, helmet's options); set on the
  // reply, not by registering @fastify/helmet or @fastify/cors here: those would clash with the host's own
  // registration of them (same decorators, api/test/host.test.ts). CORS is a few lines.
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(apiSecurityHeaders()).headers(transportHeaders(request.protocol));
    const origin = request.headers.origin;
    if (origin && corsOrigins.includes(origin)) {
      reply.headers({
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        'access-control-expose-headers': 'ETag, Retry-After, Idempotent-Replayed, Content-Language',
        vary: 'Origin',
      });
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
        return reply
          .code(204)
          .headers({
            'access-control-allow-methods': 'GET, HEAD, POST, PATCH, DELETE, OPTIONS',
            'access-control-allow-headers': 'Content-Type, Accept, Accept-Language, Idempotency-Key, Authorization',
            'access-control-max-age': '600',
            'cache-control': 'no-store',
          })
          .send();
      }
    }
  });
  // Preflights from origins not on the list: a plain 204 without CORS headers (the browser then refuses).
  app.options('/*', { config: { cache: 'none' } }, async (_request, reply) => reply.code(204).send());

  // One client must not hold every worker: a few uncached, expensive reads (a full-text search is a database scan
  // and a ranking) at a time, and a bound on everything else. Counted per address in this process (a per-process
  // resource is what they protect); the streams of live operators are long by design and not counted here (they
  // have their own bound per address, routes/operators.ts); a HEAD of the stream ends at once and is.
  const inFlight = opts.inFlight === undefined ? { expensive: 4, any: 16 } : opts.inFlight;
  if (inFlight) {
    const anyLimit = new PerClientLimit(inFlight.any);
    const expensiveLimit = new PerClientLimit(inFlight.expensive);
    const expensiveRoutes = new Set(['/search', '/open-data/:file', '/staff/inbox/export.csv'].map((r) => `${prefix}${r}`));
    app.addHook('onRequest', async (request, reply) => {
      const route = request.routeOptions.url ?? '';
      if (route === `${prefix}/operators/stream` && request.method === 'GET') return;
      const key = clientKey(request);
      const limits = expensiveRoutes.has(route) ? [anyLimit, expensiveLimit] : [anyLimit];
      const taken: PerClientLimit[] = [];
      for (const limit of limits) {
        if (!limit.take(key)) {
          for (const t of taken) t.give(key);
          throw new ApiHttpError(429, 'rate_limited', 'Too many requests in flight from this client; retry in a moment', undefined, {
            'retry-after': '1',
          });
        }
        taken.push(limit);
      }
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        for (const t of taken) t.give(key);
      };
      // 'close' comes when the answer is sent and when the client goes away first.
      reply.raw.once('close', release);
      reply.raw.once('finish', release);
    });
  }

  // State-changing requests only from the site itself or a configured origin. SameSite=Lax cookies already keep
  // other sites' forms out, but not a page on a sibling subdomain (same site, other origin), which could sign a
  // visitor out or post in his name. Browsers say where a request comes from (Origin, Sec-Fetch-Site); clients
  // that say nothing (servers, the telephony system, curl) are not browsers carrying a visitor's cookies.
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (origin === ctx.siteOrigin || corsOrigins.includes(origin) || origin === `${request.protocol}://${request.host}`) return;
      throw new ApiHttpError(403, 'cross_origin_refused', 'Requests that change data are accepted only from the site itself');
    }
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none')
      throw new ApiHttpError(403, 'cross_origin_refused', 'Requests that change data are accepted only from the site itself');
  });

  // Compression, multipart and rate limiting come from their plugins, unless the host registered them
  // already (its hooks then cover these routes too, and a second registration would throw).
  if (!app.hasReplyDecorator('compress')) {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip', 'deflate'],
      brotliOptions: { params: { 0: 0, 1: 4 } } as never,
    });
  }
  if (!app.hasRequestDecorator('isMultipart')) {
    await app.register(multipart, { limits: MULTIPART_LIMITS });
  }
  if (rl && !app.hasDecorator('rateLimit')) {
    const shared = (opts.rateLimitStore ?? process.env.RATE_LIMIT_STORE) === 'database';
    await app.register(rateLimit, {
      global: false,
      ...(shared
        ? {
            store: databaseRateLimitStore(opts.db),
            // The database away: the request goes on (and meets the database's own 503 if it needs it) rather than
            // failing for a counter.
            skipOnError: true,
          }
        : {}),
      addHeadersOnExceeding: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true },
      errorResponseBuilder: (_req, c) => {
        const err = new ApiHttpError(429, 'rate_limited', `Too many requests; retry in ${Math.ceil(c.ttl / 1000)} s`, undefined, {
          'retry-after': String(Math.max(1, Math.ceil(c.ttl / 1000))),
        });
        return err as unknown as object;
      },
    });
  }

  // JSON and multipart only: a text/plain body is refused with 415 rather than read as a string.
  app.removeContentTypeParser('text/plain');
  // JSON in UTF-8 only: invalid bytes are a 400 and another declared charset a 415, never stored as U+FFFD.
  registerStrictJsonParser(app);

  // ETag, conditional GET and Cache-Control for every answer of the API.
  app.addHook('onSend', async (request, reply, payload) => {
    const method = request.method;
    const status = reply.statusCode;
    if (!reply.hasHeader('cache-control')) {
      const kind = reply.routeOptions.config?.cache;
      reply.header('cache-control', status >= 400 ? 'no-store' : CACHE_CONTROL[kind ?? (method === 'GET' ? 'live' : 'none')]);
    }
    if ((method === 'GET' || method === 'HEAD') && status === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      let etag = reply.getHeader('etag') as string | undefined;
      if (!etag) {
        etag = etagOf(payload);
        reply.header('etag', etag);
      }
      const inm = request.headers['if-none-match'];
      if (inm && inm.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
        reply.code(304);
        reply.removeHeader('content-length');
        return '';
      }
    }
    return payload;
  });

  app.setErrorHandler((err: FastifyError | ApiHttpError, request, reply) => {
    if (err instanceof ApiHttpError) {
      if (err.headers) reply.headers(err.headers);
      return reply
        .code(err.statusCode)
        .type('application/json; charset=utf-8')
        .send({ error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) }, ...err.extra });
    }
    const fromDb = databaseErrorAnswer(err);
    if (fromDb) {
      request.log.warn({ err }, 'database refused or timed out');
      if (fromDb.status === 503) reply.header('retry-after', '5');
      return reply
        .code(fromDb.status)
        .type('application/json; charset=utf-8')
        .send({ error: { code: fromDb.code, message: fromDb.message } });
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    let code = 'internal_error';
    let message = 'Internal server error';
    if (status < 500) {
      switch (err.code) {
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          code = 'payload_too_large';
          message = 'The body is too large';
          break;
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          code = 'unsupported_media_type';
          message = 'Unsupported Content-Type';
          break;
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
          code = 'bad_request';
          message = 'The JSON body could not be parsed';
          break;
        default:
          code =
            status === 413
              ? 'payload_too_large'
              : status === 415
                ? 'unsupported_media_type'
                : status === 404
                  ? 'not_found'
                  : status === 429
                    ? 'rate_limited'
                    : 'bad_request';
          message =
            status === 400 && err instanceof SyntaxError
              ? 'The JSON body could not be parsed'
              : (err.message || 'Bad request').slice(0, 200);
      }
    } else {
      request.log.error({ err }, 'request failed');
    }
    return reply.code(status).type('application/json; charset=utf-8').send({ error: { code, message } });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send({ error: { code: 'not_found', message: `No endpoint ${request.method} ${request.url.split('?')[0]}` } }),
  );

  // ------------------------------------------------------------------ system
  app.get('/health', { config: { cache: 'none' } }, async () => ({ status: 'ok' as const }));
  app.get('/ready', { config: { cache: 'none' } }, async (_request, reply) => {
    const database = await sql`SELECT 1`.execute(ctx.db).then(
      () => true,
      () => false,
    );
    const shell = opts.shellPublished?.();
    const parts = shell === undefined ? { database } : { database, shell };
    if (database && shell !== false) return { status: 'ready' as const, ...parts };
    return reply.code(503).send({ status: 'unavailable' as const, ...parts });
  });
  let openapi: string | undefined;
  app.get('/openapi.json', { config: { cache: 'content' } }, async (_request, reply) => {
    openapi ??= JSON.stringify(buildOpenApi({ serverUrl: ctx.publicBase || '/' }));
    return reply.type('application/json; charset=utf-8').send(openapi);
  });

  const hub = new OperatorHub(ctx.db, app.log, {
    now: ctx.now,
    pollMs: opts.operators?.pollMs ?? 2000,
    simulateMs: opts.simulateOperators ? (opts.operators?.simulateMs ?? 4000) : 0,
  });
  app.addHook('onClose', async () => hub.close());

  // What the privacy notice promises: records past their retention go, at start and every six hours.
  if (opts.purge !== false) {
    const purge = () =>
      purgeExpired(opts.db, ctx.now(), ctx.files).then(
        (deleted) => {
          const total = Object.values(deleted).reduce((a, b) => a + b, 0);
          if (total) app.log.info({ deleted }, 'retention: expired records deleted');
        },
        (error: unknown) => app.log.error({ err: error }, 'retention: the purge failed'),
      );
    app.addHook('onReady', async () => {
      void purge();
    });
    const timer = setInterval(() => void purge(), 6 * 3600_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  // Route schemas are the contract's zod schemas (lib/route-schema.ts).
  app.setValidatorCompiler(contractValidator);
  const editorial = await setUpEditorial(app, ctx, {
    bus: opts.contentBus,
    sitePaths: opts.sitePaths,
    tickMs: opts.editorialTickMs,
    reviewTypes: opts.editorialReviewTypes,
  });
  opts.onEditorial?.(editorial);
  registerPreviewScope(app, opts.db, editorial, ctx.now);
  await registerNewsRoutes(app, ctx, editorial);
  await registerCatalogueRoutes(app, ctx, editorial);
  await registerCompanyRoutes(app, ctx, editorial);
  await registerOpenDataRoutes(app, ctx);
  await registerRegionRoutes(app, ctx);
  await registerVacancyRoutes(app, ctx, editorial);
  await registerStatisticsRoutes(app, ctx);
  await registerFeedRoutes(app, ctx);
  await registerSearchRoutes(app, ctx);
  await registerBeaconRoutes(app, ctx, { ...DEFAULT_BEACON_LIMITS, secret: opts.opsToken ?? process.env.OPS_TOKEN, ...opts.beacons });
  await registerPasswordResetRoutes(app, ctx);
  await registerMediaRoutes(app, ctx);
  await registerMediaImageRoutes(app, ctx);
  await registerOperatorRoutes(app, ctx, hub, {
    heartbeatMs: opts.operators?.heartbeatMs ?? 15_000,
    streamsPerClient: opts.operators?.streamsPerClient ?? streamsPerClientOf(process.env.SSE_STREAMS_PER_CLIENT),
  });
  await registerFormRoutes(app, ctx);
  await registerAuthRoutes(app, ctx);
  await registerRegistrationRoutes(app, ctx);
  await registerStaffRoutes(app, ctx, editorial, createSecretBox(opts.staffSecretKey ?? process.env.STAFF_SECRET_KEY));
  await registerOpsRoutes(app, ctx, opts.opsToken ?? process.env.OPS_TOKEN);
};

/** Register with `app.register(apiPlugin, { prefix: '/api', db, ... })`. Encapsulated: nothing leaks to the host. */
export const apiPlugin = apiPluginImpl;
