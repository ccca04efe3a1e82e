import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import * as C from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { parseWith } from '../context.ts';
import { ApiHttpError } from '../lib/errors.ts';
import type { OperatorHub } from '../operators.ts';

export interface SseOptions {
  heartbeatMs: number;
}

export async function registerOperatorRoutes(app: FastifyInstance, ctx: ApiContext, hub: OperatorHub, sse: SseOptions) {
  const streams = new Set<() => void>();

  app.get('/operators', { config: { cache: 'live' } }, async () => hub.snapshot());

  app.get('/operators/stream', async (request, reply) => {
    const first = await hub.snapshot();
    // Keep the headers other hooks set (CORS, security); no compression: this reply is written by hand.
    const headers: Record<string, string | string[] | number> = {};
    for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = v as string;
    Object.assign(headers, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, headers);
    const send = (snap: C.OperatorsSnapshot) => res.write(`event: snapshot\ndata: ${JSON.stringify(snap)}\n\n`);
    res.write('retry: 3000\n\n');
    send(first);
    const unsubscribe = hub.subscribe(send);
    const heartbeat = setInterval(() => res.write(`: heartbeat ${Date.now()}\n\n`), sse.heartbeatMs);
    heartbeat.unref();
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(end);
      if (!res.writableEnded) res.end();
    };
    streams.add(end);
    request.raw.on('close', end);
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
