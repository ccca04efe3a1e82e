/**
 * Request bodies of the four public forms and of the account endpoints.
 * Every failing check carries its FieldErrorCode as its message, so `fieldErrors()` can turn
 * zod issues into the `{ field: code }` map that the API answers with and the site localizes.
 */
import * as z from 'zod/mini';
import type { FieldErrorCode } from './common.ts';
import { allowedCharacters, FIELD_ERROR_CODES, isValidIsoDate } from './common.ts';
import { LOCALES } from './values.ts';
import { isUzPhone } from './phone.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.ts';

// Nothing chosen (an empty select sends '') is a missing answer, not a wrong one: the visitor is told to choose.
const typeError = (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null || iss.input === '' ? 'required' : 'invalid';

/** A required, trimmed text of 1..max characters; line breaks only where `multiline`. */
export const text = (max: number, min = 1, opts: { multiline?: boolean } = {}) =>
  z
    .string({ error: typeError })
    .check(
      z.trim(),
      allowedCharacters(opts),
      z.minLength(1, { error: 'required' }),
      z.minLength(min, { error: 'too_short' }),
      z.maxLength(max, { error: 'too_long' }),
    );

/** An optional text: absent, null and '' all mean "not given". */
export const optionalText = (max: number, opts: { multiline?: boolean } = {}) =>
  z.optional(z.nullable(z.string({ error: 'invalid' }).check(z.trim(), allowedCharacters(opts), z.maxLength(max, { error: 'too_long' }))));

export const EMAIL_RE =
  /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const email = () =>
  z
    .string({ error: typeError })
    .check(
      z.trim(),
      allowedCharacters(),
      z.minLength(1, { error: 'required' }),
      z.maxLength(254, { error: 'too_long' }),
      z.regex(EMAIL_RE, { error: 'email' }),
    );

/** Uzbek phone, any common spelling; the server stores it as +998XXXXXXXXX. */
export const phone = () =>
  z.string({ error: typeError }).check(
    z.trim(),
    allowedCharacters(),
    z.minLength(1, { error: 'required' }),
    z.maxLength(40, { error: 'phone' }),
    z.refine((v) => v === '' || isUzPhone(v), { error: 'phone' }),
  );

export { isValidIsoDate } from './common.ts';

export function isHttpUrl(v: string): boolean {
  if (!/^https?:\/\//i.test(v)) return false;
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
}

export const REGION_CODES = [
  'andijan',
  'karakalpakstan',
  'bukhara',
  'fergana',
  'jizzakh',
  'namangan',
  'navoi',
  'kashkadarya',
  'samarkand',
  'sirdarya',
  'surkhandarya',
  'tashkent-city',
  'tashkent-region',
  'khorezm',
] as const;
export const RegionCode = z.enum(REGION_CODES);
export type RegionCode = z.infer<typeof RegionCode>;

const slugField = () =>
  z
    .string({ error: typeError })
    .check(
      z.trim(),
      allowedCharacters(),
      z.minLength(1, { error: 'required' }),
      z.maxLength(120, { error: 'too_long' }),
      z.regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'invalid' }),
    );

// ---------------------------------------------------------------- public forms

export const ContactForm = z.object({
  fio: text(200, 2),
  phone_number: phone(),
  email: email(),
  message: text(5000, 5, { multiline: true }),
});
export type ContactForm = z.input<typeof ContactForm>;

/** Text fields of the multipart vacancy application; the `cv` file part is checked by content on the server. */
export const VacancyApplicationFields = z.object({
  first_name: text(100),
  last_name: text(100),
  /** Patronymic; optional. */
  surname: optionalText(100),
  /** YYYY-MM-DD; the applicant must be APPLICANT_AGE.min..max years old ('age' when a real date is outside it). */
  birthday: z.string({ error: typeError }).check(
    z.trim(),
    allowedCharacters(),
    z.minLength(1, { error: 'required' }),
    z.refine((v) => v === '' || isValidIsoDate(v), { error: 'date' }),
    z.refine((v) => !isValidIsoDate(v) || isPlausibleBirthday(v), { error: 'age' }),
  ),
  phone_number: phone(),
  email: email(),
  /** Slug of an open vacancy. */
  position: slugField(),
});
export type VacancyApplicationFields = z.input<typeof VacancyApplicationFields>;

export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_TYPES = ['pdf', 'doc', 'docx'] as const;

/** The ages a vacancy applicant may be, in whole years; the site's message states these numbers. */
export const APPLICANT_AGE = { min: 16, max: 100 } as const;

