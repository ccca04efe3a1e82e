/**
 * Staff accounts as an operator creates them (`npm run staff`, directly or through the running server's ops endpoint).
 * None exists with a known password: the seed creates none, and each one is created with a generated password printed
 * once (or STAFF_PASSWORD). Staff accounts are their own table: a citizen's registration can never make one.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { EMAIL_RE, STAFF_ROLES, type StaffRole } from '@tax/shared/contract';
import type { Database } from './db/schema.ts';
import { hashPassword, isCommonPassword, verifyPassword } from './lib/password.ts';
import { auditRepository } from './repositories/audit.ts';
import { rolesOf, staffAccountsRepository } from './repositories/staff-accounts.ts';
import { staffSessionsRepository } from './repositories/staff-sessions.ts';

/** What earlier versions gave staff@soliq.local when no password was configured (published in their README). */
const RETIRED_DEFAULT_PASSWORDS = ['staff-password-change-me'];
/** Marks an account that cannot sign in until an operator sets a password (no hash ever starts with '!'). */
const DISABLED = '!disabled: set a new password with npm run staff -- --reset';

export const STAFF_PASSWORD_MIN = 12;

/** A password once published as a default: a staff account never signs in with it. */
export const isPublishedStaffPassword = (password: string) => RETIRED_DEFAULT_PASSWORDS.includes(password);

/** Why a staff password is refused, or null when it is acceptable. */
export function staffPasswordProblem(email: string, password: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN) return `it must have at least ${STAFF_PASSWORD_MIN} characters`;
  if (password.length > 200) return 'it must have at most 200 characters';
  const lower = password.toLowerCase();
  if (lower === email.toLowerCase() || lower === email.toLowerCase().split('@')[0]) return 'it must not be the e-mail';
  if (isCommonPassword(password) || RETIRED_DEFAULT_PASSWORDS.includes(password)) return 'it is a common or published password';
  return null;
}

/** A random password of 24 URL-safe characters (144 bits). */
export const generatePassword = () => randomBytes(18).toString('base64url');

/** Roles from the command line: repeated and comma-separated values, each admin, editor or handler. */
export function parseRoles(values: readonly string[]): StaffRole[] {
  const wanted = values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  const unknown = wanted.filter((r) => !(STAFF_ROLES as readonly string[]).includes(r));
  if (unknown.length) throw new Error(`unknown role ${unknown.map((r) => JSON.stringify(r)).join(', ')}: use ${STAFF_ROLES.join(', ')}`);
  return rolesOf(wanted);
}

export interface StaffResult {
  email: string;
  action: 'created' | 'reset';
  roles: StaffRole[];
}

/**
 * Creates a staff account with its roles, or with `reset` gives an existing one a new password and these roles (and
 * enables it again; its sessions end, its second factor stays). Recorded in the audit log as the operator's act.
 * Throws with a readable message when the input is refused.
 */
export async function createStaffAccount(
  db: Kysely<Database>,
  input: { email: string; password: string; roles?: StaffRole[]; name?: string; reset?: boolean; now?: () => Date; via?: string },
): Promise<StaffResult> {
  const now = input.now ?? (() => new Date());
  const email = input.email.trim().toLowerCase();
  if (!EMAIL_RE.test(email)) throw new Error(`not an e-mail address: ${JSON.stringify(input.email)}`);
  const problem = staffPasswordProblem(email, input.password);
  if (problem) throw new Error(`password refused: ${problem}`);
  const accounts = staffAccountsRepository(db, now);
  const audit = auditRepository(db, now);
  const existing = await accounts.byEmail(email);
  const operator = { actorId: null, actorEmail: input.via ?? 'npm run staff', address: 'local' };
  if (existing) {
    if (!input.reset) throw new Error(`${email} already has a staff account; add --reset to give it a new password (and the roles given)`);
    const roles = input.roles?.length ? input.roles : rolesOf(existing.roles);
    await accounts.setPassword(existing.id, await hashPassword(input.password));
    await accounts.setRoles(existing.id, roles);
    await accounts.setDisabled(existing.id, false);
    await staffSessionsRepository(db, now).endAll(existing.id);
    await db.deleteFrom('sign_in_throttle').where('scope', '=', 'account').where('key', '=', `staff:${email}`).execute();
    await audit.append({
      ...operator,
      action: 'roles-changed',
      targetKind: 'account',
      targetId: existing.id,
      targetLabel: email,
      detail: { roles, password: 'reset' },
    });
    return { email, action: 'reset', roles };
  }
  const roles = input.roles?.length ? input.roles : (['admin'] as StaffRole[]);
  const id = await accounts.create({
    email,
    name: input.name ?? email.split('@')[0]!,
    passwordHash: await hashPassword(input.password),
    roles,
  });
  if (!id) throw new Error(`${email} already has a staff account; add --reset to give it a new password`);
  await audit.append({
    ...operator,
    action: 'account-created',
    targetKind: 'account',
    targetId: id,
    targetLabel: email,
    detail: { roles },
  });
  return { email, action: 'created', roles };
}

/**
 * Earlier versions created staff@soliq.local with a published password. At start-up, any staff account whose hash still
 * verifies against such a password is disabled (it signs in again once an operator resets it). Only hashes with the
 * old, cheaper parameters are tried: newer ones cannot hold a published password.
 */
export async function retirePublishedStaffPasswords(db: Kysely<Database>, log: (msg: string) => void = () => {}): Promise<number> {
  const rows = await db
    .selectFrom('staff_accounts')
    .select(['id', 'email', 'password_hash'])
    .where('password_hash', 'like', 'scrypt$32768$%')
    .execute();
  let disabled = 0;
  for (const row of rows) {
    for (const known of RETIRED_DEFAULT_PASSWORDS) {
      if (await verifyPassword(known, row.password_hash)) {
        await db.updateTable('staff_accounts').set({ password_hash: DISABLED }).where('id', '=', row.id).execute();
        await db.deleteFrom('staff_sessions').where('account_id', '=', row.id).execute();
        log(
          `staff account ${row.email} had a published password and is disabled; set a new one with: npm run staff -- --email ${row.email} --reset`,
        );
        disabled++;
        break;
      }
    }
  }
  return disabled;
}
