/**
 * /staff/auth and /staff/me: the password (throttled like citizens' sign-ins, decision 0006), then the second factor:
 * enrolment with a QR code and the key as text, confirmed by a code, giving ten recovery codes once; or a code (each
 * used once) or a recovery code (each works once). Re-authentication and one's own password.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as C from '@tax/shared/contract';
import { STAFF_REAUTH_MS, STAFF_SESSION_ABSOLUTE_MS } from '@tax/shared/contract';
import { limitedRoute } from '../../context.ts';
import { ApiHttpError } from '../../lib/errors.ts';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password.ts';
import type { ContractTypeProvider } from '../../lib/route-schema.ts';
import { claimAttempt, clearAttempts, forgiveAttempt, tooManyAttempts } from '../../lib/throttle.ts';
import { enrolmentOf, newRecoveryCodes, newTotpSecret, totpStep } from '../../lib/totp.ts';
import { PENDING_SESSION_MS } from '../../repositories/staff-sessions.ts';
import { clientKey } from '../../session.ts';
import { isPublishedStaffPassword, staffPasswordProblem } from '../../staff.ts';
import {
  addressOf,
  clearStaffCookie,
  meOf,
  signedIn,
  staffCookie,
  staffPrincipal,
  type StaffContext,
  type StaffPrincipal,
} from '../../staff-session.ts';

const E = C.endpoints;
/** A signed-in staff member's own hashes (re-authentication, a new password) go in the lane served first. */
const staffTicket = (p: { accountId: string }) => ({ lane: 'trusted', key: `staff:${p.accountId}` }) as const;

/** Counts an attempt (the client's address, and the account's key) before anything is checked; the release on success. */
async function throttle(ctx: StaffContext, request: FastifyRequest, accountKey: string) {
  const now = ctx.now();
  const address = clientKey(request);
  const addressWait = await claimAttempt(ctx.db, 'address', address, now, ctx.signInThrottle.address);
  if (addressWait !== null) throw tooManyAttempts('rate_limited', addressWait);
  const wait = await claimAttempt(ctx.db, 'account', accountKey, now, ctx.signInThrottle.account);
  if (wait !== null) throw tooManyAttempts('account_locked', wait);
  return async () => {
    await clearAttempts(ctx.db, 'account', accountKey);
    await forgiveAttempt(ctx.db, 'address', address);
  };
}

const wrongCode = (field: 'code' | 'recoveryCode') =>
  new ApiHttpError(
    422,
    'invalid_code',
    field === 'code' ? 'The code is not right (or was used already)' : 'The recovery code is not right (or was used already)',
    {
      [field]: 'invalid',
    },
  );

