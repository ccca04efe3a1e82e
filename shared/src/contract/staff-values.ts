/**
 * The staff workspace's plain values (no zod): roles, kinds, statuses, limits, audit actions, references. The workspace
 * imports them through `@tax/shared/staff-api` without loading any schema.
 */

import { EDITORIAL_TYPES } from './editorial-values.ts';

/** admin: accounts, roles, the audit log. editor: content (the editorial issue). handler: the inbox. One account may hold several. */
export const STAFF_ROLES = ['admin', 'editor', 'handler'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The five kinds of what citizens send, as the inbox names them (the four forms and page feedback). */
export const INBOX_KINDS = ['contact', 'vacancy-application', 'partner-application', 'service-request', 'page-feedback'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/**
 * The inbox's own workflow. Service requests keep the statuses citizens see in their cabinet (`citizenStatus`:
 * new, in_progress, done, rejected); their workflow status follows it: new → new, in_progress → in_progress,
 * done and rejected → closed, and `answered` once a reply was sent while the citizen still sees in_progress.
 */
export const INBOX_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** How long a staff session lives: 30 minutes without a request, 12 hours at most; a re-authentication counts 5 minutes. */
export const STAFF_SESSION_IDLE_MS = 30 * 60_000;
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 3600_000;
export const STAFF_REAUTH_MS = 5 * 60_000;
/** How many recovery codes an enrolment gives (each works once). */
export const RECOVERY_CODE_COUNT = 10;

/** The letter of each kind's reference (`M-3F9A-21C7`); the four forms' letters are those of `referenceOf`. */
const INBOX_REFERENCE_PREFIX: Record<InboxKind, string> = {
  contact: 'M',
  'vacancy-application': 'V',
  'partner-application': 'P',
  'service-request': 'S',
  'page-feedback': 'F',
};

/** The reference of an inbox item: the kind's letter and the first eight hex digits of its id, as `referenceOf`. */
export function inboxReference(kind: InboxKind, id: string): string {
  const hex = id
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 8)
    .toUpperCase();
  return `${INBOX_REFERENCE_PREFIX[kind]}-${hex.slice(0, 4)}-${hex.slice(4)}`;
}

export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'second-factor-enrolled',
  'second-factor-failed',
  'recovery-code-used',
  'reauthenticated',
  'password-changed',
  'session-ended',
  'submission-opened',
  'cv-downloaded',
  'exported',
  'status-changed',
  'assigned',
  'note-added',
  'reply-sent',
  'template-created',
  'template-updated',
  'account-created',
  'roles-changed',
  'account-disabled',
  'account-enabled',
  'sessions-ended',
  'second-factor-reset',
  // Editorial publishing (contract/editorial.ts): the target is the item (`news`), its label the slug.
  'content-created',
  'draft-saved',
  'draft-restored',
  'content-published',
  'content-unpublished',
  'publication-scheduled',
  'schedule-cancelled',
  'schedule-applied',
  'slug-changed',
  'preview-opened',
  // Review by a second editor (decision 0056): asked, approved, sent back; cleared by a later save; skipped by an admin.
  'review-requested',
  'review-approved',
  'review-returned',
  'review-cleared',
  'review-overridden',
  // Editors' images (contract/editorial-images.ts): the target is the image, its label the file's sha256.
  'image-uploaded',
  // An image nothing named any more, deleted with its files after the grace period (editorial/image-sweep.ts).
  'image-deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_KINDS = [...INBOX_KINDS, 'inbox', 'account', 'session', 'template', ...EDITORIAL_TYPES, 'image'] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/**
 * The stage of a staff session: `enrol` (password right, no second factor yet: only enrolment), `code` (password right,
 * the code not yet given), `signed-in` (both: the workspace is open).
 */
export const STAFF_STAGES = ['enrol', 'code', 'signed-in'] as const;
export type StaffStage = (typeof STAFF_STAGES)[number];

/** The staff session cookie (HttpOnly, SameSite=Strict, path `<api>/staff`): never the citizens' `tax_sid`. */
export const STAFF_SESSION_COOKIE = 'tax_staff';
