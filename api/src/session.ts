/** Session cookies: a random token in an HttpOnly SameSite=Lax cookie, only its SHA-256 stored, with an expiry. */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from './context.ts';
import { ApiHttpError } from './lib/errors.ts';
import { SIGNED_IN_HINT_COOKIE } from '@tax/shared/contract';

export const SESSION_COOKIE = 'tax_sid';
/**
 * A readable companion of the session cookie, holding no secret ("1"): it tells the site's header that asking
 * who is signed in is worth a request, so anonymous visitors' pages never make one. Cleared with the session,
 * and when /me finds the session gone.
 */
export { SIGNED_IN_HINT_COOKIE };

export interface SessionUser {
  id: string;
  email: string;
  kind: 'individual' | 'business';
  fio: string;
  phone_number: string;
  company_name: string | null;
  tin: string | null;
  role: 'user' | 'staff';
  created_at: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    if (part.slice(0, i).trim() === name) {
      const v = part.slice(i + 1).trim();
      return /^[A-Za-z0-9_-]{20,100}$/.test(v) ? v : undefined;
    }
  }
  return undefined;
}

function cookie(ctx: ApiContext, value: string, maxAgeSec: number): string {
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSec}; HttpOnly; SameSite=Lax${ctx.cookieSecure ? '; Secure' : ''}`;
}

/** The signed-in hint: set for the session's lifetime, or cleared with `maxAgeSec` 0. */
export function hintCookie(ctx: ApiContext, maxAgeSec: number): string {
  return `${SIGNED_IN_HINT_COOKIE}=${maxAgeSec > 0 ? '1' : ''}; Path=/; Max-Age=${maxAgeSec}; SameSite=Lax${ctx.cookieSecure ? '; Secure' : ''}`;
}

export async function startSession(ctx: ApiContext, reply: FastifyReply, userId: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await ctx.db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, created_at: now, expires_at: new Date(now.getTime() + ctx.sessionTtlMs) })
    .execute();
  const maxAge = Math.floor(ctx.sessionTtlMs / 1000);
  reply.header('set-cookie', [cookie(ctx, token, maxAge), hintCookie(ctx, maxAge)]);
  // Occasional clean-up of expired sessions.
  if (Math.random() < 0.05) await ctx.db.deleteFrom('sessions').where('expires_at', '<', now).execute();
}

export async function endSession(ctx: ApiContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = readCookie(request, SESSION_COOKIE);
  if (token) await ctx.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
  reply.header('set-cookie', [cookie(ctx, '', 0), hintCookie(ctx, 0)]);
}

/**
 * Device cookie (OWASP's answer to lock-out denial of service): a browser that signed in to an account gets a
 * random token, stored hashed with the e-mail. Its later attempts on that account are throttled on their own,
 * so strangers guessing the password slow down only strangers, never the owner's usual browser.
 */
export const DEVICE_COOKIE = 'tax_device';
const DEVICE_TTL_MS = 180 * 24 * 3600 * 1000;

/** The device cookie's key for this e-mail, when the browser holds one that signed in to it; else undefined. */
export async function trustedDevice(ctx: ApiContext, request: FastifyRequest, email: string): Promise<string | undefined> {
  const token = readCookie(request, DEVICE_COOKIE);
  if (!token) return undefined;
  const hash = hashToken(token);
  const row = await ctx.db
    .selectFrom('trusted_devices')
    .select('expires_at')
    .where('token_hash', '=', hash)
    .where('email', '=', email)
    .executeTakeFirst();
  return row && new Date(row.expires_at).getTime() > ctx.now().getTime() ? hash : undefined;
}

/** Marks this browser as one that signed in to the account (keeping its token when it has one). */
export async function rememberDevice(ctx: ApiContext, request: FastifyRequest, reply: FastifyReply, email: string): Promise<void> {
  const token = readCookie(request, DEVICE_COOKIE) ?? randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expires = new Date(now.getTime() + DEVICE_TTL_MS);
  await ctx.db
    .insertInto('trusted_devices')
    .values({ token_hash: hashToken(token), email, created_at: now, expires_at: expires })
    .onConflict((oc) => oc.columns(['token_hash', 'email']).doUpdateSet({ expires_at: expires }))
    .execute();
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${token}; Path=/; Max-Age=${DEVICE_TTL_MS / 1000}; HttpOnly; SameSite=Lax${ctx.cookieSecure ? '; Secure' : ''}`,
  );
  if (Math.random() < 0.05) await ctx.db.deleteFrom('trusted_devices').where('expires_at', '<', now).execute();
}

/** The client's address as a throttling key: an IPv6 client by its /64 (one subscriber's usual allocation). */
export function clientKey(request: FastifyRequest): string {
  const ip = request.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const userCache = new WeakMap<FastifyRequest, SessionUser | null>();

export async function currentUser(ctx: ApiContext, request: FastifyRequest): Promise<SessionUser | null> {
  if (userCache.has(request)) return userCache.get(request) ?? null;
  const token = readCookie(request, SESSION_COOKIE);
  let user: SessionUser | null = null;
  if (token) {
    const row = await ctx.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'users.id',
        'users.email',
        'users.kind',
        'users.fio',
        'users.phone_number',
        'users.company_name',
        'users.tin',
        'users.role',
        'users.created_at',
        'sessions.expires_at',
      ])
      .where('sessions.token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (row && new Date(row.expires_at).getTime() > ctx.now().getTime()) {
      const { expires_at: _e, ...u } = row;
      user = u;
    }
  }
  userCache.set(request, user);
  return user;
}

export async function requireUser(ctx: ApiContext, request: FastifyRequest): Promise<SessionUser> {
  const u = await currentUser(ctx, request);
  if (!u) throw new ApiHttpError(401, 'unauthorized', 'Sign in first');
  return u;
}

export const publicUser = (u: SessionUser) => ({
  id: u.id,
  email: u.email,
  kind: u.kind,
  fio: u.fio,
  phone_number: u.phone_number,
  companyName: u.company_name,
  tin: u.tin,
  role: u.role,
  createdAt: new Date(u.created_at).toISOString(),
});

export const newId = () => randomUUID();
