/**
 * Registration confirmed by e-mail (issue 41 item 4; docs/registration.md). The answer is the same — 202, the same
 * body, a password hashed either way — whether the e-mail is new or has an account: a new one gets an unconfirmed
 * account and a confirmation link (single use, 24 hours, only its hash kept); a known one is left as it is and its
 * owner is told by mail. Mails go out after the answer and are throttled per account, so nobody can fill an inbox.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import * as C from '@tax/shared/contract';
import { normalizeUzPhone } from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { limitedRoute, parseWith } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { ApiHttpError, validationFailed } from '../lib/errors.ts';
import { isLocale } from '@tax/shared/server';
import { hashPassword } from '../lib/password.ts';
import { clientKey, newId } from '../session.ts';
import { CONFIRM_MAIL, KNOWN_MAIL, LOCALE_PREFIX, type AccountMail } from './registration-mail.ts';

export const CONFIRM_TTL_MS = 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Mails about an account that its owner did not ask for by signing in: at most one per `gapMs` and `perDay` in 24
 * hours, per account. A confirmation link may be wanted again soon (a lost mail); "someone tried to register" once
 * an hour is plenty.
 */
export const ACCOUNT_MAIL_LIMITS = {
  confirm: { gapMs: 60_000, perDay: 5 },
  known: { gapMs: 60 * 60_000, perDay: 3 },
} as const;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

type AccountRow = { id: string; email: string; confirmed_at: unknown; locale: string | null };
type Outgoing = { to: string; mail: AccountMail; language: C.Locale };

/** Whether another mail of this kind may go to the account now; if so, it is counted (atomically). */
async function claimAccountMail(db: Kysely<Database>, userId: string, kind: 'confirm' | 'known', now: Date): Promise<boolean> {
  const limit = ACCOUNT_MAIL_LIMITS[kind];
  return db.transaction().execute(async (trx) => {
    // The account's row is locked: two registrations at the same moment cannot both pass the count.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
    await trx
      .deleteFrom('account_mails')
      .where('user_id', '=', userId)
      .where('sent_at', '<=', new Date(now.getTime() - DAY_MS))
      .execute();
    const sent = await trx
      .selectFrom('account_mails')
      .select('sent_at')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .orderBy('sent_at', 'desc')
      .execute();
    if (sent.length >= limit.perDay) return false;
    if (sent[0] && now.getTime() - new Date(sent[0].sent_at).getTime() < limit.gapMs) return false;
    await trx.insertInto('account_mails').values({ user_id: userId, kind, sent_at: now }).execute();
    return true;
  });
}

