/**
 * Sign-in throttling (see docs/api.md, "Sign-in throttling"). Every attempt is counted in the database, in one
 * atomic statement, before the password is checked: requests in flight at the same moment, on one server or on
 * several sharing the database, each see the others' counts, so a parallel burst cannot slip past the limit.
 *
 * A scope allows `free` attempts in a row, then makes each further attempt wait an increasing delay (base,
 * 2 × base, …, up to max) after the one before. Attempts are forgotten after `forgetMs` without any. A right password clears
 * an account's or device's count (an address's count only goes down by one: an attacker with one account of his
 * own must not be able to wipe his address's record).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiHttpError } from './errors.ts';

export type ThrottleScope = 'account' | 'device' | 'address';

export interface ThrottlePolicy {
  /** Attempts allowed without any delay. */
  free: number;
  /** Delay after the first attempt beyond `free`; doubled for each further one. */
  baseMs: number;
  /** The longest delay. */
  maxMs: number;
  /** Attempts are forgotten after this long without one. */
  forgetMs: number;
}

export interface SignInThrottle {
  /** Attempts for one e-mail from browsers that never signed in to it: what an attacker guessing a password sends. */
  account: ThrottlePolicy;
  /** Attempts from a browser holding a device cookie of that account (it signed in to it before). */
  device: ThrottlePolicy;
  /** Attempts from one client address, whatever the e-mail (credential stuffing from one place). */
  address: ThrottlePolicy;
}

export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottle = {
  account: { free: 5, baseMs: 30_000, maxMs: 15 * 60_000, forgetMs: 60 * 60_000 },
  device: { free: 10, baseMs: 30_000, maxMs: 15 * 60_000, forgetMs: 60 * 60_000 },
  address: { free: 30, baseMs: 10_000, maxMs: 15 * 60_000, forgetMs: 60 * 60_000 },
};

/**
 * Counts one attempt, unless the scope is waiting out its delay. Returns null when the attempt may go ahead,
 * else the milliseconds until the next one may.
 */
export async function claimAttempt(
  db: Kysely<Database>,
  scope: ThrottleScope,
  key: string,
  now: Date,
  p: ThrottlePolicy,
): Promise<number | null> {
  const forgetBefore = new Date(now.getTime() - p.forgetMs);
  // The count this attempt makes, and the delay it sets: none before the last free attempt, then base, 2 × base, … up to max.
  const count = sql`(CASE WHEN sign_in_throttle.last_at < ${forgetBefore} THEN 1 ELSE sign_in_throttle.failures + 1 END)`;
  const delay = (n: unknown) =>
    sql`(CASE WHEN ${n} < ${p.free}::int THEN 0
              ELSE LEAST(${p.maxMs}::float8, ${p.baseMs}::float8 * power(2, ${n} - ${p.free}::int)) END) * interval '1 millisecond'`;
  const claimed = await sql<{ failures: number }>`
    INSERT INTO sign_in_throttle AS sign_in_throttle (scope, key, failures, last_at, next_at)
    VALUES (${scope}, ${key}, 1, ${now}, ${now}::timestamptz + ${delay(sql`1`)})
    ON CONFLICT (scope, key) DO UPDATE SET
      failures = ${count},
      last_at = ${now},
      next_at = ${now}::timestamptz + ${delay(count)}
    WHERE sign_in_throttle.next_at <= ${now}
    RETURNING failures`.execute(db);
  if (claimed.rows.length > 0) return null;
  const row = await db
    .selectFrom('sign_in_throttle')
    .select('next_at')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  // The row can only have gone (pruned) in between: then the next attempt may go ahead at once.
  return row ? Math.max(1, new Date(row.next_at).getTime() - now.getTime()) : 1;
}

/** A right password: the account's or device's count is cleared. */
export async function clearAttempts(db: Kysely<Database>, scope: ThrottleScope, key: string): Promise<void> {
  await db.deleteFrom('sign_in_throttle').where('scope', '=', scope).where('key', '=', key).execute();
}

/** A right password from an address: its count goes back down by the attempt just counted, and no further. */
export async function forgiveAttempt(db: Kysely<Database>, scope: ThrottleScope, key: string): Promise<void> {
  await db
    .updateTable('sign_in_throttle')
    .set((eb) => ({ failures: sql`GREATEST(${eb.ref('failures')} - 1, 0)` }))
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}

/** Forgets scopes that no longer hold anything back (run now and then). */
export async function pruneAttempts(db: Kysely<Database>, now: Date, policies: SignInThrottle): Promise<void> {
  const longest = Math.max(policies.account.forgetMs, policies.device.forgetMs, policies.address.forgetMs);
  await db
    .deleteFrom('sign_in_throttle')
    .where('last_at', '<', new Date(now.getTime() - longest))
    .where('next_at', '<', now)
    .execute();
}

/** The 429 of a throttled attempt, with Retry-After. */
export function tooManyAttempts(code: 'account_locked' | 'rate_limited', ms: number) {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const message =
    code === 'account_locked'
      ? `Too many failed sign-ins for this e-mail; try again in ${seconds} s`
      : `Too many sign-in attempts from this address; try again in ${seconds} s`;
  return new ApiHttpError(429, code, message, undefined, { 'retry-after': String(seconds) });
}