export function isPlausibleBirthday(v: string, today: Date = new Date()): boolean {
  if (!isValidIsoDate(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  const years = (today.getTime() - d.getTime()) / (365.25 * 24 * 3600 * 1000);
  return years >= APPLICANT_AGE.min && years <= APPLICANT_AGE.max;
}

export const PartnerApplicationForm = z.object({
  companyName: text(200, 2),
  fio: text(200, 2),
  phone_number: phone(),
  email: email(),
  /** http(s) address of the company's site; optional. */
  website: z.optional(
    z.nullable(
      z.string({ error: 'invalid' }).check(
        z.trim(),
        allowedCharacters(),
        z.maxLength(300, { error: 'too_long' }),
        z.refine((v) => v === '' || isHttpUrl(v), { error: 'invalid' }),
      ),
    ),
  ),
  /** What the company wants to integrate, in the applicant's words. */
  target: text(2000, 5, { multiline: true }),
});
export type PartnerApplicationForm = z.input<typeof PartnerApplicationForm>;

export const ServiceRequestForm = z.object({
  /** Slug of the service (see GET /services). */
  servicename: slugField(),
  fio: text(200, 2),
  phone_number: phone(),
  /** Region code (see GET /regions). */
  region_name: z.enum(REGION_CODES, { error: typeError }),
  message: optionalText(2000, { multiline: true }),
  /** Slug of the personal product ordered (see GET /personal-products); it must belong to `servicename`. */
  product: z.optional(z.nullable(slugField())),
});
export type ServiceRequestForm = z.input<typeof ServiceRequestForm>;

export const FORM_KINDS = ['contact', 'vacancy-application', 'partner-application', 'service-request'] as const;
export type FormKind = (typeof FORM_KINDS)[number];
export const FormKindSchema = z.enum(FORM_KINDS);

/** The letter that starts each form's reference, so staff and the visitor can tell them apart on the phone. */
const REFERENCE_PREFIX: Record<FormKind, string> = {
  contact: 'M',
  'vacancy-application': 'V',
  'partner-application': 'P',
  'service-request': 'S',
};

/**
 * The reference a visitor quotes when he calls: the form's letter and the first eight hex digits of the stored id,
 * in two groups (`S-3F9A-21C7`). Derived from the id, so it needs no column of its own and is the same everywhere.
 */
export function referenceOf(form: FormKind, id: string): string {
  const hex = id
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 8)
    .toUpperCase();
  return `${REFERENCE_PREFIX[form]}-${hex.slice(0, 4)}-${hex.slice(4)}`;
}

export const FormReceipt = z.object({
  id: z.string(),
  /** What the visitor quotes when he asks about it: see `referenceOf`. */
  reference: z.string(),
  form: FormKindSchema,
  status: z.literal('received'),
  createdAt: z.string(),
});
export type FormReceipt = z.infer<typeof FormReceipt>;

// ---------------------------------------------------------------- accounts

/**
 * The password's length, the same on registration and on a reset: 8 to 128 characters. Its strength is judged by
 * `loadPasswordJudge` (password.ts), in the browser once the estimator has loaded and always on the server.
 */
export const newPassword = () =>
  z
    .string({ error: typeError })
    .check(
      z.minLength(1, { error: 'required' }),
      z.minLength(PASSWORD_MIN_LENGTH, { error: 'too_short' }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: 'too_long' }),
    );

/** "Forgot your password?": the answer never says whether the e-mail has an account. */

export const ACCOUNT_KINDS = ['individual', 'business'] as const;

export const RegisterBody = z
  .object({
    kind: z.enum(ACCOUNT_KINDS, { error: typeError }),
    email: email(),
    password: newPassword(),
    fio: text(200, 2),
    phone_number: phone(),
    /** Business accounts only. */
    companyName: optionalText(200),
    /** Business accounts only: the 9-digit taxpayer number (STIR / TIN). */
    tin: optionalText(20),
    /** The language of the confirmation e-mail and of the link in it. */
    locale: z.optional(z.enum(LOCALES, { error: 'invalid' })),
  })
  .check(
    z.superRefine((v, ctx) => {
      // A password that is the e-mail (or its name part) is the first thing an attacker tries. The common and
      // breached-password list is checked by the server only: it is too large for the browser.
      const pw = typeof v.password === 'string' ? v.password.toLowerCase() : '';
      const mail = typeof v.email === 'string' ? v.email.trim().toLowerCase() : '';
      if (pw && mail && (pw === mail || pw === mail.split('@')[0]))
        ctx.issues.push({ code: 'custom', path: ['password'], message: 'weak_password', input: v.password });
      if (v.kind !== 'business') return;
      if (!v.companyName) ctx.issues.push({ code: 'custom', path: ['companyName'], message: 'required', input: v.companyName });
      if (!v.tin) ctx.issues.push({ code: 'custom', path: ['tin'], message: 'required', input: v.tin });
      else if (!/^\d{9}$/.test(v.tin)) ctx.issues.push({ code: 'custom', path: ['tin'], message: 'invalid', input: v.tin });
    }),
  );
export type RegisterBody = z.input<typeof RegisterBody>;

/**
 * The answer to a registration, the same whether the e-mail is new (a confirmation link is mailed) or has an account
 * already (its owner is told by mail): "check your e-mail".
 */
export const RegistrationReceipt = z.object({ sent: z.literal(true) });
export type RegistrationReceipt = z.infer<typeof RegistrationReceipt>;

/** The confirmation link's token (from the e-mail sent at registration). */
export const AccountConfirmBody = z.object({
  token: z.string({ error: typeError }).check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'invalid' })),
});
export type AccountConfirmBody = z.input<typeof AccountConfirmBody>;

