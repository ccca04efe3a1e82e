/**
 * Staff sessions: a random token in the cookie, its SHA-256 here. A session starts at the `enrol` or `code` stage (the
 * password was right) and lives 10 minutes there; the second factor makes it `signed-in`, with a new token, for 12 hours
 * at most and 30 minutes without a request.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { STAFF_SESSION_ABSOLUTE_MS, STAFF_SESSION_IDLE_MS, type StaffStage } from '@tax/shared/contract';
import type { Database } from '../db/schema.ts';

/** How long a session may wait at the enrol or code stage. */
export const PENDING_SESSION_MS = 10 * 60_000;
/** last_seen_at is written at most this often (the idle limit is 30 minutes: a minute's precision is plenty). */
const TOUCH_EVERY_MS = 60_000;

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export function staffSessionsRepository(db: Kysely<Database>, now: () => Date) {
  /** Sessions that have not ended: before their absolute end, and seen within the idle limit. */
  const live = () => {
    const t = now();
    return db
      .selectFrom('staff_sessions')
      .where('staff_sessions.expires_at', '>', t)
      .where('staff_sessions.last_seen_at', '>', new Date(t.getTime() - STAFF_SESSION_IDLE_MS));
  };

  return {
    async start(input: { accountId: string; stage: StaffStage; pendingSecret: string | null; address: string; userAgent: string | null }) {
      const token = newToken();
      const t = now();
      const id = randomUUID();
      await db
        .insertInto('staff_sessions')
        .values({
          id,
          token_hash: tokenHash(token),
          account_id: input.accountId,
          stage: input.stage,
          pending_secret: input.pendingSecret,
          created_at: t,
          last_seen_at: t,
          expires_at: new Date(t.getTime() + (input.stage === 'signed-in' ? STAFF_SESSION_ABSOLUTE_MS : PENDING_SESSION_MS)),
          address: input.address,
          user_agent: input.userAgent?.slice(0, 300) ?? null,
        })
        .execute();
      // Now and then, sessions long over go.
      if (Math.random() < 0.05)
        await db
          .deleteFrom('staff_sessions')
          .where('expires_at', '<', new Date(t.getTime() - 86_400_000))
          .execute();
      return { id, token };
    },

    /** The live session of a token, with its account (disabled accounts have none). */
    byToken: (token: string) =>
      live()
        .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_sessions.account_id')
        .select([
          'staff_sessions.id',
          'staff_sessions.account_id',
          'staff_sessions.stage',
          'staff_sessions.pending_secret',
          'staff_sessions.created_at',
          'staff_sessions.last_seen_at',
          'staff_sessions.expires_at',
          'staff_sessions.reauth_until',
          'staff_accounts.email',
          'staff_accounts.name',
          'staff_accounts.roles',
          'staff_accounts.totp_secret',
          'staff_accounts.password_hash',
        ])
        .where('staff_sessions.token_hash', '=', tokenHash(token))
        .where('staff_accounts.disabled', '=', false)
        .executeTakeFirst(),

    /** Records activity (at most once a minute); returns the last_seen_at now in force. */
    async touch(id: string, lastSeen: Date): Promise<Date> {
      const t = now();
      if (t.getTime() - lastSeen.getTime() < TOUCH_EVERY_MS) return lastSeen;
      await db.updateTable('staff_sessions').set({ last_seen_at: t }).where('id', '=', id).execute();
      return t;
    },

    /** The second factor given: signed in, with a new token (the one used before the second factor is worth nothing now). */
    async signIn(id: string): Promise<string> {
      const token = newToken();
      const t = now();
      await db
        .updateTable('staff_sessions')
        .set({
          token_hash: tokenHash(token),
          stage: 'signed-in',
          pending_secret: null,
          last_seen_at: t,
          expires_at: new Date(t.getTime() + STAFF_SESSION_ABSOLUTE_MS),
        })
        .where('id', '=', id)
        .execute();
      return token;
    },

    reauthenticated: (id: string, until: Date) =>
      db.updateTable('staff_sessions').set({ reauth_until: until }).where('id', '=', id).execute(),

    listOf: (accountId: string) => live().selectAll().where('account_id', '=', accountId).orderBy('created_at', 'desc').execute(),

    /** Ends one of an account's sessions: false when it has no such session. */
    async end(accountId: string, id: string): Promise<boolean> {
      const r = await db.deleteFrom('staff_sessions').where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) === 1;
    },
    /** Ends every session of an account, but `keep`; how many were live. */
    async endAll(accountId: string, keep?: string): Promise<number> {
      const counted = await live()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_id', '=', accountId)
        .$if(keep !== undefined, (q) => q.where('id', '!=', keep!))
        .executeTakeFirstOrThrow();
      await db
        .deleteFrom('staff_sessions')
        .where('account_id', '=', accountId)
        .$if(keep !== undefined, (q) => q.where('id', '!=', keep!))
        .execute();
      return Number(counted.n);
    },
  };
}
export type StaffSessionsRepository = ReturnType<typeof staffSessionsRepository>;
