/**
 * The staff workspace's API (`/staff/…`): sign-in with a second factor, own sessions, re-authentication, the inbox of
 * what citizens send, reply templates, accounts and the audit log. Staff accounts are not citizens' accounts: their
 * own table, their own session cookie (`tax_staff`, path `<api>/staff`, SameSite=Strict), their own sign-in.
 *
 * Every failing check of a body or query carries its FieldErrorCode as its message, like the public forms: an invalid
 * body or query answers 422 `validation_failed` with `{ field: code }`, an invalid path parameter 404.
 */
import * as z from 'zod/mini';
import { Locale, PageMeta, PageQuery, UUID_RE, allowedCharacters } from './common.ts';
import { LOCALES } from './values.ts';
import { REGION_CODES, SERVICE_REQUEST_STATUSES, email, isValidIsoDate, text } from './forms.ts';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_KINDS,
  INBOX_KINDS,
  INBOX_STATUSES,
  STAFF_ROLES,
  STAFF_STAGES,
  type StaffRole,
} from './staff-values.ts';
export * from './staff-values.ts';

// ---------------------------------------------------------------- values

export const StaffRoleSchema = z.enum(STAFF_ROLES, { error: 'invalid' });

export const InboxKindSchema = z.enum(INBOX_KINDS, { error: 'invalid' });

export const InboxStatusSchema = z.enum(INBOX_STATUSES, { error: 'invalid' });

/** A day, YYYY-MM-DD. */
const day = () => z.string({ error: 'invalid' }).check(z.refine(isValidIsoDate, { error: 'date' }));

const uuid = () => z.string({ error: 'required' }).check(z.regex(UUID_RE, { error: 'invalid' }));

/** Six digits; spaces a person types in the middle ("123 456") are allowed and dropped by the server. */
export const TotpCode = z.string({ error: 'required' }).check(
  z.minLength(1, { error: 'required' }),
  z.maxLength(12, { error: 'invalid' }),
  z.refine((v) => /^\d{6}$/.test(v.replace(/\s/g, '')), { error: 'invalid' }),
);
/** A recovery code as shown: ten letters and digits in two groups (`7KQ2M-XW9PD`); case, spaces and the dash are forgiven. */
export const RecoveryCode = z.string({ error: 'required' }).check(
  z.minLength(1, { error: 'required' }),
  z.maxLength(24, { error: 'invalid' }),
  z.refine((v) => /^[0-9A-Z]{10}$/.test(v.toUpperCase().replace(/[\s-]/g, '')), { error: 'invalid' }),
);

const password = () =>
  z.string({ error: 'required' }).check(z.minLength(1, { error: 'required' }), z.maxLength(200, { error: 'too_long' }));

// ---------------------------------------------------------------- who is signed in

export const StaffPerson = z.object({ id: z.string(), name: z.string() });
export type StaffPerson = z.infer<typeof StaffPerson>;

export const StaffMe = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), roles: z.array(z.enum(STAFF_ROLES)) }),
  stage: z.enum(STAFF_STAGES),
  session: z.object({
    id: z.string(),
    createdAt: z.string(),
    /** When the session ends whatever happens (12 hours after sign-in). */
    expiresAt: z.string(),
    /** When it ends without another request (30 minutes after the last one). */
    idleExpiresAt: z.string(),
    /** Until when role changes, second-factor resets and exports are allowed without re-authenticating (null: re-authenticate first). */
    reauthenticatedUntil: z.nullable(z.string()),
  }),
  /** Recovery codes not used yet (null before enrolment). */
  recoveryCodesLeft: z.nullable(z.number()),
});
export type StaffMe = z.infer<typeof StaffMe>;

// ---------------------------------------------------------------- sign-in and second factor

export const StaffSignInBody = z.object({
  email: z
    .string({ error: 'required' })
    .check(z.trim(), allowedCharacters(), z.minLength(1, { error: 'required' }), z.maxLength(254, { error: 'too_long' })),
  password: password(),
});
export type StaffSignInBody = z.input<typeof StaffSignInBody>;

/** What a phone's authenticator app needs: scan the QR code, or type the key. */
export const TotpEnrolment = z.object({
  /** otpauth://totp/… (RFC 6238: SHA-1, 6 digits, 30 s). */
  otpauthUri: z.string(),
  /** The same as a QR code: a data: URL of an SVG image (`data:image/svg+xml;base64,…`), for an <img>. */
  qrCode: z.string(),
  /** The key in base32 for people who cannot scan, in groups of four (`JBSW Y3DP …`); spaces are not part of it. */
  secret: z.string(),
  issuer: z.string(),
  accountName: z.string(),
  digits: z.number(),
  period: z.number(),
});
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;

