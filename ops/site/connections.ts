/**
 * The HTTP server under the site: connection limits, the answer to requests the HTTP parser refuses, the request
 * log, and which proxies are trusted. Everything here is decided before a request reaches a route.
 */
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { BlockList, isIPv4, isIPv6, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { frameworkErrors } from '@tax/api';
import { positiveEnv } from '../lib/env.ts';

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
  /**
   * Connections open at once from one address (an IPv6 /64 counts as one); beyond it, that address's new ones are
   * closed at once (MAX_CONNECTIONS_PER_ADDRESS, 64). Trusted proxies (TRUST_PROXY) are not counted.
   */
  maxConnectionsPerAddress: number;
}

function connectionLimits(given: Partial<ConnectionLimits> = {}): ConnectionLimits {
  return {
    headersTimeoutMs: given.headersTimeoutMs ?? positiveEnv('HEADERS_TIMEOUT_MS', 15_000),
    requestTimeoutMs: given.requestTimeoutMs ?? positiveEnv('REQUEST_TIMEOUT_MS', 120_000),
    keepAliveTimeoutMs: given.keepAliveTimeoutMs ?? positiveEnv('KEEP_ALIVE_TIMEOUT_MS', 5_000),
    idleTimeoutMs: given.idleTimeoutMs ?? positiveEnv('IDLE_TIMEOUT_MS', 60_000),
    checkIntervalMs: given.checkIntervalMs ?? 1_000,
    maxConnections: given.maxConnections ?? positiveEnv('MAX_CONNECTIONS', 4096),
    maxConnectionsPerAddress: given.maxConnectionsPerAddress ?? positiveEnv('MAX_CONNECTIONS_PER_ADDRESS', 64),
  };
}

/**
 * The address a connection is counted under: an IPv4 address as it is (also when written IPv4-mapped), an IPv6
 * address by its /64, the block one subscriber is given (a client changes the last 64 bits at will).
 */
export function addressGroup(address: string): string {
  const v4 = address.replace(/^::ffff:/i, '');
  if (isIPv4(v4)) return v4;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = (address.includes('::') && tail ? tail.split(':') : []).flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  // An embedded IPv4 tail (::1.2.3.4) sits in the last 64 bits: it does not change the /64.
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The per-address cap: one address holding thousands of slow connections must not fill the server's limit and leave
 * everyone else with resets. A connection over its address's share is closed before it is read.
 */
function capPerAddress(server: Server, limit: number, exempt: BlockList | 'all' | null): void {
  if (exempt === 'all') return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || exempt?.check(address.replace(/^::ffff:/i, ''), isIPv4(address.replace(/^::ffff:/i, '')) ? 'ipv4' : 'ipv6')) return;
    const group = addressGroup(address);
    const count = (open.get(group) ?? 0) + 1;
    if (count > limit) {
      socket.destroy();
      return;
    }
    open.set(group, count);
    socket.once('close', () => {
      const left = (open.get(group) ?? 1) - 1;
      if (left > 0) open.set(group, left);
      else open.delete(group);
    });
  });
}

/** The names Fastify's trustProxy (proxy-addr) accepts besides addresses and ranges. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * The proxies TRUST_PROXY names are not capped per address (every visitor comes through them; the proxy's own
 * limit_conn does it there). Trusting every proxy (true, 1) turns the cap off: every peer is then a proxy.
 */
function proxiesOf(trustProxy: boolean | string): BlockList | 'all' | null {
  if (trustProxy === true) return 'all';
  if (!trustProxy) return null;
  const list = new BlockList();
  const entries = trustProxy.split(',').flatMap((part) => NAMED_RANGES[part.trim()] ?? [part.trim()]);
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
    if (!type) continue;
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/**
 * A caller on this machine itself: the socket's own address (not request.ip, which a trusted proxy's header sets) in
 * 127.0.0.0/8 or ::1, and no forwarding header at all, since a reverse proxy on this machine connects from loopback too,
 * on behalf of anyone.
 */
export function isLoopbackCaller(request: FastifyRequest): boolean {
  const address = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  if (address !== '::1' && !/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address)) return false;
  return request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
}

/** TRUST_PROXY: unset/false = trust no proxy; true = trust all; otherwise addresses or CIDRs, comma-separated. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === '0' || value === 'false') return false;
  if (value === 'true' || value === '1') return true;
  return value;
}

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

/** Query parameters that carry a credential: a reset or sign-in link's token, a signed override, a key. */
const SECRET_PARAM = /([?&](?:token|override|code|key|secret|password|signature)=)[^&#]*/gi;

/** A request's address for the log, with the values of credential-carrying parameters left out. */
export function redactedUrl(url: string): string {
  return url.replace(SECRET_PARAM, '$1[redacted]');
}

/** The request log's fields (Fastify's own), with the address redacted: a log is read by more people than a link. */
const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

/** Where the log goes: on (standard output), off, or a stream of its own (tests). */
export type SiteLogger = boolean | { stream: { write: (line: string) => void } };

/** Fastify's options for the site: its HTTP server with the limits, the error shapes, the log and the proxies. */
export function siteFastifyOptions(given: Partial<ConnectionLimits> | undefined, logger: SiteLogger): FastifyServerOptions {
  const limits = connectionLimits(given);
  const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
  return {
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
      capPerAddress(server, limits.maxConnectionsPerAddress, proxiesOf(trustProxy));
      return server;
    },
    // A malformed or over-long URL gets the one error shape too (400, 414), not Fastify's own.
    frameworkErrors,
    // So does a request the HTTP parser refuses (headers too large, a malformed request line).
    clientErrorHandler,
    logger: logger ? { serializers: logSerializers, ...(logger === true ? {} : { stream: logger.stream }) } : false,
    logController: new SiteLogs(),
    // Behind a reverse proxy set TRUST_PROXY (e.g. "127.0.0.1" or "1"): otherwise a client could spoof
    // X-Forwarded-For and escape the API's per-client rate limit.
    trustProxy,
    return503OnClosing: true,
    // On shutdown, idle keep-alive connections are closed; requests in flight finish.
    forceCloseConnections: 'idle',
  } as FastifyServerOptions;
}
