/** Accounts: register, sign in (with lockout), sign out, me, my service requests. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import * as C from '@tax/shared/contract';
import { normalizeUzPhone } from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { localeOf, parseWith } from '../context.ts';
import { ApiHttpError } from '../lib/errors.ts';
import { Translator } from '../lib/locale.ts';
import { dummyHash, hashPassword, verifyPassword } from '../lib/password.ts';
import { SIGNED_IN_HINT_COOKIE, currentUser, endSession, hintCookie, newId, publicUser, requireUser, startSession } from '../session.ts';

export async function registerAuthRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx;
  const limited = (max?: number) => ({
    bodyLimit: ctx.bodyLimit,
    config: {
      cache: 'none' as const,
      ...(ctx.rateLimit ? { rateLimit: { max: max ?? ctx.rateLimit.max, timeWindow: ctx.rateLimit.timeWindow } } : {}),
    },
  });

  app.post('/auth/register', limited(), async (request, reply) => {
    const body = parseWith(C.RegisterBody, request.body, 'body');
    const email = body.email.toLowerCase();
    const exists = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (exists) throw new ApiHttpError(409, 'email_taken', 'An account with this e-mail exists', { email: 'taken' });
    const id = newId();
    const inserted = await db
      .insertInto('users')
      .values({
        id,
        email,
        password_hash: await hashPassword(body.password),
        kind: body.kind,
        fio: body.fio,
        phone_number: normalizeUzPhone(body.phone_number)!,
        company_name: body.kind === 'business' ? (body.companyName ?? null) : null,
        tin: body.kind === 'business' ? (body.tin ?? null) : null,
        role: 'user',
        created_at: ctx.now(),
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) throw new ApiHttpError(409, 'email_taken', 'An account with this e-mail exists', { email: 'taken' });
    await startSession(ctx, reply, id);
    return reply.code(201).send({ user: publicUser(inserted) });
  });

  app.post('/auth/sign-in', limited(), async (request, reply) => {
    const body = parseWith(C.SignInBody, request.body, 'body');
    const email = body.email.toLowerCase();
    const now = ctx.now();
    const { maxFailures, windowMs, lockMs } = ctx.lockout;
    const lock = await db.selectFrom('login_failures').select(['locked_until']).where('email', '=', email).executeTakeFirst();
    if (lock?.locked_until && new Date(lock.locked_until).getTime() > now.getTime()) {
      throw locked(new Date(lock.locked_until).getTime() - now.getTime());
    }
    const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    // Unknown e-mail: verify against a dummy hash, so both failures look and take alike.
    const ok = await verifyPassword(body.password, user?.password_hash ?? (await dummyHash()));
    if (!user || !ok) {
      const windowStart = new Date(now.getTime() - windowMs);
      const r = await sql<{ failures: number }>`
        INSERT INTO login_failures (email, failures, first_failure_at, locked_until) VALUES (${email}, 1, ${now}, NULL)
        ON CONFLICT (email) DO UPDATE SET
          failures = CASE WHEN login_failures.first_failure_at < ${windowStart} THEN 1 ELSE login_failures.failures + 1 END,
          first_failure_at = CASE WHEN login_failures.first_failure_at < ${windowStart} THEN ${now} ELSE login_failures.first_failure_at END
        RETURNING failures`.execute(db);
      // Now and then, forget failures that no longer count (outside the window) and locks that have run out,
      // so the table holds only what the lockout still needs.
      if (Math.random() < 0.05) {
        await db
          .deleteFrom('login_failures')
          .where('first_failure_at', '<', windowStart)
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
          .execute();
      }
      const failures = Number(r.rows[0]?.failures ?? 1);
      if (failures >= maxFailures) {
        await db
          .updateTable('login_failures')
          .set({ locked_until: new Date(now.getTime() + lockMs), failures: 0, first_failure_at: now })
          .where('email', '=', email)
          .execute();
      }
      throw new ApiHttpError(401, 'invalid_credentials', 'E-mail or password is wrong');
    }
    await db.deleteFrom('login_failures').where('email', '=', email).execute();
    await startSession(ctx, reply, user.id);
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
      .select([
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
    const tr = new Translator(l);
    return {
      items: rows.map((r) => ({
        id: r.id,
        servicename: r.servicename,
        serviceTitle: r.title ? tr.t(r.title) : r.servicename,
        region_name: r.region_name,
        message: r.message,
        status: r.status,
        createdAt: new Date(r.created_at).toISOString(),
        updatedAt: new Date(r.updated_at).toISOString(),
      })),
    };
  });
}

function locked(ms: number) {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return new ApiHttpError(429, 'account_locked', 'Too many failed sign-ins; try again later', undefined, {
    'retry-after': String(seconds),
  });
}
