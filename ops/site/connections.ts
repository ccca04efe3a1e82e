/**
 * The HTTP server under the site: connection limits, the answer to requests the HTTP parser refuses, the request
 * log, and which proxies are trusted. Everything here is decided before a request reaches a route.
 */
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
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

/** Fastify's options for the site: its HTTP server with the limits, the error shapes, the log and the proxies. */
export function siteFastifyOptions(given: Partial<ConnectionLimits> | undefined, logger: boolean): FastifyServerOptions {
  const limits = connectionLimits(given);
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
      return server;
    },
    // A malformed or over-long URL gets the one error shape too (400, 414), not Fastify's own.
    frameworkErrors,
    // So does a request the HTTP parser refuses (headers too large, a malformed request line).
    clientErrorHandler,
    logger,
    logController: new SiteLogs(),
    // Behind a reverse proxy set TRUST_PROXY (e.g. "127.0.0.1" or "1"): otherwise a client could spoof
    // X-Forwarded-For and escape the API's per-client rate limit.
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    return503OnClosing: true,
    // On shutdown, idle keep-alive connections are closed; requests in flight finish.
    forceCloseConnections: 'idle',
  } as FastifyServerOptions;
}
