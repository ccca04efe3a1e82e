/**
 * Editorial publishing's plain values (no zod): the workspace imports them through `@tax/shared/staff-api` without
 * loading any schema.
 */
export * from './youtube.ts';

/** Content types the editorial API serves (each under `/staff/editorial/<type>`). */
export const EDITORIAL_TYPES = [
  'news',
  'vacancies',
  'services',
  'document',
  'slides',
  'partners',
  'certificates',
  'awards',
  'staff',
  'offices',
  'products',
  'videos',
] as const;
export type EditorialType = (typeof EDITORIAL_TYPES)[number];

/**
 * One language of an item: `missing` (no text in the draft, nothing public), `draft` (text, not public),
 * `published` (public), `scheduled` (to be published at a set time; not public yet).
 */
export const EDITORIAL_LOCALE_STATES = ['missing', 'draft', 'published', 'scheduled'] as const;
export type EditorialLocaleStateValue = (typeof EDITORIAL_LOCALE_STATES)[number];

/**
 * An item's review by a second editor (decision 0056): `requested` (its author asks for it), `approved` (another editor
 * approved that exact draft version), `returned` (sent back with a comment). A save clears `requested` and `approved`.
 */
export const EDITORIAL_REVIEW_STATES = ['requested', 'approved', 'returned'] as const;
export type EditorialReviewStateValue = (typeof EDITORIAL_REVIEW_STATES)[number];
/** The longest note with a review request and the longest reviewer's comment. */
export const REVIEW_NOTE_MAX = 1000;

export const EDITORIAL_SCHEDULE_ACTIONS = ['publish', 'unpublish'] as const;
export type EditorialScheduleActionValue = (typeof EDITORIAL_SCHEDULE_ACTIONS)[number];

/** The legal documents an editor keeps (their public pages: /ustav, /oferta, /privacy, /accessibility). */
export const DOCUMENT_SLUGS = ['ustav', 'oferta', 'privacy', 'accessibility'] as const;

/** The longest rich text accepted (characters of HTML as sent): a bigger paste is refused with `too_long`. */
export const RICH_TEXT_MAX = 100_000;

/** A slug: lower-case latin letters, digits and single dashes. */
export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** How long a preview token opens the draft. */
export const PREVIEW_TTL_MS = 30 * 60_000;

/** The query parameter that carries a preview token to the public page and the public API. */
export const PREVIEW_PARAM = 'preview';

/** The lowest and highest place an item takes in its public list ("order": smaller comes first). */
export const ORDER_MAX = 999;

/** A certificate's kind as the public page names it. */
export const CERTIFICATE_KINDS = ['licence', 'certificate'] as const;

/** A staff page's group: leadership first, then management, then the team. */
export const STAFF_GROUPS = ['leadership', 'management', 'team'] as const;
