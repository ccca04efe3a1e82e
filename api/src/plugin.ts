/**
 * The API as one encapsulated fastify plugin: everything it needs (security headers, compression,
 * CORS, multipart, rate limits, JSON errors, the not-found answer) is registered inside it and does
 * not touch the routes of the host (the site server registers it under `/api` next to the static site).
 */
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { buildOpenApi } from '@tax/shared/contract';
import type { ApiContext, CacheKind } from './context.ts';
import { etagOf, MULTIPART_LIMITS, ResponseCache } from './context.ts';
import type { Database } from './db/schema.ts';
import { ApiHttpError } from './lib/errors.ts';
import { OperatorHub } from './operators.ts';
import { registerAdminRoutes } from './routes/admin.ts';
import { registerAuthRoutes } from './routes/auth.ts';
import { registerContentRoutes } from './routes/content.ts';
import { registerFeedRoutes } from './routes/feed.ts';
import { registerFormRoutes } from './routes/forms.ts';
import { registerMediaRoutes } from './routes/media.ts';
import { registerOperatorRoutes } from './routes/operators.ts';
import { registerSearchRoutes } from './routes/search.ts';

export interface ApiPluginOptions {
  /** The database from openDatabase(). */
  db: Kysely<Database>;
  /** Run the call-centre simulator in this process (the default local start does). Default false. */
  simulateOperators?: boolean;
  /** Per-client limit of form and sign-in/registration requests; false disables it. Default 10 per minute. */
  rateLimit?: { max: number; timeWindowMs: number } | false;
  /** Origins allowed by CORS (with credentials). Default: CORS_ORIGINS (comma-separated), else none (same origin only). */
  corsOrigins?: string[];
  /** Bearer token of the telephony ingestion endpoint. Default: TELEPHONY_TOKEN; without one, ingestion is refused. */
  telephonyToken?: string;
  /** Alias of telephonyToken. */
  telemetryToken?: string;
  /** Mark the session cookie Secure. Default: NODE_ENV === 'production'. */
  cookieSecure?: boolean;
  /** The clock (tests inject one). */
  now?: () => Date;
  /** Absolute base URL under which the API is reachable from browsers, for the URLs it hands out. Default: API_PUBLIC_URL, else the plugin prefix. */
  publicUrl?: string;
  /** How long content answers are kept in memory (ms). Default 30 000; 0 disables. */
  contentCacheTtlMs?: number;
  /** Session lifetime (ms). Default 7 days. */
  sessionTtlMs?: number;
  /** Sign-in lockout: `maxFailures` within `windowMs` locks the e-mail for `lockMs`. Default 5 / 15 min / 15 min. */
  lockout?: { maxFailures: number; windowMs: number; lockMs: number };
  /** JSON body limit in bytes. Default 64 KiB (CV uploads: 5 MiB). */
  bodyLimit?: number;
  /** Operators: DB poll period while SSE clients listen, simulator period, SSE heartbeat (ms). */
  operators?: { pollMs?: number; simulateMs?: number; heartbeatMs?: number };
}

const CACHE_CONTROL: Record<CacheKind, string> = {
  content: 'public, max-age=60, stale-while-revalidate=600',
  media: 'public, max-age=31536000, immutable',
  live: 'no-cache',
  none: 'no-store',
};

const apiPluginImpl: FastifyPluginAsync<ApiPluginOptions> = async (app, opts) => {
  const rl = opts.rateLimit === undefined ? { max: 10, timeWindowMs: 60_000 } : opts.rateLimit;
  const prefix = app.prefix || '';
  const ctx: ApiContext = {
    db: opts.db,
    now: opts.now ?? (() => new Date()),
    publicBase: (opts.publicUrl ?? process.env.API_PUBLIC_URL ?? prefix).replace(/\/$/, ''),
    cache: new ResponseCache(opts.contentCacheTtlMs ?? 30_000),
    rateLimit: rl ? { max: rl.max, timeWindow: rl.timeWindowMs } : false,
    bodyLimit: opts.bodyLimit ?? 64 * 1024,
    cookieSecure: opts.cookieSecure ?? process.env.NODE_ENV === 'production',
    sessionTtlMs: opts.sessionTtlMs ?? 7 * 24 * 3600 * 1000,
    lockout: opts.lockout ?? { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
    telephonyToken: opts.telephonyToken ?? opts.telemetryToken ?? process.env.TELEPHONY_TOKEN ?? undefined,
  };
  const corsOrigins =
    opts.corsOrigins ??
    (process.env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);

  // Security headers and CORS are set by hand: registering @fastify/helmet or @fastify/cors here would
  // clash with the host's own registration of them (same decorators), and both are a few lines.
  const secure = ctx.cookieSecure;
  app.addHook('onRequest', async (request, reply) => {
    reply.headers({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-site',
      'cross-origin-opener-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'origin-agent-cluster': '?1',
      ...(secure ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    });
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
            'access-control-allow-methods': 'GET, HEAD, POST, PATCH, OPTIONS',
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
    await app.register(rateLimit, {
      global: false,
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
        .send({ error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) } });
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
    try {
      await sql`SELECT 1`.execute(ctx.db);
      return { status: 'ready' as const, database: true };
    } catch {
      return reply.code(503).send({ status: 'unavailable' as const, database: false });
    }
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

  await registerContentRoutes(app, ctx);
  await registerFeedRoutes(app, ctx);
  await registerSearchRoutes(app, ctx);
  await registerMediaRoutes(app, ctx);
  await registerOperatorRoutes(app, ctx, hub, { heartbeatMs: opts.operators?.heartbeatMs ?? 15_000 });
  await registerFormRoutes(app, ctx);
  await registerAuthRoutes(app, ctx);
  await registerAdminRoutes(app, ctx);
};

/** Register with `app.register(apiPlugin, { prefix: '/api', db, ... })`. Encapsulated: nothing leaks to the host. */
export const apiPlugin = apiPluginImpl;
