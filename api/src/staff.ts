/**
 * Staff accounts. None exists with a known password: the seed creates none, and an operator creates each one
 * with `npm run staff -- --email …`, which prints a generated password once (or takes STAFF_PASSWORD).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { EMAIL_RE } from '@tax/shared/contract';
import type { Database } from './db/schema.ts';
import { hashPassword, isCommonPassword, verifyPassword } from './lib/password.ts';

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

export interface StaffResult {
  email: string;
  action: 'created' | 'reset';
}

/**
 * Creates a staff account, or with `reset` sets a new password on an existing account (making it staff, and
 * ending its sessions). Throws with a readable message when the input is refused.
 */
export async function createStaffAccount(
  db: Kysely<Database>,
  input: { email: string; password: string; reset?: boolean; fio?: string },
): Promise<StaffResult> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL_RE.test(email)) throw new Error(`not an e-mail address: ${JSON.stringify(input.email)}`);
  const problem = staffPasswordProblem(email, input.password);
  if (problem) throw new Error(`password refused: ${problem}`);
  const hash = await hashPassword(input.password);
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) {
    if (!input.reset) throw new Error(`${email} already has an account; add --reset to give it a new password (and the staff role)`);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: hash, role: 'staff' }).where('id', '=', existing.id).execute();
      await trx.deleteFrom('sessions').where('user_id', '=', existing.id).execute();
      await trx.deleteFrom('sign_in_throttle').where('scope', '=', 'account').where('key', '=', email).execute();
    });
    return { email, action: 'reset' };
  }
  await db
    .insertInto('users')
    .values({
      id: randomUUID(),
      email,
      password_hash: hash,
      kind: 'individual',
      fio: input.fio ?? 'Staff',
      phone_number: '+998712000000',
      company_name: null,
      tin: null,
      role: 'staff',
      created_at: new Date(),
    })
    .execute();
  return { email, action: 'created' };
}

/**
 * Earlier versions created staff@soliq.local with a published password. At start-up, any staff account whose
 * hash still verifies against such a password is disabled (it signs in again once an operator resets it).
 * Only hashes with the old, cheaper parameters are tried: newer ones cannot hold a published password.
 */
export async function retirePublishedStaffPasswords(db: Kysely<Database>, log: (msg: string) => void = () => {}): Promise<number> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash'])
    .where('role', '=', 'staff')
    .where('password_hash', 'like', 'scrypt$32768$%')
    .execute();
  let disabled = 0;
  for (const row of rows) {
    for (const known of RETIRED_DEFAULT_PASSWORDS) {
      if (await verifyPassword(known, row.password_hash)) {
        await db.updateTable('users').set({ password_hash: DISABLED }).where('id', '=', row.id).execute();
        await db.deleteFrom('sessions').where('user_id', '=', row.id).execute();
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
