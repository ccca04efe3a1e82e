/**
 * Staff sessions over HTTP: the `tax_staff` cookie (HttpOnly, SameSite=Strict, path `<api>/staff`, Secure when
 * configured; never the citizens' `tax_sid`), and the guard every `/staff` route declares in its config:
 * `staff: { roles, reauth }` (see StaffAccess in the contract).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_SESSION_COOKIE, STAFF_SESSION_IDLE_MS, type StaffAccess, type StaffRole, type StaffStage } from '@tax/shared/contract';
import type { ApiContext } from './context.ts';
import { ApiHttpError } from './lib/errors.ts';
import type { SecretBox } from './lib/secret-box.ts';
import type { AuditRepository } from './repositories/audit.ts';
import type { StaffAccountsRepository } from './repositories/staff-accounts.ts';
import { rolesOf } from './repositories/staff-accounts.ts';
import type { StaffSessionsRepository } from './repositories/staff-sessions.ts';
import { readCookie } from './session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A staff route: who may call it (the guard in staff-session.ts answers 401/403 before anything else runs). */
    staff?: StaffAccess;
  }
}

/** What the staff routes share. */
export interface StaffContext extends ApiContext {
  accounts: StaffAccountsRepository;
  sessions: StaffSessionsRepository;
  audit: AuditRepository;
  box: SecretBox;
  /** The cookie's path: the API's prefix and /staff. */
  cookiePath: string;
}

export interface StaffPrincipal {
  sessionId: string;
  accountId: string;
  email: string;
  name: string;
  roles: StaffRole[];
  stage: StaffStage;
  /** The session's key on offer (enrol stage), sealed. */
  pendingSecret: string | null;
  /** The account's key, sealed (null before enrolment). */
  totpSecret: string | null;
  passwordHash: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  reauthUntil: Date | null;
}

export function staffCookie(ctx: StaffContext, token: string, maxAgeSec: number): string {
  return `${STAFF_SESSION_COOKIE}=${token}; Path=${ctx.cookiePath}; Max-Age=${maxAgeSec}; HttpOnly; SameSite=Strict${ctx.cookieSecure ? '; Secure' : ''}`;
}
export const clearStaffCookie = (ctx: StaffContext, reply: FastifyReply) => void reply.header('set-cookie', staffCookie(ctx, '', 0));

/** The client's address as the server computed it (request.ip: the socket's, or the trusted proxies' X-Forwarded-For). */
export const addressOf = (request: FastifyRequest): string => request.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

const principals = new WeakMap<FastifyRequest, StaffPrincipal | null>();

/** The staff session this request carries (live, its account enabled), or null; read once per request. */
export async function staffPrincipal(ctx: StaffContext, request: FastifyRequest): Promise<StaffPrincipal | null> {
  if (principals.has(request)) return principals.get(request) ?? null;
  const token = readCookie(request, STAFF_SESSION_COOKIE);
  const row = token ? await ctx.sessions.byToken(token) : undefined;
  let principal: StaffPrincipal | null = null;
  if (row) {
    const lastSeenAt = await ctx.sessions.touch(row.id, new Date(row.last_seen_at));
    principal = {
      sessionId: row.id,
      accountId: row.account_id,
      email: row.email,
      name: row.name,
      roles: rolesOf(row.roles),
      stage: row.stage,
      pendingSecret: row.pending_secret,
      totpSecret: row.totp_secret,
      passwordHash: row.password_hash,
      createdAt: new Date(row.created_at),
      lastSeenAt,
      expiresAt: new Date(row.expires_at),
      reauthUntil: row.reauth_until ? new Date(row.reauth_until) : null,
    };
  }
  principals.set(request, principal);
  return principal;
}

/** The principal of a request the guard let through. */
export function signedIn(request: FastifyRequest): StaffPrincipal {
  const p = principals.get(request);
  if (!p) throw new ApiHttpError(401, 'unauthorized', 'Sign in to the workspace first');
  return p;
}

/** What /staff/me answers. */
export function meOf(ctx: StaffContext, p: StaffPrincipal, recoveryCodesLeft: number | null) {
  const idleEnd = new Date(Math.min(p.lastSeenAt.getTime() + STAFF_SESSION_IDLE_MS, p.expiresAt.getTime()));
  const reauth = p.reauthUntil && p.reauthUntil.getTime() > ctx.now().getTime() ? p.reauthUntil.toISOString() : null;
  return {
    user: { id: p.accountId, email: p.email, name: p.name, roles: p.roles },
    stage: p.stage,
    session: {
      id: p.sessionId,
      createdAt: p.createdAt.toISOString(),
      expiresAt: p.expiresAt.toISOString(),
      idleExpiresAt: idleEnd.toISOString(),
      reauthenticatedUntil: reauth,
    },
    recoveryCodesLeft,
  };
}

/**
 * The guard: before a staff route parses anything, no session is a 401; a session still at the enrol or code stage a
 * 403 (`enrolment_required`, `second_factor_required`) except where the route allows any stage; a role the route does
 * not list a 403 `forbidden`; a route that needs a recent re-authentication without one a 403
 * `reauthentication_required`.
 */
export function registerStaffGuard(app: FastifyInstance, ctx: StaffContext) {
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.staff;
    if (!access) return;
    const p = await staffPrincipal(ctx, request);
    if (!p) throw new ApiHttpError(401, 'unauthorized', 'Sign in to the workspace first');
    if (access.roles === 'any-stage') return;
    if (p.stage === 'enrol') throw new ApiHttpError(403, 'enrolment_required', 'Set up the second factor first');
    if (p.stage === 'code') throw new ApiHttpError(403, 'second_factor_required', 'Give the code from the authenticator app first');
    if (access.roles.length > 0 && !access.roles.some((r) => p.roles.includes(r)))
      throw new ApiHttpError(403, 'forbidden', 'Your roles do not allow this');
    if (access.reauth && !(p.reauthUntil && p.reauthUntil.getTime() > ctx.now().getTime()))
      throw new ApiHttpError(403, 'reauthentication_required', 'Confirm your password and a code first (valid 5 minutes)');
  });
}