export async function registerRegistrationRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx;
  const limited = limitedRoute(ctx);
  // The link's host is the configured site, never the request's Host header (which anyone can set).
  const page = (locale: C.Locale, path: string) => `${ctx.siteOrigin}${LOCALE_PREFIX[locale]}${path}`;

  /** A new confirmation link for an unconfirmed account, if the throttle allows one. */
  const confirmationFor = async (user: AccountRow, locale: C.Locale, now: Date): Promise<Outgoing | null> => {
    if (!(await claimAccountMail(db, user.id, 'confirm', now))) return null;
    const token = randomBytes(32).toString('base64url');
    await db.transaction().execute(async (trx) => {
      // Earlier links that still work stay working (a second request must not void the first mail); spent ones go.
      await trx
        .deleteFrom('account_confirmations')
        .where('user_id', '=', user.id)
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
        .execute();
      await trx
        .insertInto('account_confirmations')
        .values({ token_hash: hash(token), user_id: user.id, created_at: now, expires_at: new Date(now.getTime() + CONFIRM_TTL_MS) })
        .execute();
    });
    return { to: user.email, mail: CONFIRM_MAIL[locale](page(locale, `/personal/confirm?token=${token}`)), language: locale };
  };

  /** What a registration with a known e-mail sends: the link again while unconfirmed, else a word to the owner. */
  const mailForKnown = async (user: AccountRow, locale: C.Locale, now: Date): Promise<Outgoing | null> => {
    if (!user.confirmed_at) return confirmationFor(user, locale, now);
    if (!(await claimAccountMail(db, user.id, 'known', now))) return null;
    // In the owner's language when the account knows it; the visitor's is a guess.
    const language = isLocale(user.locale) ? user.locale : locale;
    const mail = KNOWN_MAIL[language]({ signIn: page(language, '/signin'), reset: page(language, '/password-reset') });
    return { to: user.email, mail, language };
  };

  /** Sent after the answer: how long SMTP takes must not tell a new account from a known one. */
  const sendLater = (request: FastifyRequest, outgoing: Outgoing | null) => {
    if (!outgoing) return;
    setImmediate(() => {
      ctx.mailer
        .send({ to: outgoing.to, subject: outgoing.mail.subject, text: outgoing.mail.text, language: outgoing.language })
        .catch((error: unknown) => request.log.error({ err: error }, 'registration: the e-mail could not be sent'));
    });
  };

  const accountByEmail = (email: string) =>
    db.selectFrom('users').select(['id', 'email', 'confirmed_at', 'locale']).where('email', '=', email).executeTakeFirst();

  app.post('/auth/register', limited, async (request, reply) => {
    const body = parseWith(C.RegisterBody, request.body, 'body');
    const email = body.email.toLowerCase();
    const locale = body.locale ?? 'uz';
    const judge = await C.loadPasswordJudge();
    if (judge(body.password, [email, body.fio, body.phone_number, body.companyName ?? '']))
      throw validationFailed({ password: 'weak_password' });
    const now = ctx.now();
    // Hashed on both paths: the time of the answer must not tell a new e-mail from a known one.
    const passwordHash = await hashPassword(body.password, { lane: 'open', key: clientKey(request) });
    const known = await accountByEmail(email);
    if (known) {
      sendLater(request, await mailForKnown(known, locale, now));
      return reply.code(202).send({ sent: true });
    }
    const inserted = await db
      .insertInto('users')
      .values({
        id: newId(),
        email,
        password_hash: passwordHash,
        kind: body.kind,
        fio: body.fio,
        phone_number: normalizeUzPhone(body.phone_number)!,
        company_name: body.kind === 'business' ? (body.companyName ?? null) : null,
        tin: body.kind === 'business' ? (body.tin ?? null) : null,
        role: 'user',
        created_at: now,
        confirmed_at: null,
        locale,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning(['id', 'email', 'confirmed_at', 'locale'])
      .executeTakeFirst();
    // Registered by another request a moment ago: that account is the known one.
    const account = inserted ?? (await accountByEmail(email));
    if (account) sendLater(request, inserted ? await confirmationFor(account, locale, now) : await mailForKnown(account, locale, now));
    return reply.code(202).send({ sent: true });
  });

  app.post('/auth/confirm', limited, async (request, reply) => {
    const body = parseWith(C.AccountConfirmBody, request.body, 'body');
    const now = ctx.now();
    const link = await db
      .selectFrom('account_confirmations')
      .select(['token_hash', 'user_id', 'expires_at', 'used_at'])
      .where('token_hash', '=', hash(body.token))
      .executeTakeFirst();
    if (!link) throw new ApiHttpError(400, 'confirm_unknown', 'This confirmation link is not valid: ask for a new one');
    if (link.used_at) throw new ApiHttpError(400, 'confirm_used', 'This confirmation link has been used already: sign in');
    if (new Date(link.expires_at).getTime() <= now.getTime())
      throw new ApiHttpError(400, 'confirm_expired', 'This confirmation link has expired: ask for a new one');
    const done = await db.transaction().execute(async (trx) => {
      // Single use even against two tabs at once: only the first update finds the link unused.
      const claimed = await trx
        .updateTable('account_confirmations')
        .set({ used_at: now })
        .where('token_hash', '=', link.token_hash)
        .where('used_at', 'is', null)
        .returning('token_hash')
        .executeTakeFirst();
      if (!claimed) return false;
      await trx.updateTable('users').set({ confirmed_at: now }).where('id', '=', link.user_id).where('confirmed_at', 'is', null).execute();
      // The account's other links have nothing left to do.
      await trx
        .deleteFrom('account_confirmations')
        .where('user_id', '=', link.user_id)
        .where('token_hash', '!=', link.token_hash)
        .execute();
      return true;
    });
    if (!done) throw new ApiHttpError(400, 'confirm_used', 'This confirmation link has been used already: sign in');
    return reply.code(204).send();
  });

  app.post('/auth/confirm/resend', limited, async (request, reply) => {
    const body = parseWith(C.ConfirmResendBody, request.body, 'body');
    const account = await accountByEmail(body.email.toLowerCase());
    // Only an account still waiting gets a link; the answer is the same for any other address.
    if (account && !account.confirmed_at) sendLater(request, await confirmationFor(account, body.locale ?? 'uz', ctx.now()));
    return reply.code(202).send({ sent: true });
  });
}
