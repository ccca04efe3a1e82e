/** Staff accounts: roles, the second factor's key and recovery codes, disabling. No HTTP here. */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { STAFF_ROLES, type StaffAccount, type StaffRole } from '@tax/shared/contract';
import type { Database } from '../db/schema.ts';
import { recoveryCodeHash } from '../lib/totp.ts';

/** Roles as stored, in the contract's order, unknown ones dropped. */
export const rolesOf = (stored: readonly string[]): StaffRole[] => STAFF_ROLES.filter((r) => stored.includes(r));

export function staffAccountsRepository(db: Kysely<Database>, now: () => Date) {
  const accountsQuery = () => db.selectFrom('staff_accounts');

  return {
    byEmail: (email: string) => accountsQuery().selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst(),
    byId: (id: string) => accountsQuery().selectAll().where('id', '=', id).executeTakeFirst(),

    /** An account as the workspace shows it; undefined when there is none with this id. */
    async view(id: string): Promise<StaffAccount | undefined> {
      const rows = await this.list(id);
      return rows[0];
    },

    async list(only?: string): Promise<StaffAccount[]> {
      let q = accountsQuery()
        .selectAll()
        .select((eb) =>
          eb
            .selectFrom('staff_sessions')
            .select((s) => s.fn.countAll<number>().as('n'))
            .whereRef('staff_sessions.account_id', '=', 'staff_accounts.id')
            .where('staff_sessions.stage', '=', 'signed-in')
            .where('staff_sessions.expires_at', '>', now())
            .as('active_sessions'),
        );
      if (only) q = q.where('id', '=', only);
      const rows = await q.orderBy('name').orderBy('email').execute();
      return rows.map((r) => ({
        id: r.id,
        email: r.email,
        name: r.name,
        roles: rolesOf(r.roles),
        disabled: r.disabled,
        enrolled: r.totp_secret !== null,
        createdAt: new Date(r.created_at).toISOString(),
        lastSignInAt: r.last_sign_in_at ? new Date(r.last_sign_in_at).toISOString() : null,
        activeSessions: Number(r.active_sessions ?? 0),
      }));
    },

    /** Enabled accounts holding the handler role (whom inbox items can be assigned to). */
    handlers: () =>
      accountsQuery()
        .select(['id', 'name', 'email'])
        .where('disabled', '=', false)
        .where(sql<boolean>`'handler' = ANY(roles)`)
        .orderBy('name')
        .execute(),

    async create(input: { email: string; name: string; passwordHash: string; roles: StaffRole[] }) {
      const id = randomUUID();
      const inserted = await db
        .insertInto('staff_accounts')
        .values({
          id,
          email: input.email.trim().toLowerCase(),
          name: input.name,
          password_hash: input.passwordHash,
          roles: [...input.roles],
          created_at: now(),
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id;
    },

    setRoles: (id: string, roles: StaffRole[]) =>
      db
        .updateTable('staff_accounts')
        .set({ roles: [...roles] })
        .where('id', '=', id)
        .execute(),
    setDisabled: (id: string, disabled: boolean) => db.updateTable('staff_accounts').set({ disabled }).where('id', '=', id).execute(),
    setPassword: (id: string, passwordHash: string) =>
      db.updateTable('staff_accounts').set({ password_hash: passwordHash }).where('id', '=', id).execute(),
    signedIn: (id: string) => db.updateTable('staff_accounts').set({ last_sign_in_at: now() }).where('id', '=', id).execute(),

    /** Enrolment confirmed: the key, the step of the code that confirmed it, and the recovery codes' hashes. */
    async enrol(id: string, sealedSecret: string, step: number, recoveryCodes: string[]) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('staff_accounts').set({ totp_secret: sealedSecret, totp_last_step: step }).where('id', '=', id).execute();
        await trx.deleteFrom('staff_recovery_codes').where('account_id', '=', id).execute();
        await trx
          .insertInto('staff_recovery_codes')
          .values(recoveryCodes.map((code) => ({ account_id: id, code_hash: recoveryCodeHash(code) })))
          .execute();
      });
    },

    /** Accepts a code's time step once: false when this step (or a later one) was accepted already. */
    async claimStep(id: string, step: number): Promise<boolean> {
      const r = await db
        .updateTable('staff_accounts')
        .set({ totp_last_step: step })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** Uses a recovery code (each works once): false when it is not one of the account's unused codes. */
    async useRecoveryCode(id: string, code: string): Promise<boolean> {
      const r = await db
        .updateTable('staff_recovery_codes')
        .set({ used_at: now() })
        .where('account_id', '=', id)
        .where('code_hash', '=', recoveryCodeHash(code))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    async recoveryCodesLeft(id: string): Promise<number> {
      const r = await db
        .selectFrom('staff_recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /** The second factor forgotten: the account enrols again at its next sign-in. */
    async resetSecondFactor(id: string) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('staff_accounts').set({ totp_secret: null, totp_last_step: null }).where('id', '=', id).execute();
        await trx.deleteFrom('staff_recovery_codes').where('account_id', '=', id).execute();
      });
    },
  };
}
export type StaffAccountsRepository = ReturnType<typeof staffAccountsRepository>;
