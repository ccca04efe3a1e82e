/**
 * "Forgot your password?": a reset link by e-mail, single use, valid for 30 minutes. The answer to the request is
 * the same whether or not the e-mail has an account, and the mail goes out after the answer (its time says nothing
 * either). Only a hash of the link's token is kept. A new request leaves earlier links working (a stranger's request
 * cannot void the owner's); setting the new password ends every session of the account and every other link.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import * as C from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { limitedRoute, parseWith } from '../context.ts';
import { ApiHttpError, validationFailed } from '../lib/errors.ts';
import { clearAttempts } from '../lib/throttle.ts';
import { clientKey } from '../session.ts';
import { hashPassword } from '../lib/password.ts';

export const RESET_TTL_MS = 30 * 60_000;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const PREFIX: Record<C.Locale, string> = { uz: '', ru: '/ru', en: '/en' };

const MAIL: Record<C.Locale, { subject: string; text: (link: string) => string }> = {
  uz: {
    subject: 'Parolni tiklash — Soliq servis',
    text: (link) =>
      `Assalomu alaykum!\n\nSoliq servis saytidagi shaxsiy kabinetingiz parolini tiklash soʻraldi. Yangi parolni quyidagi havola orqali oʻrnating:\n\n${link}\n\nHavola 30 daqiqa amal qiladi va faqat bir marta ishlatiladi.\n\nAgar buni siz soʻramagan boʻlsangiz, bu xatga eʼtibor bermang: parolingiz oʻzgarmaydi.\n\nSoliq servis, call-markaz 1198`,
  },
  ru: {
    subject: 'Восстановление пароля — Солиқ сервис',
    text: (link) =>
      `Здравствуйте!\n\nДля вашего личного кабинета на сайте «Солиқ сервис» запрошено восстановление пароля. Задайте новый пароль по ссылке:\n\n${link}\n\nСсылка действует 30 минут и только один раз.\n\nЕсли вы этого не запрашивали, просто не обращайте внимания на это письмо: пароль не изменится.\n\n«Солиқ сервис», колл-центр 1198`,
  },
  en: {
    subject: 'Reset your password — Soliq Service',
    text: (link) =>
      `Hello,\n\nSomeone asked to reset the password of your personal cabinet on the Soliq Service website. Set a new password here:\n\n${link}\n\nThe link works for 30 minutes, once.\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.\n\nSoliq Service, call centre 1198`,
  },
};

export async function registerPasswordResetRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx;
  const limited = limitedRoute(ctx);

  app.post('/auth/password-reset', limited, async (request, reply) => {
    const body = parseWith(C.PasswordResetRequestBody, request.body, 'body');
    const email = body.email.toLowerCase();
    const locale = body.locale ?? 'uz';
    const user = await db.selectFrom('users').select(['id', 'email']).where('email', '=', email).executeTakeFirst();
    const now = ctx.now();
    // A link sent in the last minute stands: asking again and again cannot fill someone's inbox.
    const recent = user
      ? await db
          .selectFrom('password_resets')
          .select('token_hash')
          .where('user_id', '=', user.id)
          .where('created_at', '>', new Date(now.getTime() - 60_000))
          .executeTakeFirst()
      : undefined;
    if (user && !recent) {
      const token = randomBytes(32).toString('base64url');
      await db.transaction().execute(async (trx) => {
        // Asking again does not cancel a link that still works: anyone who knows the address may ask, and
        // replacing the link would let him void the owner's mail every minute. Only spent links are dropped.
        await trx
          .deleteFrom('password_resets')
          .where('user_id', '=', user.id)
          .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
          .execute();
        await trx
          .insertInto('password_resets')
          .values({ token_hash: hash(token), user_id: user.id, created_at: now, expires_at: new Date(now.getTime() + RESET_TTL_MS) })
          .execute();
      });
      // The link's host is the configured site, never the request's Host header (which anyone can set).
      const link = `${ctx.siteOrigin}${PREFIX[locale]}/password-reset?token=${token}`;
      const mail = MAIL[locale];
      // Sent after the answer: how long SMTP takes must not tell an account from none.
      setImmediate(() => {
        ctx.mailer
          .send({ to: user.email, subject: mail.subject, text: mail.text(link), language: locale })
          .catch((error: unknown) => request.log.error({ err: error }, 'password reset: the e-mail could not be sent'));
      });
    }
    return reply.code(202).send({ sent: true });
  });

  /** The link's row, if it can still be used; else the error that says why not. */
  const usableReset = async (token: string, now: Date) => {
    const reset = await db
      .selectFrom('password_resets')
      .innerJoin('users', 'users.id', 'password_resets.user_id')
      .select([
        'password_resets.token_hash',
        'password_resets.user_id',
        'password_resets.expires_at',
        'password_resets.used_at',
        'users.email',
      ])
      .where('password_resets.token_hash', '=', hash(token))
      .executeTakeFirst();
    if (!reset) throw new ApiHttpError(400, 'reset_unknown', 'This reset link is not valid: ask for a new one');
    if (reset.used_at) throw new ApiHttpError(400, 'reset_used', 'This reset link has been used already: ask for a new one');
    if (new Date(reset.expires_at).getTime() <= now.getTime())
      throw new ApiHttpError(400, 'reset_expired', 'This reset link has expired: ask for a new one');
    return reset;
  };

  // Asked when the link is opened, so a used or expired one is said before the visitor types two passwords.
  app.post('/auth/password-reset/check', limited, async (request, reply) => {
    const body = parseWith(C.PasswordResetCheckBody, request.body, 'body');
    await usableReset(body.token, ctx.now());
    return reply.code(204).send();
  });

  app.post('/auth/password-reset/confirm', limited, async (request, reply) => {
    const body = parseWith(C.PasswordResetBody, request.body, 'body');
    const now = ctx.now();
    const reset = await usableReset(body.token, now);
    const judge = await C.loadPasswordJudge();
    if (judge(body.password, [reset.email])) throw validationFailed({ password: 'weak_password' });
    const passwordHash = await hashPassword(body.password, { lane: 'open', key: clientKey(request) });
    const done = await db.transaction().execute(async (trx) => {
      // Single use even against two tabs at once: only the first update finds the link unused.
      const claimed = await trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', reset.token_hash)
        .where('used_at', 'is', null)
        .returning('token_hash')
        .executeTakeFirst();
      if (!claimed) return false;
      // Following the link proves the mailbox is the owner's: an account still waiting for confirmation is confirmed.
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, confirmed_at: sql<Date>`coalesce(confirmed_at, ${now})` })
        .where('id', '=', reset.user_id)
        .execute();
      await trx.deleteFrom('sessions').where('user_id', '=', reset.user_id).execute();
      await trx.deleteFrom('password_resets').where('user_id', '=', reset.user_id).where('token_hash', '!=', reset.token_hash).execute();
      return true;
    });
    if (!done) throw new ApiHttpError(400, 'reset_used', 'This reset link has been used already: ask for a new one');
    // Whoever was locked out by failed sign-ins may sign in with the new password at once.
    await clearAttempts(db, 'account', reset.email);
    return reply.code(204).send();
  });
}
