/**
 * Previews of every editorial type, once for all public reads (decision 0053). A public GET whose route names the
 * types it shows (`config.preview`) and that carries a valid `?preview=` token of one of them is answered inside a
 * database transaction in which the item's draft has been projected exactly as Publish would project it; the
 * transaction is rolled back when the answer has gone. So a page, a list, a price list or a calculator shows the draft
 * as the public would see it after Publish, with no per-route code.
 *
 * The request's reads reach that transaction through `ctx.db`, a proxy that follows the request's async context
 * (AsyncLocalStorage): the same repositories, no second code path. PGlite has one connection: while the preview runs
 * (a few reads) every other request waits for it, as it waits for any transaction; nothing else can see the draft,
 * since only the preview holds the connection until the rollback. On PostgreSQL the transaction holds one pool
 * connection and its uncommitted rows are invisible to every other session (read committed).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ControlledTransaction, Kysely } from 'kysely';
import { PREVIEW_PARAM, type EditorialType } from '@tax/shared/contract';
import type { Database } from '../db/schema.ts';
import type { Editorial } from './index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The editorial types whose draft this public read may show with a preview token (editorial/preview-scope.ts). */
    preview?: readonly EditorialType[];
  }
}

interface Scope {
  trx: ControlledTransaction<Database>;
}
const scopes = new AsyncLocalStorage<Scope>();

/** The request being answered is a preview: its answer is never cached (the API's own cache included). */
export const inPreview = (): boolean => scopes.getStore() !== undefined;

/**
 * `base` for every caller, except inside a preview's request, where it is the preview's transaction. Methods are
 * bound to the real instance: Kysely keeps its state in private fields, which a proxy's `this` cannot reach.
 */
export function previewAwareDb(base: Kysely<Database>): Kysely<Database> {
  return new Proxy(base, {
    get(target, prop) {
      const db = scopes.getStore()?.trx ?? target;
      const value: unknown = Reflect.get(db, prop, db);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(db) : value;
    },
  });
}

/** The token of a request, read from its address (route schemas drop query fields they do not name). */
function tokenOf(request: FastifyRequest): string | null {
  const q = request.url.indexOf('?');
  return q < 0 ? null : new URLSearchParams(request.url.slice(q + 1)).get(PREVIEW_PARAM);
}

/** A preview's transaction is never held longer than this, whatever happens to its request. */
const MAX_HOLD_MS = 10_000;

export function registerPreviewScope(app: FastifyInstance, base: Kysely<Database>, editorial: Editorial, now: () => Date) {
  const open = new WeakMap<FastifyRequest, () => Promise<void>>();
  const end = async (request: FastifyRequest) => {
    const close = open.get(request);
    open.delete(request);
    await close?.();
  };

  app.addHook('preHandler', (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    const types = request.routeOptions.config?.preview;
    const token = types && request.method === 'GET' ? tokenOf(request) : null;
    if (token === null) return done();
    // Whatever the token is worth, an address with one is nobody's to keep or index.
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow');
    const claim = editorial.previews.read(token, now());
    const store = claim && types!.includes(claim.type as EditorialType) ? editorial.store(claim.type) : undefined;
    if (!claim || !store) return done();
    void (async () => {
      const trx = await base.startTransaction().execute();
      let closed = false;
      const close = async () => {
        if (closed) return;
        closed = true;
        clearTimeout(timer);
        await trx.rollback().execute();
      };
      const timer = setTimeout(() => void close().catch((err: unknown) => request.log.error({ err }, 'preview rollback')), MAX_HOLD_MS);
      timer.unref();
      try {
        await store.projectDraft(trx, claim.id);
      } catch {
        // The item is gone (deleted since the link was made): the public answer, as without a token.
        await close();
        return done();
      }
      open.set(request, close);
      scopes.run({ trx }, () => done());
    })().catch((err: unknown) => done(err as Error));
  });
  app.addHook('onResponse', async (request) => end(request));
  app.addHook('onRequestAbort', async (request) => end(request));
}
