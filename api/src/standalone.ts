/** The API alone on its own port (PORT, default 3100): JSON logs, graceful shutdown. */
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase, type OpenDatabaseOptions, type OpenedDatabase } from './db/open.ts';
import { frameworkErrors } from './lib/errors.ts';
import { requestLogSerializers } from './lib/log-redact.ts';
import { apiPlugin, type ApiPluginOptions } from './plugin.ts';

export interface StandaloneOptions extends OpenDatabaseOptions {
  /** Plugin options other than db. Default: simulator on unless SIMULATE_OPERATORS=0. */
  api?: Omit<ApiPluginOptions, 'db'>;
  /** Log level (LOG_LEVEL, default info); false disables logs. */
  logLevel?: string | false;
  /** Trust X-Forwarded-* from this many proxies (TRUST_PROXY). */
  trustProxy?: boolean | number | string;
  /** An already opened database to use (and close on shutdown) instead of opening one. */
  database?: OpenedDatabase;
}

export async function buildStandaloneApi(
  opts: StandaloneOptions = {},
): Promise<{ app: FastifyInstance; database: OpenedDatabase; close(): Promise<void> }> {
  const level = opts.logLevel ?? process.env.LOG_LEVEL ?? 'info';
  const trustProxy = opts.trustProxy ?? parseTrustProxy(process.env.TRUST_PROXY);
  const app = Fastify({
    logger:
      level === false ? false : { level, redact: ['req.headers.cookie', 'req.headers.authorization'], serializers: requestLogSerializers },
    trustProxy: trustProxy as boolean | string,
    // Keep-alive connections that are idle are closed at shutdown; busy ones finish first.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    requestTimeout: 60_000,
    frameworkErrors,
  });
  const database = opts.database ?? (await openDatabase(opts));
  await app.register(apiPlugin, {
    prefix: '/api',
    db: database.db,
    simulateOperators: process.env.SIMULATE_OPERATORS !== '0',
    ...(process.env.IN_FLIGHT_LIMITS === '0' ? { inFlight: false as const } : {}),
    ...(process.env.RATE_LIMIT_MAX
      ? { rateLimit: Number(process.env.RATE_LIMIT_MAX) > 0 ? { max: Number(process.env.RATE_LIMIT_MAX), timeWindowMs: 60_000 } : false }
      : {}),
    ...opts.api,
  });
  let closing: Promise<void> | undefined;
  return {
    app,
    database,
    close: () =>
      (closing ??= (async () => {
        // Keep-alive connections that were busy when closing started become idle later: close those too,
        // or the server would wait for the clients to hang up.
        const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
        try {
          await app.close();
        } finally {
          clearInterval(sweep);
        }
        await database.close();
      })()),
  };
}

function parseTrustProxy(v: string | undefined): boolean | number | string {
  if (!v) return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

/** Starts the API and wires SIGTERM/SIGINT to a graceful shutdown (in-flight requests finish, the database closes). */
export async function startStandaloneApi(opts: StandaloneOptions & { port?: number; host?: string } = {}) {
  const api = await buildStandaloneApi(opts);
  const port = opts.port ?? Number(process.env.PORT ?? 3100);
  const host = opts.host ?? process.env.HOST ?? '0.0.0.0';
  await api.app.listen({ port, host });
  const shutdown = (signal: string) => {
    api.app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      api.app.log.error('shutdown timed out');
      process.exit(1);
    }, 15_000);
    force.unref();
    api.close().then(
      () => process.exit(0),
      (err) => {
        api.app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  return api;
}
