/**
 * The site's security headers, defined once for the site server's pages and the API (`@tax/shared/security-headers`;
 * docs/decisions/0033). Helmet's middlewares decide the header values through their public options; each side sets
 * the result on its reply with Fastify's `reply.headers()`, so the API, registered inside a host that may register
 * `@fastify/helmet` itself, never decorates or hooks the host (api/test/host.test.ts).
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { strictTransportSecurity, xContentTypeOptions, type HelmetOptions } from 'helmet';

type Headers = Record<string, string>;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** Where a page may load from besides its own origin: the configured API and analytics, and a browser's development servers. */
export interface PageSources {
  /** The API's origin when it is not this one ('' when it is). */
  apiOrigin: string;
  /** The analytics script's origin ('' without analytics). */
  analyticsOrigin: string;
  /** The development servers this browser loads sections from (its override); empty for every other visitor. */
  devOrigins: readonly string[];
}

const sourcesOf = new WeakMap<ServerResponse, PageSources>();

/** The headers a helmet middleware sets, on a response that is never sent (Node's own, as helmet expects). */
function headersOf(middleware: Middleware, sources?: PageSources): Headers {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  if (sources) sourcesOf.set(res, sources);
  middleware(req, res, (error) => {
    if (error) throw error;
  });
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
}

/** What the site's pages and the API send alike: no sniffing, no framing, a browsing context of their own. */
const COMMON = {
  // Only over HTTPS: transportHeaders().
  strictTransportSecurity: false,
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  xFrameOptions: { action: 'deny' },
} satisfies HelmetOptions;

/** The API answers data only: it loads nothing, is framed by nothing, and tells no one where its callers came from. */
const API: HelmetOptions = {
  ...COMMON,
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginResourcePolicy: { policy: 'same-site' },
  referrerPolicy: { policy: 'no-referrer' },
  xDnsPrefetchControl: { allow: false },
};

/** A directive's sources for this response: the fixed ones, then the ones of this visitor's page. */
const sources =
  (fixed: string[], pick: (page: PageSources) => readonly string[]) =>
  (_req: IncomingMessage, res: ServerResponse): string =>
    [...fixed, ...pick(sourcesOf.get(res) ?? { apiOrigin: '', analyticsOrigin: '', devOrigins: [] })].filter(Boolean).join(' ');

const dev = (page: PageSources) => page.devOrigins;

/**
 * A page: scripts only from this origin (and the configured analytics); a development server's origin only for the
 * browser that loads from it. Styles may be inline (Mantine's and the rendered page's). YouTube only as its
 * privacy-enhanced player.
 */
const PAGE: HelmetOptions = {
  ...COMMON,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [sources(["'self'"], (page) => [page.analyticsOrigin, ...page.devOrigins])],
      styleSrc: [sources(["'self'", "'unsafe-inline'"], dev)],
      imgSrc: [sources(["'self'", 'data:', 'blob:', 'https://i.ytimg.com'], dev)],
      fontSrc: [sources(["'self'"], dev)],
      connectSrc: [
        sources(["'self'"], (page) => [
          page.apiOrigin,
          page.analyticsOrigin,
          ...page.devOrigins,
          ...page.devOrigins.map((origin) => origin.replace(/^http/, 'ws')),
        ]),
      ],
      frameSrc: ['https://www.youtube-nocookie.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // A page is a document others link to; the resource policy guards what is embedded (the API's answers).
  crossOriginResourcePolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Browsers may resolve the page's links ahead (its thumbnails, the player).
  xDnsPrefetchControl: false,
};

/** Helmet has no Permissions-Policy: the powerful features no page uses are refused; location only for the site's own map. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self)';

const apiHeaders = headersOf(helmet(API));
const pageMiddleware = helmet(PAGE);
const pageHeaderCache = new Map<string, Headers>();
const nosniff = headersOf(xContentTypeOptions());
const hsts = headersOf(strictTransportSecurity({ maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }));

/** Every answer of the API. */
export function apiSecurityHeaders(): Headers {
  return apiHeaders;
}

/** A page's headers for its sources (computed once per set of sources: they change with a deploy or an override). */
export function pageSecurityHeaders(page: PageSources): Headers {
  const key = JSON.stringify([page.apiOrigin, page.analyticsOrigin, page.devOrigins]);
  let headers = pageHeaderCache.get(key);
  if (!headers) {
    headers = { ...headersOf(pageMiddleware, page), 'permissions-policy': PERMISSIONS_POLICY };
    // Bounded: a key per configuration and development-server override, a handful in practice.
    if (pageHeaderCache.size >= 100) pageHeaderCache.clear();
    pageHeaderCache.set(key, headers);
  }
  return headers;
}

/**
 * Every answer, files included: no MIME sniffing (a file must be what its type says), and HSTS only where the
 * visitor came over HTTPS (directly, or through a trusted proxy that says so): sent over plain HTTP it would be
 * ignored, and on a local http://localhost it would only get in the way.
 */
export function transportHeaders(protocol: string): Headers {
  return protocol === 'https' ? { ...nosniff, ...hsts } : nosniff;
}
