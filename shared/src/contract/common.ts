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
  'taken',
  'file_required',
  'file_type',
  'file_size',
  'file_empty',
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

/** An image the site can reserve space for before it loads. */
export const Image = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
});
export type Image = z.infer<typeof Image>;

export const IsoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

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

export const OfficeHours = z.object({
  weekdays: z.object({ open: z.string(), close: z.string() }),
  saturday: z.nullable(z.object({ open: z.string(), close: z.string() })),
  lunch: z.nullable(z.object({ start: z.string(), end: z.string() })),
});
export type OfficeHours = z.infer<typeof OfficeHours>;

export const SlugParams = z.object({ slug: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,119}$/)) });
