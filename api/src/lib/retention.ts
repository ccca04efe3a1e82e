/**
 * How long the site keeps what visitors send, as the privacy notice says (api/src/seed/content/notices.ts: change
 * both together). Older records are deleted when the API starts and every six hours.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';

const DAY = 86_400_000;

export const RETENTION = {
  contact_messages: 365 * DAY,
  partner_applications: 365 * DAY,
  vacancy_applications: 183 * DAY,
  service_requests: 3 * 365 * DAY,
  page_feedback: 365 * DAY,
} as const;

/** The audit log (staff sign-ins, reads of personal data, changes): two years, then it goes. */
export const AUDIT_RETENTION = 2 * 365 * DAY;

/**
 * An account whose e-mail was never confirmed: a week, then it goes, so an address someone else registered (and
 * could not confirm) is free again for its owner.
 */
export const UNCONFIRMED_ACCOUNT_RETENTION = 7 * DAY;

/** Deletes every record older than its retention, and the CVs of the applications that go; how many went, per table. */
export async function purgeExpired(
  db: Kysely<Database>,
  now: Date,
  files?: FileStore,
): Promise<Record<keyof typeof RETENTION | 'audit_log' | 'unconfirmed_accounts', number>> {
  const deleted = {} as Record<keyof typeof RETENTION | 'audit_log' | 'unconfirmed_accounts', number>;
  for (const [table, ms] of Object.entries(RETENTION) as [keyof typeof RETENTION, number][]) {
    const before = new Date(now.getTime() - ms);
    if (table === 'vacancy_applications') {
      const gone = await db.deleteFrom(table).where('created_at', '<', before).returning('cv_key').execute();
      // The rows first: a file without a row is never served; a row without its file would be a broken download.
      for (const row of gone) await files?.delete(row.cv_key);
      deleted[table] = gone.length;
      continue;
    }
    const result = await db.deleteFrom(table).where('created_at', '<', before).executeTakeFirst();
    deleted[table] = Number(result.numDeletedRows);
  }
  const audit = await db
    .deleteFrom('audit_log')
    .where('at', '<', new Date(now.getTime() - AUDIT_RETENTION))
    .executeTakeFirst();
  deleted.audit_log = Number(audit.numDeletedRows);
  const unconfirmed = await db
    .deleteFrom('users')
    .where('confirmed_at', 'is', null)
    .where('created_at', '<', new Date(now.getTime() - UNCONFIRMED_ACCOUNT_RETENTION))
    .executeTakeFirst();
  deleted.unconfirmed_accounts = Number(unconfirmed.numDeletedRows);
  return deleted;
}