/**
 * The password was right: `enrol` (no second factor yet: show the enrolment, then confirm a code) or `code`
 * (ask for the code, or a recovery code). The session cookie is set either way, at that stage only.
 */
export const StaffSignInResponse = z.discriminatedUnion('step', [
  z.object({ step: z.literal('enrol'), enrolment: TotpEnrolment }),
  z.object({ step: z.literal('code') }),
]);
export type StaffSignInResponse = z.infer<typeof StaffSignInResponse>;

export const TotpCodeBody = z.object({ code: TotpCode });
export type TotpCodeBody = z.input<typeof TotpCodeBody>;

/** The ten recovery codes, shown once: only their hashes are kept. */
export const EnrolConfirmResponse = z.object({ recoveryCodes: z.array(z.string()), me: StaffMe });
export type EnrolConfirmResponse = z.infer<typeof EnrolConfirmResponse>;

/** A code from the app, or one of the recovery codes (exactly one of the two). */
export const StaffVerifyBody = z.object({ code: z.optional(TotpCode), recoveryCode: z.optional(RecoveryCode) }).check(
  z.superRefine((v, ctx) => {
    if (v.code === undefined && v.recoveryCode === undefined)
      ctx.issues.push({ code: 'custom', path: ['code'], message: 'required', input: v.code });
    if (v.code !== undefined && v.recoveryCode !== undefined)
      ctx.issues.push({ code: 'custom', path: ['recoveryCode'], message: 'invalid', input: v.recoveryCode });
  }),
);
export type StaffVerifyBody = z.input<typeof StaffVerifyBody>;

export const StaffVerifyResponse = z.object({ me: StaffMe, usedRecoveryCode: z.boolean() });
export type StaffVerifyResponse = z.infer<typeof StaffVerifyResponse>;

/** Password and a current code again: role changes, second-factor resets and exports are then allowed for 5 minutes. */
export const StaffReauthBody = z.object({ password: password(), code: TotpCode });
export type StaffReauthBody = z.input<typeof StaffReauthBody>;
export const StaffReauthResponse = z.object({ reauthenticatedUntil: z.string() });

/** A new password for oneself (12 to 200 characters, not common, not the e-mail). */
export const StaffPasswordBody = z.object({
  currentPassword: password(),
  newPassword: z
    .string({ error: 'required' })
    .check(z.minLength(1, { error: 'required' }), z.minLength(12, { error: 'too_short' }), z.maxLength(200, { error: 'too_long' })),
});
export type StaffPasswordBody = z.input<typeof StaffPasswordBody>;

// ---------------------------------------------------------------- own sessions

export const StaffSession = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The client's address as the server saw it at sign-in. */
  address: z.string(),
  userAgent: z.nullable(z.string()),
  current: z.boolean(),
  stage: z.enum(STAFF_STAGES),
  /** When it ends at the latest (absolute limit, or idle limit if sooner). */
  expiresAt: z.string(),
});
export type StaffSession = z.infer<typeof StaffSession>;
export const StaffSessionList = z.object({ items: z.array(StaffSession) });
export type StaffSessionList = z.infer<typeof StaffSessionList>;
export const EndedSessions = z.object({ ended: z.number() });
export type EndedSessions = z.infer<typeof EndedSessions>;
export const IdOnlyParams = z.object({ id: z.string().check(z.regex(UUID_RE)) });

// ---------------------------------------------------------------- inbox

/** `assignee`: an account's id, `me`, or `none` (nobody assigned). */
const AssigneeFilter = z.union([z.literal('me'), z.literal('none'), uuid()]);

/** Filters of the inbox (and of its CSV export). Dates are days in Tashkent time, both ends included. */
export const InboxFilters = {
  kind: z.optional(InboxKindSchema),
  status: z.optional(InboxStatusSchema),
  from: z.optional(day()),
  to: z.optional(day()),
  region: z.optional(z.enum(REGION_CODES, { error: 'invalid' })),
  language: z.optional(z.enum(LOCALES, { error: 'invalid' })),
  assignee: z.optional(AssigneeFilter),
  /** Words anywhere in the item (name, e-mail, phone, message…), each as the start of a word; or a reference (`M-3F9A-21C7`). */
  q: z.optional(z.string({ error: 'invalid' }).check(z.trim(), allowedCharacters(), z.maxLength(200, { error: 'too_long' }))),
};
export const InboxListQuery = z.object({ ...InboxFilters, ...PageQuery });
export type InboxListQuery = z.input<typeof InboxListQuery>;
export const InboxExportQuery = z.object({ ...InboxFilters });
export type InboxExportQuery = z.input<typeof InboxExportQuery>;

