import type { FastifyInstance, FastifyReply } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import * as C from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { parseWith } from '../context.ts';
import { ApiHttpError } from '../lib/errors.ts';
import { PerClientLimit } from '../lib/gate.ts';
import type { OperatorHub } from '../operators.ts';
import { clientKey } from '../session.ts';

export interface SseOptions {
  heartbeatMs: number;
  /** Open streams per client address (clientKey); one more is refused with 429. false: no bound. */
  streamsPerClient: number | false;
}

/** What a stream answers with, besides the headers other hooks set (CORS, security). No compression: written by hand. */
const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-store, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
};

/** The headers hooks set on the reply so far, merged with the stream's own, for a hijacked answer. */
function streamHeaders(reply: FastifyReply): Record<string, string | string[] | number> {
  const headers: Record<string, string | string[] | number> = {};
  for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = v as string;
  return Object.assign(headers, STREAM_HEADERS);
}

const tooManyStreams = () =>
  new ApiHttpError(429, 'rate_limited', 'Too many live streams open from this client; close one or retry later', undefined, {
    'retry-after': '30',
  });

export async function registerOperatorRoutes(app: FastifyInstance, ctx: ApiContext, hub: OperatorHub, sse: SseOptions) {
  const streams = new Set<() => void>();
  // One address must not hold the server's connections: a few tabs' worth of streams each, counted in this process.
  const perClient = sse.streamsPerClient === false ? undefined : new PerClientLimit(sse.streamsPerClient);

  app.get('/operators', { config: { cache: 'live' } }, async () => hub.snapshot());

  app.get('/operators/stream', async (request, reply) => {
    // HEAD (fastify answers it with this handler): the stream's headers and nothing more. Node writes nothing of a
    // HEAD answer before end(), so a stream that only write()s would leave the client waiting until the time-out.
    if (request.method === 'HEAD') {
      const headers = streamHeaders(reply);
      reply.hijack();
      reply.raw.writeHead(200, headers).end();
      return;
    }
    const key = clientKey(request);
    if (perClient && !perClient.take(key)) throw tooManyStreams();
    // The slot goes back once, when the answer is over: sent, failed, or the client gone (even before the first write).
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      perClient?.give(key);
    };
    reply.raw.once('close', release);
    let first: C.OperatorsSnapshot;
    try {
      first = await hub.snapshot();
    } catch (err) {
      release();
      throw err;
    }
    const headers = streamHeaders(reply);
    reply.hijack();
    const res = reply.raw;
    // The client left while the snapshot was read ('close' came already): nothing to subscribe for.
    if (released) return;
    res.writeHead(200, headers);
    const send = (snap: C.OperatorsSnapshot) => res.write(`event: snapshot\ndata: ${JSON.stringify(snap)}\n\n`);
    res.write('retry: 3000\n\n');
    send(first);
    const unsubscribe = hub.subscribe(send);
    const heartbeat = setInterval(() => res.write(`: heartbeat ${Date.now()}\n\n`), sse.heartbeatMs);
    heartbeat.unref();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(end);
      release();
      if (!res.writableEnded) res.end();
    };
    streams.add(end);
    request.raw.on('close', end);
    res.on('close', end);
    res.on('error', end);
  });

  // Let the server close: long-lived streams would otherwise keep it waiting.
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  app.post('/operators/ingest', { bodyLimit: 256 * 1024, config: { cache: 'none' } }, async (request) => {
    const token = ctx.telephonyToken;
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!token || !safeEqual(given, token))
      throw new ApiHttpError(401, 'unauthorized', 'A valid telephony token is required', undefined, { 'www-authenticate': 'Bearer' });
    const body = parseWith(C.OperatorsIngestBody, request.body, 'body');
    return hub.ingest(body.operators);
  });
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
