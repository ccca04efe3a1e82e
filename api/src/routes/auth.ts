/**
 * Accounts: sign in (throttled per account, device and address; only once the e-mail is confirmed), sign out, me, my
 * service requests. Registration and its confirmation: routes/registration.ts.
 */
import type { FastifyInstance } from 'fastify';
import * as C from '@tax/shared/contract';
import { referenceOf } from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { limitedRoute, localeOf, parseWith } from '../context.ts';
import { ApiHttpError } from '../lib/errors.ts';
import { Translator, resolveLocale } from '../lib/locale.ts';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../lib/password.ts';
import { claimAttempt, clearAttempts, forgiveAttempt, pruneAttempts, tooManyAttempts } from '../lib/throttle.ts';
import {
  SIGNED_IN_HINT_COOKIE,
  clientKey,
  currentUser,
  endSession,
  hintCookie,
  publicUser,
  rememberDevice,
  requireUser,
  startSession,
  trustedDevice,
} from '../session.ts';

export async function registerAuthRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx;
  const limited = (max?: number) => limitedRoute(ctx, max === undefined ? {} : { max });

  app.post('/auth/sign-in', limited(), async (request, reply) => {
    const body = parseWith(C.SignInBody, request.body, 'body');
    const email = body.email.toLowerCase();
    const now = ctx.now();
    const policy = ctx.signInThrottle;
    // Counted before the slow hash, atomically in the database (lib/throttle.ts): first the client's address,
    // then the account, or this browser's own count when it signed in to the account before.
    const address = clientKey(request);
    const addressWait = await claimAttempt(db, 'address', address, now, policy.address);
    if (addressWait !== null) throw tooManyAttempts('rate_limited', addressWait);
    const device = await trustedDevice(ctx, request, email);
    const [scope, key] = device ? (['device', device] as const) : (['account', email] as const);
    const wait = await claimAttempt(db, scope, key, now, policy[scope]);
    if (wait !== null) throw tooManyAttempts('account_locked', wait);
    if (Math.random() < 0.05) await pruneAttempts(db, now, policy);

    const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    // Unknown e-mail, or an account without a usable hash (disabled): verify against a dummy hash, so every
    // failure looks and takes alike.
    const usable = user?.password_hash.startsWith('scrypt$') ? user.password_hash : undefined;
    // A browser that signed in to this account before has its own lane, served before anonymous requests.
    const ticket = device ? ({ lane: 'trusted', key: device } as const) : ({ lane: 'open', key: address } as const);
    const ok = (await verifyPassword(body.password, usable ?? (await dummyHash()), ticket)) && usable !== undefined;
    if (!user || !ok) throw new ApiHttpError(401, 'invalid_credentials', 'E-mail or password is wrong');
    await clearAttempts(db, scope, key);
    await forgiveAttempt(db, 'address', address);
    // Said only to whoever gave the right password: it tells no more than a successful sign-in would.
    if (!user.confirmed_at)
      throw new ApiHttpError(403, 'account_unconfirmed', 'Confirm your e-mail first: follow the link we sent, or ask for a new one');
    // Hashes made with cheaper parameters than today's are replaced while the password is at hand.
    if (needsRehash(user.password_hash)) {
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(body.password, ticket) })
        .where('id', '=', user.id)
        .execute();
    }
    await startSession(ctx, reply, user.id);
    await rememberDevice(ctx, request, reply, email);
    return { user: publicUser(user) };
  });

  app.post('/auth/sign-out', { config: { cache: 'none' } }, async (request, reply) => {
    await endSession(ctx, request, reply);
    return reply.code(204).send();
  });

  app.get('/me', { config: { cache: 'none' } }, async (request, reply) => {
    const user = await currentUser(ctx, request);
    if (!user) {
      // The session is gone (expired, signed out elsewhere): so is the reason for the header to ask again.
      if (request.headers.cookie?.includes(`${SIGNED_IN_HINT_COOKIE}=`)) reply.header('set-cookie', hintCookie(ctx, 0));
      throw new ApiHttpError(401, 'unauthorized', 'Sign in first');
    }
    return { user: publicUser(user) };
  });

  app.get('/me/requests', { config: { cache: 'none' } }, async (request) => {
    const user = await requireUser(ctx, request);
    parseWith(C.endpoints.myRequests.query, request.query, 'query');
    const l = localeOf(request);
    const rows = await db
      .selectFrom('service_requests')
      .leftJoin('services', 'services.slug', 'service_requests.servicename')
      .leftJoin('personal_products', 'personal_products.slug', 'service_requests.product')
      .select([
        'service_requests.product',
        'service_requests.price',
        'personal_products.title as productTitle',
        'personal_products.unit as productUnit',
        'service_requests.id',
        'service_requests.servicename',
        'services.servicename as title',
        'service_requests.region_name',
        'service_requests.message',
        'service_requests.status',
        'service_requests.created_at',
        'service_requests.updated_at',
      ])
      .where('service_requests.user_id', '=', user.id)
      .orderBy('service_requests.created_at', 'desc')
      .limit(200)
      .execute();
    const replies = rows.length
      ? await db
          .selectFrom('inbox_replies')
          .select(['item_id', 'created_at', 'language', 'subject', 'text'])
          .where('kind', '=', 'service-request')
          .where(
            'item_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('created_at')
          .execute()
      : [];
    const tr = new Translator(l);
    return {
      items: rows.map((r) => ({
        id: r.id,
        reference: referenceOf('service-request', r.id),
        product:
          r.product && r.price !== null
            ? {
                slug: r.product,
                title: r.productTitle ? tr.t(r.productTitle) : r.product,
                price: Number(r.price),
                unit: r.productUnit ? tr.t(r.productUnit) : '',
              }
            : null,
        servicename: r.servicename,
        serviceTitle: r.title ? tr.t(r.title) : r.servicename,
        region_name: r.region_name,
        message: r.message,
        status: r.status,
        createdAt: new Date(r.created_at).toISOString(),
        updatedAt: new Date(r.updated_at).toISOString(),
        replies: replies
          .filter((reply) => reply.item_id === r.id)
          .map((reply) => ({
            createdAt: new Date(reply.created_at).toISOString(),
            language: resolveLocale(reply.language, undefined),
            subject: reply.subject,
            text: reply.text,
          })),
      })),
    };
  });
}