export const PasswordResetRequestBody = z.object({
  email: email(),
  /** The language of the e-mail and of the link in it. */
  locale: z.optional(z.enum(LOCALES, { error: 'invalid' })),
});
export type PasswordResetRequestBody = z.input<typeof PasswordResetRequestBody>;

/** "Send the confirmation link again": the same answer whether or not the e-mail has an account waiting. */
export const ConfirmResendBody = z.object({
  email: email(),
  /** The language of the e-mail and of the link in it. */
  locale: z.optional(z.enum(LOCALES, { error: 'invalid' })),
});
export type ConfirmResendBody = z.input<typeof ConfirmResendBody>;

export const PasswordResetBody = z.object({
  token: z.string({ error: typeError }).check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'invalid' })),
  password: newPassword(),
});
export type PasswordResetBody = z.input<typeof PasswordResetBody>;

/** A reset link's token, checked before the new-password form is shown. */
export const PasswordResetCheckBody = z.object({ token: PasswordResetBody.shape.token });
export type PasswordResetCheckBody = z.input<typeof PasswordResetCheckBody>;

export const SignInBody = z.object({
  email: z
    .string({ error: typeError })
    .check(z.trim(), allowedCharacters(), z.minLength(1, { error: 'required' }), z.maxLength(254, { error: 'too_long' })),
  password: z.string({ error: typeError }).check(z.minLength(1, { error: 'required' }), z.maxLength(200, { error: 'too_long' })),
});
export type SignInBody = z.input<typeof SignInBody>;

export const User = z.object({
  id: z.string(),
  email: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  fio: z.string(),
  phone_number: z.string(),
  companyName: z.nullable(z.string()),
  tin: z.nullable(z.string()),
  role: z.enum(['user', 'staff']),
  createdAt: z.string(),
});
export type User = z.infer<typeof User>;
export const UserResponse = z.object({ user: User });

export const SERVICE_REQUEST_STATUSES = ['new', 'in_progress', 'done', 'rejected'] as const;
export const ServiceRequestStatus = z.enum(SERVICE_REQUEST_STATUSES);

export const MyServiceRequest = z.object({
  id: z.string(),
  reference: z.string(),
  /** The product ordered and its price when it was ordered (null for requests made before products were recorded). */
  product: z.nullable(z.object({ slug: z.string(), title: z.string(), price: z.number(), unit: z.string() })),
  servicename: z.string(),
  /** The service's title in the requested locale. */
  serviceTitle: z.string(),
  region_name: z.string(),
  message: z.nullable(z.string()),
  status: ServiceRequestStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The enterprise's replies (also sent by e-mail), oldest first: what was written, in which language, when. */
  replies: z.array(z.object({ createdAt: z.string(), language: z.enum(LOCALES), subject: z.string(), text: z.string() })),
});
export const MyRequestsResponse = z.object({ items: z.array(MyServiceRequest) });
export type MyRequestsResponse = z.infer<typeof MyRequestsResponse>;

// ---------------------------------------------------------------- issues -> field codes

const CODE_SET = new Set<string>(FIELD_ERROR_CODES);

/** Structural view of a zod issue, so this works with zod and zod/mini alike. */
export interface IssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
}

/** Turns zod issues into `{ field: code }`, keeping the first issue of each field. */
export function fieldErrors(issues: readonly IssueLike[]): Record<string, FieldErrorCode> {
  const out: Record<string, FieldErrorCode> = {};
  for (const [field, issue] of Object.entries(fieldIssues(issues))) out[field] = issue.code;
  return out;
}

/** A field's first problem, with the length limit it broke (so the message can say "at least 10 characters"). */
export interface FieldIssue {
  code: FieldErrorCode;
  limit?: number;
}

/** Like `fieldErrors`, keeping the limit of a too-short or too-long text. */
export function fieldIssues(issues: readonly IssueLike[]): Record<string, FieldIssue> {
  const out: Record<string, FieldIssue> = {};
  for (const issue of issues) {
    const field = fieldPath(issue.path);
    if (field in out) continue;
    const code = CODE_SET.has(issue.message) ? (issue.message as FieldErrorCode) : fallbackCode(issue);
    const limit = code === 'too_short' ? issue.minimum : code === 'too_long' ? issue.maximum : undefined;
    out[field] = typeof limit === 'number' || typeof limit === 'bigint' ? { code, limit: Number(limit) } : { code };
  }
  return out;
}

/**
 * A nested field as a dotted path of its object keys (`content.texts.ru.title`); an array's items count as the array
 * (`roles`). The forms' flat fields are their own names, as before.
 */
function fieldPath(path: IssueLike['path']): string {
  const keys: string[] = [];
  for (const key of path) {
    if (typeof key !== 'string') break;
    keys.push(key);
  }
  return keys.length > 0 ? keys.join('.') : path.length > 0 ? String(path[0]) : '_';
}

function fallbackCode(issue: IssueLike): FieldErrorCode {
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) return 'required';
  if (issue.code === 'too_big') return 'too_long';
  if (issue.code === 'too_small') return 'too_short';
  return 'invalid';
}