export const InboxItem = z.object({
  kind: InboxKindSchema,
  id: z.string(),
  reference: z.string(),
  createdAt: z.string(),
  status: InboxStatusSchema,
  /** Service requests only: the status the citizen sees in the cabinet. */
  citizenStatus: z.nullable(z.enum(SERVICE_REQUEST_STATUSES)),
  assignee: z.nullable(StaffPerson),
  /** The language the citizen wrote in (null: sent before languages were recorded). */
  language: z.nullable(Locale),
  region: z.nullable(z.string()),
  /** Who sent it (person or company), null for page feedback. */
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /** The first 200 characters of the message (or the page, for feedback). */
  summary: z.string(),
  /** When the retention rules delete it (privacy notice). */
  deleteAt: z.string(),
});
export type InboxItem = z.infer<typeof InboxItem>;
export const InboxList = z.object({ items: z.array(InboxItem), ...PageMeta });
export type InboxList = z.infer<typeof InboxList>;

export const InboxParams = z.object({ kind: z.enum(INBOX_KINDS), id: z.string().check(z.regex(UUID_RE)) });

export const InboxNote = z.object({ id: z.string(), createdAt: z.string(), author: StaffPerson, text: z.string() });
export type InboxNote = z.infer<typeof InboxNote>;
export const InboxReply = z.object({
  id: z.string(),
  createdAt: z.string(),
  author: StaffPerson,
  language: Locale,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  templateId: z.nullable(z.string()),
});
export type InboxReply = z.infer<typeof InboxReply>;

export const InboxDetail = z.object({
  ...InboxItem.shape,
  /** Every field the citizen sent, by its stored name (phones normalized). */
  fields: z.record(z.string(), z.nullable(z.union([z.string(), z.number(), z.boolean()]))),
  /** Vacancy applications: the CV's metadata (download: GET /staff/inbox/vacancy-application/{id}/cv). */
  cv: z.nullable(z.object({ filename: z.string(), type: z.string(), mime: z.string(), size: z.number() })),
  /** False for page feedback (no address to answer). */
  canReply: z.boolean(),
  notes: z.array(InboxNote),
  replies: z.array(InboxReply),
  updatedAt: z.string(),
});
export type InboxDetail = z.infer<typeof InboxDetail>;

export const AssignBody = z.object({ assigneeId: z.nullable(uuid()) });
export type AssignBody = z.input<typeof AssignBody>;

/**
 * A new workflow status. For a service request `citizenStatus` may say what the citizen sees (closing one without it
 * means done); without it the citizen's status follows the workflow (new → new, in_progress and answered → in_progress).
 */
export const StatusBody = z.object({
  status: InboxStatusSchema,
  citizenStatus: z.optional(z.enum(SERVICE_REQUEST_STATUSES, { error: 'invalid' })),
});
export type StatusBody = z.input<typeof StatusBody>;

export const NoteBody = z.object({ text: text(5000, 1, { multiline: true }) });
export type NoteBody = z.input<typeof NoteBody>;

/**
 * A reply by e-mail: a template (its text in the reply's language) or a text of one's own (which wins when both are
 * given: a template edited before sending). The language defaults to the citizen's. The subject carries the reference.
 */
export const ReplyBody = z
  .object({
    templateId: z.optional(uuid()),
    text: z.optional(text(10000, 1, { multiline: true })),
    language: z.optional(z.enum(LOCALES, { error: 'invalid' })),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.templateId === undefined && v.text === undefined)
        ctx.issues.push({ code: 'custom', path: ['text'], message: 'required', input: v.text });
    }),
  );
export type ReplyBody = z.input<typeof ReplyBody>;

/** Accounts that hold the handler role (whom an item can be assigned to). */
export const HandlerList = z.object({ items: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })) });
export type HandlerList = z.infer<typeof HandlerList>;

// ---------------------------------------------------------------- reply templates