export async function registerStaffAuthRoutes(fastify: FastifyInstance, ctx: StaffContext) {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const limited = limitedRoute(ctx, { bodyLimit: 4096 });
  const anyStage = { ...limited, config: { ...limited.config, staff: { roles: 'any-stage' as const } } };
  const anyRole = { ...limited, config: { ...limited.config, staff: { roles: [] } } };
  const codeKey = (p: StaffPrincipal) => `staff-code:${p.accountId}`;
  const who = (request: FastifyRequest, p: StaffPrincipal) => ({ actorId: p.accountId, actorEmail: p.email, address: clientKey(request) });

  /** The second factor given: the session is signed in with a new token (12 hours at most). */
  async function completeSignIn(request: FastifyRequest, reply: { header(k: string, v: string): unknown }, p: StaffPrincipal) {
    const token = await ctx.sessions.signIn(p.sessionId);
    reply.header('set-cookie', staffCookie(ctx, token, STAFF_SESSION_ABSOLUTE_MS / 1000));
    await ctx.accounts.signedIn(p.accountId);
    await ctx.audit.append({ ...who(request, p), action: 'sign-in', targetKind: 'session', targetId: p.sessionId });
    const t = ctx.now();
    const now: StaffPrincipal = { ...p, stage: 'signed-in', lastSeenAt: t, expiresAt: new Date(t.getTime() + STAFF_SESSION_ABSOLUTE_MS) };
    return meOf(ctx, now, await ctx.accounts.recoveryCodesLeft(p.accountId));
  }

  app.post('/staff/auth/sign-in', { ...limited, schema: { body: E.staffSignIn.body } }, async (request, reply) => {
    const email = request.body.email.toLowerCase();
    const release = await throttle(ctx, request, `staff:${email}`);
    const account = await ctx.accounts.byEmail(email);
    // An unknown e-mail, a disabled account or one without a usable hash: checked against a dummy hash, so every
    // failure looks and takes alike.
    const usable = account && !account.disabled && account.password_hash.startsWith('scrypt$') ? account.password_hash : undefined;
    const ok =
      (await verifyPassword(request.body.password, usable ?? (await dummyHash()), { lane: 'open', key: clientKey(request) })) &&
      usable !== undefined &&
      !isPublishedStaffPassword(request.body.password);
    if (!account || !ok) {
      await ctx.audit.append({
        action: 'sign-in-failed',
        actorId: account?.id ?? null,
        actorEmail: email,
        address: addressOf(request),
        detail: { reason: account?.disabled ? 'disabled' : 'password' },
      });
      throw new ApiHttpError(401, 'invalid_credentials', 'E-mail or password is wrong');
    }
    await release();
    if (needsRehash(account.password_hash))
      await ctx.accounts.setPassword(account.id, await hashPassword(request.body.password, { lane: 'open', key: clientKey(request) }));
    const enrolled = account.totp_secret !== null;
    const secret = enrolled ? null : newTotpSecret();
    const { token } = await ctx.sessions.start({
      accountId: account.id,
      stage: enrolled ? 'code' : 'enrol',
      pendingSecret: secret ? ctx.box.seal(secret) : null,
      address: addressOf(request),
      userAgent: request.headers['user-agent'] ?? null,
    });
    reply.header('set-cookie', staffCookie(ctx, token, PENDING_SESSION_MS / 1000));
    return secret ? { step: 'enrol' as const, enrolment: await enrolmentOf(secret, account.email) } : { step: 'code' as const };
  });

  app.get('/staff/auth/enrolment', anyStage, async (request) => {
    const p = signedIn(request);
    if (p.stage !== 'enrol' || !p.pendingSecret)
      throw new ApiHttpError(409, 'not_enrolling', 'This session is not setting up a second factor');
    return enrolmentOf(ctx.box.open(p.pendingSecret), p.email);
  });

  app.post('/staff/auth/enrolment', { ...anyStage, schema: { body: E.staffEnrolConfirm.body } }, async (request, reply) => {
    const p = signedIn(request);
    if (p.stage !== 'enrol' || !p.pendingSecret)
      throw new ApiHttpError(409, 'not_enrolling', 'This session is not setting up a second factor');
    const release = await throttle(ctx, request, codeKey(p));
    const secret = ctx.box.open(p.pendingSecret);
    const step = totpStep(secret, request.body.code, ctx.now());
    if (step === null) {
      await ctx.audit.append({ ...who(request, p), action: 'second-factor-failed', detail: { stage: 'enrol' } });
      throw wrongCode('code');
    }
    await release();
    const recoveryCodes = newRecoveryCodes(C.RECOVERY_CODE_COUNT);
    await ctx.accounts.enrol(p.accountId, ctx.box.seal(secret), step, recoveryCodes);
    await ctx.audit.append({
      ...who(request, p),
      action: 'second-factor-enrolled',
      targetKind: 'account',
      targetId: p.accountId,
      targetLabel: p.email,
    });
    return { recoveryCodes, me: await completeSignIn(request, reply, p) };
  });

  app.post('/staff/auth/verify', { ...anyStage, schema: { body: E.staffVerify.body } }, async (request, reply) => {
    const p = signedIn(request);
    if (p.stage !== 'code' || !p.totpSecret) throw new ApiHttpError(409, 'not_verifying', 'This session is not waiting for a code');
    const release = await throttle(ctx, request, codeKey(p));
    const { code, recoveryCode } = request.body;
    let ok: boolean;
    if (code !== undefined) {
      const step = totpStep(ctx.box.open(p.totpSecret), code, ctx.now());
      ok = step !== null && (await ctx.accounts.claimStep(p.accountId, step));
    } else {
      ok = await ctx.accounts.useRecoveryCode(p.accountId, recoveryCode!);
    }
    if (!ok) {
      await ctx.audit.append({
        ...who(request, p),
        action: 'second-factor-failed',
        detail: { with: code !== undefined ? 'code' : 'recovery-code' },
      });
      throw wrongCode(code !== undefined ? 'code' : 'recoveryCode');
    }
    await release();
    if (recoveryCode !== undefined)
      await ctx.audit.append({
        ...who(request, p),
        action: 'recovery-code-used',
        targetKind: 'account',
        targetId: p.accountId,
        targetLabel: p.email,
      });
    return { me: await completeSignIn(request, reply, p), usedRecoveryCode: recoveryCode !== undefined };
  });

  app.post('/staff/auth/sign-out', limited, async (request, reply) => {
    const p = await staffPrincipal(ctx, request);
    if (p) {
      await ctx.sessions.end(p.accountId, p.sessionId);
      await ctx.audit.append({ ...who(request, p), action: 'sign-out', targetKind: 'session', targetId: p.sessionId });
    }
    clearStaffCookie(ctx, reply);
    return reply.code(204).send();
  });

  app.get('/staff/me', { config: { cache: 'none', staff: { roles: 'any-stage' } } }, async (request) => {
    const p = signedIn(request);
    return meOf(ctx, p, p.stage === 'signed-in' ? await ctx.accounts.recoveryCodesLeft(p.accountId) : null);
  });

  app.post('/staff/auth/reauth', { ...anyRole, schema: { body: E.staffReauth.body } }, async (request) => {
    const p = signedIn(request);
    const release = await throttle(ctx, request, codeKey(p));
    const passwordOk = await verifyPassword(request.body.password, p.passwordHash, staffTicket(p));
    const step = p.totpSecret ? totpStep(ctx.box.open(p.totpSecret), request.body.code, ctx.now()) : null;
    const codeOk = passwordOk && step !== null && (await ctx.accounts.claimStep(p.accountId, step));
    if (!passwordOk || !codeOk) {
      await ctx.audit.append({ ...who(request, p), action: 'second-factor-failed', detail: { stage: 'reauth', password: passwordOk } });
      throw new ApiHttpError(
        422,
        'invalid_credentials',
        'The password or the code is not right',
        passwordOk ? { code: 'invalid' } : { password: 'invalid' },
      );
    }
    await release();
    const until = new Date(ctx.now().getTime() + STAFF_REAUTH_MS);
    await ctx.sessions.reauthenticated(p.sessionId, until);
    await ctx.audit.append({ ...who(request, p), action: 'reauthenticated', targetKind: 'session', targetId: p.sessionId });
    return { reauthenticatedUntil: until.toISOString() };
  });

  app.post('/staff/auth/password', { ...anyRole, schema: { body: E.staffPassword.body } }, async (request, reply) => {
    const p = signedIn(request);
    const release = await throttle(ctx, request, `staff:${p.email}`);
    if (!(await verifyPassword(request.body.currentPassword, p.passwordHash, staffTicket(p))))
      throw new ApiHttpError(422, 'invalid_credentials', 'The current password is not right', { currentPassword: 'invalid' });
    await release();
    const problem = staffPasswordProblem(p.email, request.body.newPassword);
    if (problem)
      throw new ApiHttpError(422, 'validation_failed', `The new password is refused: ${problem}`, { newPassword: 'weak_password' });
    await ctx.accounts.setPassword(p.accountId, await hashPassword(request.body.newPassword, staffTicket(p)));
    await ctx.sessions.endAll(p.accountId, p.sessionId);
    await ctx.audit.append({
      ...who(request, p),
      action: 'password-changed',
      targetKind: 'account',
      targetId: p.accountId,
      targetLabel: p.email,
    });
    return reply.code(204).send();
  });
}
