/**
 * Building blocks shared by every schema of the contract.
 * Written with `zod/mini` so that a browser form that reuses a schema pays only for what it uses.
 */
import * as z from 'zod/mini';
import { LOCALES } from './values.ts';

export { LOCALES, DEFAULT_LOCALE } from './values.ts';
export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;

/**
 * The closed set of per-field error codes. The site maps each to its localized message
 * ('{field} is required', 'Invalid email', the generic 'field is not valid', ...).
 */
export const FIELD_ERROR_CODES = [
  'required',
  'email',
  'phone',
  'invalid',
  'too_long',
  'too_short',
  'date',
  /** A real date of birth outside the applicant's allowed age (APPLICANT_AGE). */
  'age',
  'taken',
  'file_required',
  'file_type',
  'file_size',
  'file_empty',
  /** NUL, other control characters, bidi overrides, lone surrogates (see hasForbiddenCharacters). */
  'characters',
  /** A common or breached password, or one equal to the e-mail. */
  'weak_password',
  /** A CV with active content: PDF JavaScript or actions, HTML inside, Office macros or embedded programs. */
  'file_active',
  /** Rich text linking to a page of the site that does not exist (the message names the link). */
  'link',
  'file_unreadable',
  /** A closing date that has passed: a vacancy no longer takes applications, nor can it be published. */
  'closed',
  /** A picture in rich text (one of the site's images) without its alt text, or with one over IMAGE_ALT_MAX characters. */
  'image_alt',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];
export const FieldErrorCodeSchema = z.enum(FIELD_ERROR_CODES);

/** Every error the API answers with has this body. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), FieldErrorCodeSchema)),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Per-item locale information: the language the texts are in, and whether it is the one asked for. */
export const LocaleMeta = {
  /** The language of the texts in this item (`uz` when a translation was missing). */
  locale: Locale,
  /** False when at least one text of the item fell back to Uzbek. */
  translated: z.boolean(),
};

/** One encoding of an image at several widths (`url 480w, url 960w`): a `<source>` of a `<picture>`. */
export const ImageSource = z.object({
  type: z.enum(['image/avif', 'image/webp', 'image/jpeg']),
  srcSet: z.string(),
});
export type ImageSource = z.infer<typeof ImageSource>;

/** An image the site can reserve space for before it loads. */
export const Image = z.object({
  /** The fallback file (the largest JPEG of an editor's upload). */
  url: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
  /** An editor's upload: its encodings, best first (AVIF, WebP, JPEG), each at the widths made. */
  sources: z.optional(z.array(ImageSource)),
});
export type Image = z.infer<typeof Image>;

/**
 * A real day written `YYYY-MM-DD`. `new Date` rolls 2026-02-30 over to 2 March; reading the day back and comparing
 * refuses it instead (and 2026-02-29, 2026-13-01, 2026-04-31).
 */
export function isValidIsoDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** A day (`YYYY-MM-DD`) that exists on the calendar; anything else is the field code `date`. */
export const IsoDate = z
  .string({ error: 'required' })
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date' }), z.refine(isValidIsoDate, { error: 'date' }));

export const PageMeta = {
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
};

export const MAX_PAGE_SIZE = 50;

/** `?page=` (1-based) and `?pageSize=` (1..50). */
export const PageQuery = {
  page: z.optional(z.coerce.number().check(z.refine(Number.isInteger), z.gte(1), z.lte(100000))),
  pageSize: z.optional(z.coerce.number().check(z.refine(Number.isInteger), z.gte(1), z.lte(MAX_PAGE_SIZE))),
};

export const LocaleQuery = { locale: z.optional(Locale) };

/** One weekday's hours: opening, closing, and the lunch break if it has one that day. */
export const DaySchedule = z.object({
  open: z.string(),
  close: z.string(),
  lunch: z.nullable(z.object({ start: z.string(), end: z.string() })),
});
/** A day the office is closed whatever its weekly hours: a public holiday or a one-off closure, with the reason. */
export const OfficeClosure = z.object({ date: z.string(), kind: z.enum(['holiday', 'closure']), reason: z.string() });
/**
 * An office's hours. `weekdays`, `saturday` and `lunch` are the summary every page has read since the start; an
 * office kept in the workspace also has `week` (each day's own hours, index 0 = Sunday, null = closed) and its
 * `closures` (public holidays and one-off closures, the reason in the requested language), which win over them.
 */
export const OfficeHours = z.object({
  weekdays: z.object({ open: z.string(), close: z.string() }),
  saturday: z.nullable(z.object({ open: z.string(), close: z.string() })),
  lunch: z.nullable(z.object({ start: z.string(), end: z.string() })),
  week: z.optional(z.array(z.nullable(DaySchedule))),
  closures: z.optional(z.array(OfficeClosure)),
});
export type OfficeHours = z.infer<typeof OfficeHours>;
export type DaySchedule = z.infer<typeof DaySchedule>;
export type OfficeClosure = z.infer<typeof OfficeClosure>;

export const SlugParams = z.object({ slug: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,119}$/)) });

/**
 * Characters no stored text may hold, whatever the field: NUL (PostgreSQL refuses it in text, which was a 500),
 * the other C0 controls but tab, line feed and carriage return, DEL and the C1 controls (ESC sequences reach
 * terminals and CSV viewers), the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069: they
 * reorder what staff read, e.g. a name that shows as something else), the byte-order mark and the two
 * noncharacters U+FFFE/U+FFFF, and lone surrogates (not encodable as UTF-8, silently turned into U+FFFD).
 */
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_ANYWHERE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF\uFFFE\uFFFF]|\p{Cs}/u;
/** In a one-line field (names, e-mails, titles) also tab, line breaks, the line/paragraph separators and bidi marks. */
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_ONE_LINE = /[\u0009\u000A\u000D\u2028\u2029\u200E\u200F\u061C]/;

/** True when the text holds a character that no field accepts (see FORBIDDEN_ANYWHERE), or a line break in a one-line field. */
export function hasForbiddenCharacters(value: string, opts: { multiline?: boolean } = {}): boolean {
  return FORBIDDEN_ANYWHERE.test(value) || (!opts.multiline && FORBIDDEN_ONE_LINE.test(value));
}

/** The zod check of hasForbiddenCharacters, reported as the field code `characters`. */
export const allowedCharacters = (opts: { multiline?: boolean } = {}) =>
  z.refine<string>((v) => !hasForbiddenCharacters(v, opts), { error: 'characters' });

/** A database id (a UUID as the API makes them: lower-case hex in 8-4-4-4-12 groups). */
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