const TemplateTexts = z.object({
  uz: text(10000, 1, { multiline: true }),
  ru: text(10000, 1, { multiline: true }),
  en: text(10000, 1, { multiline: true }),
});
/** A template's texts may hold `{reference}` and `{name}`, filled in when a reply is sent. */
export const TemplateBody = z.object({ name: text(120, 2), body: TemplateTexts });
export type TemplateBody = z.input<typeof TemplateBody>;
export const ReplyTemplate = z.object({
  id: z.string(),
  name: z.string(),
  body: z.object({ uz: z.string(), ru: z.string(), en: z.string() }),
  updatedAt: z.string(),
  updatedBy: z.nullable(StaffPerson),
});
export type ReplyTemplate = z.infer<typeof ReplyTemplate>;
export const ReplyTemplateList = z.object({ items: z.array(ReplyTemplate) });
export type ReplyTemplateList = z.infer<typeof ReplyTemplateList>;

// ---------------------------------------------------------------- accounts (admin)

const Roles = z.array(StaffRoleSchema, { error: 'required' }).check(
  z.minLength(1, { error: 'required' }),
  z.maxLength(3, { error: 'invalid' }),
  z.refine((v) => new Set(v).size === v.length, { error: 'invalid' }),
);

export const StaffAccount = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  disabled: z.boolean(),
  /** The second factor is set up. */
  enrolled: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.nullable(z.string()),
  activeSessions: z.number(),
});
export type StaffAccount = z.infer<typeof StaffAccount>;
export const StaffAccountList = z.object({ items: z.array(StaffAccount) });
export type StaffAccountList = z.infer<typeof StaffAccountList>;

export const InviteBody = z.object({ email: email(), name: text(200, 2), roles: Roles });
export type InviteBody = z.input<typeof InviteBody>;
/** The new account and its generated password, shown this once (the invitee enrols a second factor at first sign-in). */
export const InviteResponse = z.object({ account: StaffAccount, password: z.string() });
export type InviteResponse = z.infer<typeof InviteResponse>;

export const RolesBody = z.object({ roles: Roles });
export type RolesBody = z.input<typeof RolesBody>;

// ---------------------------------------------------------------- audit log (admin)

export const AuditQuery = z.object({
  /** An account's id. */
  actor: z.optional(uuid()),
  action: z.optional(z.enum(AUDIT_ACTIONS, { error: 'invalid' })),
  targetKind: z.optional(z.enum(AUDIT_TARGET_KINDS, { error: 'invalid' })),
  /** The target's id (an item, an account…). */
  targetId: z.optional(uuid()),
  from: z.optional(day()),
  to: z.optional(day()),
  ...PageQuery,
});
export type AuditQuery = z.input<typeof AuditQuery>;

export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  /** Who (null: nobody signed in, e.g. a failed sign-in of an unknown e-mail). */
  actor: z.nullable(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  /** The e-mail given, for sign-ins (also when no account has it). */
  actorEmail: z.nullable(z.string()),
  action: z.enum(AUDIT_ACTIONS),
  targetKind: z.nullable(z.enum(AUDIT_TARGET_KINDS)),
  targetId: z.nullable(z.string()),
  /** What the target is called (a reference, an e-mail, a template's name). */
  targetLabel: z.nullable(z.string()),
  /** The client's address. */
  address: z.string(),
  /** What changed (from/to status, roles, filters of an export…). */
  detail: z.nullable(z.record(z.string(), z.unknown())),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditList = z.object({ items: z.array(AuditEntry), ...PageMeta });
export type AuditList = z.infer<typeof AuditList>;

// ---------------------------------------------------------------- operators (npm run staff against a running site)

/**
 * `npm run staff` while the site runs: the script asks the running server (loopback only, with the ops token) instead
 * of opening a database another process holds. `password` absent: one is generated and returned once.
 */
export const OpsStaffBody = z.object({
  email: email(),
  roles: Roles,
  name: z.optional(text(200, 2)),
  password: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  /** An existing account: a new password, these roles, enabled again, its sessions and second factor kept. */
  reset: z.optional(z.boolean()),
});
export type OpsStaffBody = z.input<typeof OpsStaffBody>;
export const OpsStaffResponse = z.object({
  email: z.string(),
  action: z.enum(['created', 'reset']),
  roles: z.array(z.enum(STAFF_ROLES)),
  /** The generated password (null when one was given). */
  password: z.nullable(z.string()),
});
export type OpsStaffResponse = z.infer<typeof OpsStaffResponse>;

// ---------------------------------------------------------------- who may call what

/** Roles that may call an endpoint (any one of them), and whether a re-authentication of the last 5 minutes is needed. */
export interface StaffAccess {
  /** Empty: any signed-in staff member (both factors). `'any-stage'`: also a session still at the enrol or code stage. */
  roles: readonly StaffRole[] | 'any-stage';
  reauth?: boolean;
}
