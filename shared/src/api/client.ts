/**
 * The browser's API client core: configuration, request activity events, errors.
 * Plain fetch, no schema library at run time (types come from the contract with `import type`).
 */
import type { FieldErrorCode } from '../contract/index.ts';

export interface ApiConfig {
  /** Base address of the API, e.g. `/api` locally or the provider's API host. */
  baseUrl: string;
  /** fetch to use (tests pass a fake); default: the global fetch. */
  fetch?: typeof fetch;
  /** The address visitors use, for links (a feed): the server renderer calls the API at an address of its own. */
  publicBaseUrl?: string;
}

let config: { baseUrl: string; fetch: typeof fetch | undefined; publicBaseUrl: string } = {
  baseUrl: '/api',
  fetch: undefined,
  publicBaseUrl: '/api',
};

/** Called once by the shell with the runtime configuration's API base. */
export function configureApi(next: ApiConfig): void {
  const baseUrl = next.baseUrl.replace(/\/+$/, '');
  config = { baseUrl, fetch: next.fetch, publicBaseUrl: (next.publicBaseUrl ?? baseUrl).replace(/\/+$/, '') };
}

let pageLocale = 'uz';
/**
 * The page's language, which forms are sent with (Accept-Language): the enterprise answers a citizen in it. The kit's
 * i18n sets it whenever the language changes; the client itself loads no i18n.
 */
export function setPageLocale(locale: string): void {
  pageLocale = locale;
}
export const currentPageLocale = (): string => pageLocale;

/** The API's address as visitors reach it (for links to it). */
export function apiBaseUrl(): string {
  return config.publicBaseUrl;
}

// ------------------------------------------------------------------ activity (the progress bar follows it)

export interface ApiActivityEvent {
  id: number;
  type: 'start' | 'end' | 'error';
}
type ActivityListener = (e: ApiActivityEvent) => void;
const listeners = new Set<ActivityListener>();
let nextId = 1;

/** Listens to request start, end and failure; returns the unsubscribe function. */
export function onApiActivity(listener: ActivityListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function emit(e: ApiActivityEvent) {
  for (const l of listeners) {
    try {
      l(e);
    } catch {
      // A listener's failure must not break a request.
    }
  }
}

/** Wraps an operation in start / end-or-error events. */
export async function trackActivity<T>(run: () => Promise<T>): Promise<T> {
  const id = nextId++;
  emit({ id, type: 'start' });
  try {
    const result = await run();
    emit({ id, type: 'end' });
    return result;
  } catch (err) {
    emit({ id, type: 'error' });
    throw err;
  }
}

// ------------------------------------------------------------------ errors

/** Every failure of an API call: HTTP errors with the API's code, network failures (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** The API's error code (`validation_failed`, `not_found`, `rate_limited`...), or `network_error`. */
    readonly code: string,
    message: string,
    /** Per-field error codes of a 422, for the form to show. */
    readonly fields?: Record<string, FieldErrorCode>,
    /** Seconds to wait before retrying (429, 503). */
    readonly retryAfter?: number,
    /** The whole answer when it carries more than the error (a 409 `conflict` carries the server's current text). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

// ------------------------------------------------------------------ requests

export type QueryValue = string | number | boolean | undefined | null;

export function buildUrl(path: string, query?: Record<string, QueryValue>, base = config.baseUrl): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

/** An address of the API for a link on the page (a download): the one visitors use, also when the server renders it. */
export function publicUrl(path: string, query?: Record<string, QueryValue>): string {
  return buildUrl(path, query, config.publicBaseUrl);
}

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** A JSON body, or FormData (sent as multipart). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export const ACCEPT = 'application/json, text/plain';

function retryAfterOf(h: { get(name: string): string | null }): number | undefined {
  const v = h.get('retry-after');
  if (!v) return undefined;
  const n = Number(v);
  if (Number.isFinite(n)) return n;
  const date = Date.parse(v);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** Builds the ApiError of a failed answer (the body is `{ error: { code, message, fields? } }` when it comes from the API). */
export function errorFromBody(status: number, text: string, retryAfter?: number): ApiError {
  try {
    const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown; fields?: Record<string, FieldErrorCode> } };
    const e = parsed.error;
    if (e && typeof e.code === 'string') {
      const more = Object.keys(parsed).length > 1 ? parsed : undefined;
      return new ApiError(status, e.code, typeof e.message === 'string' ? e.message : e.code, e.fields, retryAfter, more);
    }
  } catch {
    // Not JSON: a proxy or gateway answered.
  }
  return new ApiError(status, `http_${status}`, text.slice(0, 200) || `HTTP ${status}`, undefined, retryAfter);
}

export async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  return trackActivity(async () => {
    const doFetch = config.fetch ?? globalThis.fetch;
    const headers: Record<string, string> = { Accept: ACCEPT, ...opts.headers };
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    let res: Response;
    try {
      res = await doFetch(buildUrl(path, opts.query), { method, headers, body, credentials: 'include', signal: opts.signal });
    } catch (err) {
      if ((err as { name?: string })?.name === 'AbortError') throw err;
      throw new ApiError(0, 'network_error', err instanceof Error ? err.message : 'Network error');
    }
    if (res.status === 204 || res.status === 304) return undefined as T;
    const text = await res.text();
    if (!res.ok) throw errorFromBody(res.status, text, retryAfterOf(res.headers));
    const type = res.headers.get('content-type') ?? '';
    if (type.includes('json')) {
      try {
        return JSON.parse(text) as T;
      } catch {
        throw new ApiError(res.status, 'invalid_response', 'The API answered with invalid JSON');
      }
    }
    return text as T;
  });
}

/** A fresh key for one logical submission: keep it across retries of the same form so it is stored once. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
