import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import type { Locale } from '@tax/shared/contract';
import { CV_MAX_BYTES, fieldErrors } from '@tax/shared/contract';
import type * as z from 'zod/mini';
import type { Database } from './db/schema.ts';
import { ApiHttpError, validationFailed } from './lib/errors.ts';
import { resolveLocale } from './lib/locale.ts';
import type { Mailer } from './lib/mail.ts';
import type { SignInThrottle } from './lib/throttle.ts';
import type { MediaKind } from './lib/svg.ts';
import { MEDIA_SIZES, MEDIA_VERSION } from './lib/svg.ts';
import type { CvChecker } from './files/cv-checker.ts';
import type { FileStore } from './files/file-store.ts';
import { inPreview } from './editorial/preview-scope.ts';

/** What every route module gets. */
export interface ApiContext {
  db: Kysely<Database>;
  now: () => Date;
  /** Base of absolute-path URLs the API hands out (media, downloads), e.g. `/api` or `https://api.example.uz/api`. */
  publicBase: string;
  /** The site's origin (SITE_URL): the base of absolute links, never the request's Host. */
  siteOrigin: string;
  cache: ResponseCache;
  rateLimit: { max: number; timeWindow: number } | false;
  bodyLimit: number;
  cookieSecure: boolean;
  sessionTtlMs: number;
  signInThrottle: SignInThrottle;
  telephonyToken: string | undefined;
  /** Outgoing mail: SMTP when configured, else the outbox folder (lib/mail.ts). */
  mailer: Mailer;
  /** Uploaded files (CVs): a folder or an S3-compatible bucket (files/file-store.ts). */
  files: FileStore;
  /** The CV checks, on worker threads (files/cv-checker.ts). */
  cvChecker: CvChecker;
}

export type CacheKind = 'content' | 'media' | 'none' | 'live';
declare module 'fastify' {
  interface FastifyContextConfig {
    /** How the API's onSend hook sets Cache-Control for this route. */
    cache?: CacheKind;
  }
}

const localeCache = new WeakMap<FastifyRequest, Locale>();
export function localeOf(request: FastifyRequest): Locale {
  let l = localeCache.get(request);
  if (!l) {
    const q = request.query as Record<string, unknown> | undefined;
    l = resolveLocale(q?.locale, request.headers['accept-language']);
    localeCache.set(request, l);
  }
  return l;
}

export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** A small TTL cache of serialized answers for content reads (content changes only when re-seeded). */
export class ResponseCache {
  private entries = new Map<string, { expires: number; value: Promise<{ body: string; etag: string }> }>();
  constructor(
    private ttlMs: number,
    private max = 1000,
  ) {}
  get(key: string, produce: () => Promise<unknown>): Promise<{ body: string; etag: string }> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = produce().then((data) => {
      const body = JSON.stringify(data);
      return { body, etag: etagOf(body) };
    });
    if (this.ttlMs > 0) {
      if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { expires: now + this.ttlMs, value });
      value.catch(() => this.entries.delete(key));
    }
    return value;
  }
  clear() {
    this.entries.clear();
  }
}

async function previewAnswer(data: unknown) {
  const marked = data && typeof data === 'object' && !Array.isArray(data) ? { ...data, preview: true } : data;
  const body = JSON.stringify(marked);
  return { body, etag: etagOf(body) };
}

/** Sends a content read: cached, localized (Vary/Content-Language), with its ETag. */
export async function sendContent(
  ctx: ApiContext,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  produce: (locale: Locale) => Promise<unknown>,
) {
  const locale = localeOf(request);
  // A preview (editorial/preview-scope.ts) is its editor's alone: never kept, and marked as such.
  const { body, etag } = inPreview()
    ? await previewAnswer(await produce(locale))
    : await ctx.cache.get(`${key}|${locale}`, () => produce(locale));
  reply
    .header('etag', etag)
    .header('vary', 'Accept-Language, Accept-Encoding')
    .header('content-language', locale)
    .type('application/json; charset=utf-8');
  return body;
}

/** Parses a query string or params with a contract schema: invalid query = 422, invalid params = 404. */
export function parseWith<S extends z.ZodMiniType>(schema: S, input: unknown, kind: 'query' | 'params' | 'body'): z.output<S> {
  const r = schema.safeParse(input ?? {});
  if (r.success) return r.data as z.output<S>;
  if (kind === 'params') throw new ApiHttpError(404, 'not_found', 'Resource not found');
  throw validationFailed(fieldErrors(r.error.issues));
}

export function mediaImage(ctx: Pick<ApiContext, 'publicBase'>, kind: MediaKind, slug: string, alt: string) {
  const { width, height } = MEDIA_SIZES[kind];
  return { url: `${ctx.publicBase}/media/${kind}/${slug}.svg?v=${MEDIA_VERSION}`, width, height, alt };
}

/** The clock's day (UTC) as an ISO date: vacancies past their deadline are closed from the next day on. */
export function todayOf(ctx: Pick<ApiContext, 'now'>): string {
  return ctx.now().toISOString().slice(0, 10);
}

export function pageOf(q: { page?: number | undefined; pageSize?: number | undefined }, defaultSize = 10) {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? defaultSize;
  return { page, pageSize, offset: (page - 1) * pageSize };
}
export const pageMeta = (page: number, pageSize: number, total: number) => ({
  page,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});

/** Upload limits of the vacancy application (also passed per call, in case the host registered multipart itself). */
export const MULTIPART_LIMITS = { fileSize: CV_MAX_BYTES, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 25, headerPairs: 100 };

/**
 * A state-changing route's options: the body limit, no caching, and the per-client limit (`max` a minute instead of
 * the configured number where a route needs its own), unless limits are off.
 */
export function limitedRoute(ctx: Pick<ApiContext, 'bodyLimit' | 'rateLimit'>, options: { max?: number; bodyLimit?: number } = {}) {
  return {
    bodyLimit: options.bodyLimit ?? ctx.bodyLimit,
    config: {
      cache: 'none' as const,
      ...(ctx.rateLimit ? { rateLimit: { max: options.max ?? ctx.rateLimit.max, timeWindow: ctx.rateLimit.timeWindow } } : {}),
    },
  };
}
