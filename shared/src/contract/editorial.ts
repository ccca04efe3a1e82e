/**
 * Editorial publishing (`/staff/editorial/…`): editors write content in uz, ru and en, keep drafts, publish per
 * language or all at once, schedule publish and unpublish at a Tashkent time, read revisions and diffs, restore,
 * preview a draft as the public page, change a slug (the old address answers 301). Editor role only.
 *
 * The public tables (`news`, …) are the *published projection*: the public API reads them as before. Drafts,
 * revisions, per-language publication state, schedules and slug history live in tables of their own.
 *
 * Every save carries the version it started from (`baseVersion`); a save from an older version answers 409
 * `conflict` with the server's current text, who saved it and when (EditorialConflict), and stores nothing.
 * Invalid bodies answer 422 `validation_failed` with `{ field: code }` like every form; a field path is dotted
 * (`content.texts.ru.body`). A rich-text link to a page of the site that does not exist is the code `link`.
 */
import * as z from 'zod/mini';
import { Locale, PageMeta, PageQuery, UUID_RE, allowedCharacters } from './common.ts';
import { REGION_CODES, email, isHttpUrl, isValidIsoDate, optionalText, phone, text } from './forms.ts';
import { NEWS_TOPICS } from './values.ts';
import { StaffPerson } from './staff.ts';
import { EditorialImage, ImageCrop } from './editorial-images.ts';
import {
  EDITORIAL_LOCALE_STATES,
  EDITORIAL_REVIEW_STATES,
  EDITORIAL_SCHEDULE_ACTIONS,
  REVIEW_NOTE_MAX,
  EDITORIAL_TYPES,
  CERTIFICATE_KINDS,
  ORDER_MAX,
  STAFF_GROUPS,
  RICH_TEXT_MAX,
  SLUG_RE,
  type EditorialType,
} from './editorial-values.ts';
import { YOUTUBE_URL_MAX, durationSeconds, formatDuration, youtubeIdOf, youtubeWatchUrl } from './youtube.ts';
export * from './editorial-values.ts';

// ---------------------------------------------------------------- values

export const EditorialTypeSchema = z.enum(EDITORIAL_TYPES, { error: 'invalid' });
export const EditorialLocaleState = z.enum(EDITORIAL_LOCALE_STATES);
export const EditorialScheduleAction = z.enum(EDITORIAL_SCHEDULE_ACTIONS, { error: 'invalid' });

const LocaleSchema = z.enum(['uz', 'ru', 'en'], { error: 'invalid' });
/** Which languages an action applies to; absent: every language the draft has text in. */
const Locales = z.optional(
  z.array(LocaleSchema, { error: 'invalid' }).check(
    z.minLength(1, { error: 'required' }),
    z.maxLength(3, { error: 'invalid' }),
    z.refine((v) => new Set(v).size === v.length, { error: 'invalid' }),
  ),
);

/** A slug: lower-case latin letters, digits and dashes, 3 to 120, starting with a letter or digit. */
export const EditorialSlug = z
  .string({ error: 'required' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'required' }),
    z.minLength(3, { error: 'too_short' }),
    z.maxLength(120, { error: 'too_long' }),
    z.regex(SLUG_RE, { error: 'invalid' }),
  );

/** Rich text as the editor sends it (HTML). The server sanitizes it (the public renderer's rules) before storing. */
const richText = () =>
  z.string({ error: 'invalid' }).check(allowedCharacters({ multiline: true }), z.maxLength(RICH_TEXT_MAX, { error: 'too_long' }));

const uuid = () => z.string({ error: 'required' }).check(z.regex(UUID_RE, { error: 'invalid' }));
const version = () => z.number({ error: 'required' }).check(z.int({ error: 'invalid' }), z.gte(0, { error: 'invalid' }));

/**
 * A date-time in Tashkent (UTC+5, no daylight saving) as a person types it: `YYYY-MM-DDTHH:mm`. The answers give
 * both this and the instant in UTC (ISO 8601 with Z).
 */
export const TashkentDateTime = z.string({ error: 'required' }).check(
  z.minLength(1, { error: 'required' }),
  z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: 'date' }),
  // A real moment: 2026-02-30T10:00 is refused, not rolled over to March.
  z.refine(
    (v) => {
      const ms = Date.parse(`${v}:00+05:00`);
      return !Number.isNaN(ms) && new Date(ms + 5 * 3600_000).toISOString().slice(0, 16) === v;
    },
    { error: 'date' },
  ),
);

/**
 * A YouTube address in any of its forms (youtube.ts), kept as `https://www.youtube.com/watch?v=<id>`; another host,
 * another scheme or a bad id is `invalid`, a paste over YOUTUBE_URL_MAX characters `too_long`.
 */
export const youtubeUrl = () =>
  z.string({ error: 'required' }).check(
    z.trim(),
    z.minLength(1, { error: 'required' }),
    z.maxLength(YOUTUBE_URL_MAX, { error: 'too_long' }),
    z.refine((v) => v === '' || v.length > YOUTUBE_URL_MAX || youtubeIdOf(v) !== null, { error: 'invalid' }),
    z.overwrite((v) => {
      const id = youtubeIdOf(v);
      return id ? youtubeWatchUrl(id) : v;
    }),
  );

/** A video's length as written (`4:05`, `1:02:30`), kept as `m:ss` or `h:mm:ss`; the public row holds seconds. */
export const videoDuration = () =>
  z.string({ error: 'required' }).check(
    z.trim(),
    z.minLength(1, { error: 'required' }),
    z.refine((v) => v === '' || durationSeconds(v) !== null, { error: 'invalid' }),
    z.overwrite((v) => {
      const sec = durationSeconds(v);
      return sec === null ? v : formatDuration(sec);
    }),
  );

// ---------------------------------------------------------------- news: the content an editor writes

/** One language's texts of a news item. An empty language is absent from `texts`, not empty strings. */
export const NewsTexts = z.object({
  title: text(200, 3),
  summary: text(600, 1, { multiline: true }),
  /** Rich text: p, h2, h3, ul, ol, li, strong, em, a[href], blockquote, br; anything else is removed on save. */
  body: richText().check(z.minLength(1, { error: 'required' })),
});
export type NewsTexts = z.infer<typeof NewsTexts>;

/**
 * A news item's content (what a revision holds). `image`: an editor's upload (editorial-images.ts) with its alt text
 * per language, required in every language that is or becomes public; without one the public pages show the
 * generated illustration.
 */
export const NewsContent = z.object({
  /** The article's date as shown and sorted (a day; Tashkent). */
  date: z.string({ error: 'required' }).check(z.refine(isValidIsoDate, { error: 'date' })),
  topic: z.enum(NEWS_TOPICS, { error: 'invalid' }),
  texts: z.object({ uz: z.optional(NewsTexts), ru: z.optional(NewsTexts), en: z.optional(NewsTexts) }),
  image: z.optional(EditorialImage),
  /** A YouTube video the article shows (a poster; the player loads from youtube-nocookie.com when pressed). */
  video: z.optional(youtubeUrl()),
});
export type NewsContent = z.infer<typeof NewsContent>;
export type NewsContentInput = z.input<typeof NewsContent>;

// ---------------------------------------------------------------- state as the workspace sees it

/** One language of an item: missing (no text), draft (text never published), published, scheduled (to be published). */
export const EditorialLocaleStatus = z.object({
  state: EditorialLocaleState,
  /** The draft differs from what is published in this language (published or scheduled items only). */
  changed: z.boolean(),
  /** When this language was last published (null: never, or unpublished since). */
  publishedAt: z.nullable(z.string()),
  /** The draft version now public in this language. */
  publishedVersion: z.nullable(z.number()),
});
export type EditorialLocaleStatus = z.infer<typeof EditorialLocaleStatus>;
export const EditorialStatusByLocale = z.object({ uz: EditorialLocaleStatus, ru: EditorialLocaleStatus, en: EditorialLocaleStatus });
export type EditorialStatusByLocale = z.infer<typeof EditorialStatusByLocale>;

export const EditorialSchedule = z.object({
  id: z.string(),
  action: EditorialScheduleAction,
  locales: z.array(Locale),
  /** The instant, UTC ISO. */
  at: z.string(),
  /** The same in Tashkent time, `YYYY-MM-DDTHH:mm`. */
  atTashkent: z.string(),
  createdBy: z.nullable(StaffPerson),
  createdAt: z.string(),
});
export type EditorialSchedule = z.infer<typeof EditorialSchedule>;

export const EditorialRevisionSummary = z.object({
  version: z.number(),
  /** What made it: a save, a restore, the seed (the sample content's first published text). */
  kind: z.enum(['save', 'restore', 'seed', 'create']),
  baseVersion: z.nullable(z.number()),
  author: z.nullable(StaffPerson),
  createdAt: z.string(),
  /** Languages published from this version (now or before). */
  publishedLocales: z.array(Locale),
});
export type EditorialRevisionSummary = z.infer<typeof EditorialRevisionSummary>;
export const EditorialRevisionList = z.object({ items: z.array(EditorialRevisionSummary) });
export type EditorialRevisionList = z.infer<typeof EditorialRevisionList>;

/** A piece of a word diff: kept, added (in `to` only) or removed (in `from` only). */
export const DiffPart = z.object({ op: z.enum(['same', 'added', 'removed']), text: z.string() });
export type DiffPart = z.infer<typeof DiffPart>;
/**
 * One field that differs: a shared field (`date`, `topic`, …) or `texts.<locale>.<field>` (rich texts compared as
 * plain text).
 */
export const FieldDiff = z.object({ field: z.string(), from: z.string(), to: z.string(), parts: z.array(DiffPart) });
export type FieldDiff = z.infer<typeof FieldDiff>;

export const EditorialReviewState = z.enum(EDITORIAL_REVIEW_STATES, { error: 'invalid' });

/**
 * The review by a second editor of one draft version (decision 0056): who asked and when (with their note), who
 * approved or sent it back and when (with the comment). `version` is the draft version reviewed: a save clears an
 * asked or approved review; a returned one stays shown (the comment) until review is asked again.
 */
export const EditorialReview = z.object({
  state: EditorialReviewState,
  version: z.number(),
  requestedBy: z.nullable(StaffPerson),
  requestedAt: z.string(),
  note: z.nullable(z.string()),
  decidedBy: z.nullable(StaffPerson),
  decidedAt: z.nullable(z.string()),
  comment: z.nullable(z.string()),
});
export type EditorialReview = z.infer<typeof EditorialReview>;

// ---------------------------------------------------------------- one frame for every type

/** The fields every type's list row has (the workspace's generic list and editor shell read only these). */
const SummaryBase = {
  id: z.string(),
  slug: z.string(),
  /** The title in Uzbek, else the first language that has one. */
  title: z.string(),
  version: z.number(),
  status: EditorialStatusByLocale,
  /** Unpublished in every language after having been public: the public address answers 410. */
  gone: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.nullable(StaffPerson),
  /** The next pending scheduled action, if any. */
  nextSchedule: z.nullable(EditorialSchedule),
  /** The review by a second editor, if one was asked (null: none). */
  review: z.nullable(EditorialReview),
  /** This type's drafts must be approved by a second editor before they are published (EDITORIAL_REVIEW_TYPES). */
  reviewRequired: z.boolean(),
};
const EditorialSummaryBase = z.object(SummaryBase);
/** A list row of any type, as the workspace's generic list reads it. */
export type EditorialSummaryBase = z.infer<typeof EditorialSummaryBase>;

/** The list filters every type takes; a type adds its own (news: topic). */
const ListQueryBase = {
  /** Items with at least one language in this state (with `locale`: that language's state). */
  state: z.optional(EditorialLocaleState),
  locale: z.optional(LocaleSchema),
  /** Items whose review is in this state (`requested`: awaiting review). */
  review: z.optional(EditorialReviewState),
  /** Words in the title or slug (any language). */
  q: z.optional(z.string({ error: 'invalid' }).check(z.trim(), allowedCharacters(), z.maxLength(200, { error: 'too_long' }))),
  ...PageQuery,
};

/**
 * One content type's schemas, from its content schema (`{ …shared fields, texts: { uz?, ru?, en? } }`), one
 * language's texts, the extra fields its list rows carry, its published shared fields, and its own list filters.
 * Every type's answers share one frame, so the workspace's list and editor shell serve them all.
 */
export function editorialSchemas<
  Content extends z.ZodMiniType,
  Texts extends z.ZodMiniType,
  Extra extends Record<string, z.ZodMiniType>,
  Meta extends z.ZodMiniType,
  Filters extends Record<string, z.ZodMiniType>,
>(d: { content: Content; texts: Texts; summary: Extra; publishedMeta: Meta; filters: Filters }) {
  const Summary = z.object({ ...SummaryBase, ...d.summary });
  const Item = z.object({
    ...SummaryBase,
    ...d.summary,
    /** The draft as last saved (version `version`). */
    draft: d.content,
    /** What the public sees now, per language (absent: not public in that language). */
    published: z.object({ uz: z.optional(d.texts), ru: z.optional(d.texts), en: z.optional(d.texts) }),
    /** The shared (not per-language) fields as published (null: never published). */
    publishedMeta: z.nullable(d.publishedMeta),
    schedules: z.array(EditorialSchedule),
    /** Earlier slugs that answer 301 to the current one. */
    oldSlugs: z.array(z.string()),
  });
  const Revision = z.object({ ...EditorialRevisionSummary.shape, content: d.content });
  return {
    Content: d.content,
    Texts: d.texts,
    Summary,
    Item,
    ListQuery: z.object({ ...ListQueryBase, ...d.filters }),
    List: z.object({ items: z.array(Summary), ...PageMeta }),
    /** A new item: its slug and first draft (version 1, nothing public). 409 `slug_taken` (field `slug`: `taken`) if used. */
    CreateBody: z.object({ slug: EditorialSlug, content: d.content }),
    /** Save the draft (autosave too). `baseVersion`: the version the editor started from. */
    SaveBody: z.object({ baseVersion: version(), content: d.content }),
    Revision,
    /** Both revisions whole (for a side-by-side view) and the fields that differ, word by word (`diff`'s diffWords). */
    Diff: z.object({ from: Revision, to: Revision, changes: z.array(FieldDiff) }),
    /**
     * 409 to a save (or restore) from an older version: nothing was stored. `current` is the item as it now is on the
     * server (its draft text, version, who saved it and when), so the workspace can show both texts side by side.
     */
    Conflict: z.object({ error: z.object({ code: z.literal('conflict'), message: z.string() }), current: Item }),
  };
}

/** Any type's item, as the workspace's editor shell (state, publishing, history, slug) reads it. */
export type EditorialItemBase = EditorialSummaryBase & {
  draft: { texts: Partial<Record<Locale, unknown>> };
  published: Partial<Record<Locale, unknown>>;
  publishedMeta: unknown;
  schedules: EditorialSchedule[];
  oldSlugs: string[];
};

// ---------------------------------------------------------------- news

/** The image as the public row has it (compared with the draft's: a changed alt text or crop marks a language changed). */
export const PublicImageRef = z.object({
  id: z.string(),
  alt: z.object({ uz: z.optional(z.string()), ru: z.optional(z.string()), en: z.optional(z.string()) }),
  crop: z.nullable(ImageCrop),
});
/** The published fields' image of a type that has one (null: none). */
const ImageMeta = { image: z.optional(z.nullable(PublicImageRef)) };
const NewsMeta = z.object({ date: z.string(), topic: z.enum(NEWS_TOPICS), ...ImageMeta, video: z.optional(z.nullable(z.string())) });
export const NEWS_SCHEMAS = editorialSchemas({
  content: NewsContent,
  texts: NewsTexts,
  summary: NewsMeta.shape,
  publishedMeta: NewsMeta,
  filters: { topic: z.optional(z.enum(NEWS_TOPICS, { error: 'invalid' })) },
});

/** A row of the list. */
export const NewsEditorialSummary = NEWS_SCHEMAS.Summary;
export type NewsEditorialSummary = z.infer<typeof NewsEditorialSummary>;
/** One item: the draft (what the editor edits), what is published per language, pending schedules, old slugs. */
export const NewsEditorial = NEWS_SCHEMAS.Item;
export type NewsEditorial = z.infer<typeof NewsEditorial>;
export const NewsEditorialListQuery = NEWS_SCHEMAS.ListQuery;
export type NewsEditorialListQuery = z.input<typeof NewsEditorialListQuery>;
export const NewsEditorialList = NEWS_SCHEMAS.List;
export type NewsEditorialList = z.infer<typeof NewsEditorialList>;
export const NewsCreateBody = NEWS_SCHEMAS.CreateBody;
export type NewsCreateBody = z.input<typeof NewsCreateBody>;
export const NewsSaveBody = NEWS_SCHEMAS.SaveBody;
export type NewsSaveBody = z.input<typeof NewsSaveBody>;
export const NewsRevision = NEWS_SCHEMAS.Revision;
export type NewsRevision = z.infer<typeof NewsRevision>;
export const NewsDiff = NEWS_SCHEMAS.Diff;
export type NewsDiff = z.infer<typeof NewsDiff>;
/** The 409 of a news save (each type's schemas carry their own `Conflict`). */
export const EditorialConflict = NEWS_SCHEMAS.Conflict;
export type EditorialConflict = z.infer<typeof EditorialConflict>;

// ---------------------------------------------------------------- documents (charter, offer, privacy, accessibility)

/** One language of a legal document: its title, and its text in sections, each starting at a level-2 heading. */
export const DocumentTexts = z.object({
  title: text(300, 3),
  /** Rich text; each `<h2>` starts a section of the public page (its table of contents lists them). */
  body: richText().check(z.minLength(1, { error: 'required' })),
});
export type DocumentTexts = z.infer<typeof DocumentTexts>;

/**
 * A legal document's content: its version label and the day that version comes into force, shared by the languages.
 * Publishing a new label keeps the version it replaces public at its own address (`/ustav/versions/<label>`).
 */
export const DocumentContent = z.object({
  /**
   * `3.1`, `2026.1`, `4a`: lower-case letters and digits, parts joined by dots. Once replaced, its page is
   * `/ustav/versions/3-1` (a page address cannot end like a file name, `.1`; no label has a dash, so it reads back).
   */
  version: z
    .string({ error: 'required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'required' }),
      z.maxLength(32, { error: 'too_long' }),
      z.regex(/^[0-9a-z]+(?:\.[0-9a-z]+)*$/, { error: 'invalid' }),
    ),
  /** The day this version comes into force (a real day; 2026-02-30 is refused). */
  effective: z.string({ error: 'required' }).check(z.refine(isValidIsoDate, { error: 'date' })),
  /** The sections' anchors in order (`#general-provisions`); a section past the list is `#section-<n>`. */
  anchors: z.optional(z.array(z.string().check(z.regex(SLUG_RE, { error: 'invalid' })), { error: 'invalid' }).check(z.maxLength(100))),
  texts: z.object({ uz: z.optional(DocumentTexts), ru: z.optional(DocumentTexts), en: z.optional(DocumentTexts) }),
});
export type DocumentContent = z.infer<typeof DocumentContent>;
export type DocumentContentInput = z.input<typeof DocumentContent>;

/** A list row's and the published fields: the version label (`versionLabel`: `version` is the item's save count). */
const DocumentMeta = z.object({ versionLabel: z.string(), effective: z.string() });
export const DOCUMENT_SCHEMAS = editorialSchemas({
  content: DocumentContent,
  texts: DocumentTexts,
  summary: DocumentMeta.shape,
  publishedMeta: DocumentMeta,
  filters: {},
});
export type DocumentEditorial = z.infer<typeof DOCUMENT_SCHEMAS.Item>;

// ---------------------------------------------------------------- vacancies

/** One language's texts of a vacancy. Duties and requirements: one per line (the public page lists them). */
export const VacancyTexts = z.object({
  title: text(200, 3),
  /** Full-time, shifts, hybrid… as the public card says it. */
  employment: text(120, 2),
  duties: text(4000, 3, { multiline: true }),
  requirements: text(4000, 3, { multiline: true }),
});
export type VacancyTexts = z.infer<typeof VacancyTexts>;

const soum = () =>
  z
    .number({ error: 'required' })
    .check(z.int({ error: 'invalid' }), z.gte(0, { error: 'invalid' }), z.lte(10_000_000_000, { error: 'invalid' }));

/** A monthly salary range in so'm; `to` not below `from`. */
export const SalaryRange = z
  .object({ from: soum(), to: soum() })
  .check(z.refine((v) => v.to >= v.from, { error: 'invalid', path: ['to'] }));

/**
 * A vacancy's content. `deadline`: the closing date, a Tashkent day; applications are refused after that day ends
 * (Tashkent midnight), and a vacancy whose closing date has passed cannot be published.
 */
export const VacancyContent = z.object({
  region: z.enum(REGION_CODES, { error: 'invalid' }),
  /** null: "salary by agreement". */
  salary: z.nullable(SalaryRange),
  deadline: z.string({ error: 'required' }).check(z.refine(isValidIsoDate, { error: 'date' })),
  texts: z.object({ uz: z.optional(VacancyTexts), ru: z.optional(VacancyTexts), en: z.optional(VacancyTexts) }),
});
export type VacancyContent = z.infer<typeof VacancyContent>;
export type VacancyContentInput = z.input<typeof VacancyContent>;

const VacancyMeta = z.object({ region: z.enum(REGION_CODES), salary: z.nullable(SalaryRange), deadline: z.string() });
export const VACANCY_SCHEMAS = editorialSchemas({
  content: VacancyContent,
  texts: VacancyTexts,
  summary: { region: z.enum(REGION_CODES), deadline: z.string() },
  publishedMeta: VacancyMeta,
  filters: { region: z.optional(z.enum(REGION_CODES, { error: 'invalid' })) },
});
export type VacancyEditorial = z.infer<typeof VACANCY_SCHEMAS.Item>;

// ---------------------------------------------------------------- services and prices

export const SERVICE_CATEGORIES = ['individual', 'business'] as const;

/** One language's texts of a service. `documents`: what to bring, one a line. */
export const ServiceTexts = z.object({
  title: text(200, 3),
  /** What the price is for: "per key (2 years)". */
  unit: text(120, 1),
  summary: text(600, 1, { multiline: true }),
  description: text(4000, 1, { multiline: true }),
  audience: text(400, 1, { multiline: true }),
  documents: text(2000, 1, { multiline: true }),
  /** How long it takes, in words. */
  duration: text(120, 1),
});
export type ServiceTexts = z.infer<typeof ServiceTexts>;

/**
 * A service and its price (whole so'm). A new price takes effect on a date by a publication scheduled for that day's
 * Tashkent midnight: the price list and the calculator read the published row, which changes in one transaction.
 */
export const ServiceContent = z.object({
  category: z.enum(SERVICE_CATEGORIES, { error: 'invalid' }),
  price: soum(),
  texts: z.object({ uz: z.optional(ServiceTexts), ru: z.optional(ServiceTexts), en: z.optional(ServiceTexts) }),
});
export type ServiceContent = z.infer<typeof ServiceContent>;
export type ServiceContentInput = z.input<typeof ServiceContent>;

const ServiceMeta = z.object({ category: z.enum(SERVICE_CATEGORIES), price: z.number() });
export const SERVICE_SCHEMAS = editorialSchemas({
  content: ServiceContent,
  texts: ServiceTexts,
  summary: ServiceMeta.shape,
  publishedMeta: ServiceMeta,
  filters: { category: z.optional(z.enum(SERVICE_CATEGORIES, { error: 'invalid' })) },
});
export type ServiceEditorial = z.infer<typeof SERVICE_SCHEMAS.Item>;

// ---------------------------------------------------------------- order (home and about parts)

/** The place in its public list, a whole number 0..ORDER_MAX; smaller comes first, equal ones by address. */
const order = () =>
  z
    .number({ error: 'required' })
    .check(z.int({ error: 'invalid' }), z.gte(0, { error: 'invalid' }), z.lte(ORDER_MAX, { error: 'invalid' }));

const OrderMeta = { order: z.number() };

// ---------------------------------------------------------------- home slides

/** One language of a home slide: its title, a short text and the label of its button. */
export const SlideTexts = z.object({
  title: text(160, 3),
  text: text(400, 1, { multiline: true }),
  linkLabel: text(60, 2),
});
export type SlideTexts = z.infer<typeof SlideTexts>;

/**
 * A home page slide. `link`: a page of the site without the language prefix (`/services/eds-key`); the API checks it
 * against the site's pages as it checks rich-text links (422 `content.link: link` for a page that does not exist).
 */
export const SlideContent = z.object({
  link: z
    .string({ error: 'required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'required' }),
      z.maxLength(300, { error: 'too_long' }),
      z.regex(/^\/(?!\/)[A-Za-z0-9\-._~/%]*(?:[?#][^\s]*)?$/, { error: 'invalid' }),
    ),
  order: order(),
  texts: z.object({ uz: z.optional(SlideTexts), ru: z.optional(SlideTexts), en: z.optional(SlideTexts) }),
  /** The slide's picture (wide; shown cut to the slide's frame); absent: the generated illustration. */
  image: z.optional(EditorialImage),
});
export type SlideContent = z.infer<typeof SlideContent>;
export type SlideContentInput = z.input<typeof SlideContent>;

const SlideMeta = z.object({ link: z.string(), ...OrderMeta, ...ImageMeta });
export const SLIDE_SCHEMAS = editorialSchemas({
  content: SlideContent,
  texts: SlideTexts,
  summary: SlideMeta.shape,
  publishedMeta: SlideMeta,
  filters: {},
});
export type SlideEditorial = z.infer<typeof SLIDE_SCHEMAS.Item>;

// ---------------------------------------------------------------- partners

export const PartnerTexts = z.object({
  name: text(160, 2),
  description: text(600, 1, { multiline: true }),
});
export type PartnerTexts = z.infer<typeof PartnerTexts>;

/** A partner: its site (`http:` or `https:` only, with a domain), its place in the list, its name and description per language. */
export const PartnerContent = z.object({
  url: z
    .string({ error: 'required' })
    .check(
      z.trim(),
      allowedCharacters(),
      z.minLength(1, { error: 'required' }),
      z.maxLength(300, { error: 'too_long' }),
      z.refine(isHttpUrl, { error: 'invalid' }),
    ),
  order: order(),
  texts: z.object({ uz: z.optional(PartnerTexts), ru: z.optional(PartnerTexts), en: z.optional(PartnerTexts) }),
  /** The partner's logo (shown whole, never cut; its alt text names the partner); absent: the generated one. */
  image: z.optional(EditorialImage),
});
export type PartnerContent = z.infer<typeof PartnerContent>;
export type PartnerContentInput = z.input<typeof PartnerContent>;

const PartnerMeta = z.object({ url: z.string(), ...OrderMeta, ...ImageMeta });
export const PARTNER_SCHEMAS = editorialSchemas({
  content: PartnerContent,
  texts: PartnerTexts,
  summary: PartnerMeta.shape,
  publishedMeta: PartnerMeta,
  filters: {},
});
export type PartnerEditorial = z.infer<typeof PARTNER_SCHEMAS.Item>;

// ---------------------------------------------------------------- certificates and licences

export const CertificateTexts = z.object({ title: text(300, 3), issuer: text(300, 2) });
export type CertificateTexts = z.infer<typeof CertificateTexts>;

const day = () => z.string({ error: 'required' }).check(z.refine(isValidIsoDate, { error: 'date' }));

/** A licence or certificate: its number, the day issued and (null: no end) the last day valid, not before issued. */
export const CertificateContent = z
  .object({
    kind: z.enum(CERTIFICATE_KINDS, { error: 'invalid' }),
    number: text(80, 1),
    issued: day(),
    validUntil: z.nullable(day()),
    order: order(),
    texts: z.object({ uz: z.optional(CertificateTexts), ru: z.optional(CertificateTexts), en: z.optional(CertificateTexts) }),
    /** A scan of the document (shown whole; the largest file opens full size); absent: the generated one. */
    image: z.optional(EditorialImage),
  })
  .check(z.refine((v) => v.validUntil === null || v.validUntil >= v.issued, { error: 'invalid', path: ['validUntil'] }));
export type CertificateContent = z.infer<typeof CertificateContent>;
export type CertificateContentInput = z.input<typeof CertificateContent>;

const CertificateMeta = z.object({
  kind: z.enum(CERTIFICATE_KINDS),
  number: z.string(),
  issued: z.string(),
  validUntil: z.nullable(z.string()),
  ...OrderMeta,
  ...ImageMeta,
});
export const CERTIFICATE_SCHEMAS = editorialSchemas({
  content: CertificateContent,
  texts: CertificateTexts,
  summary: { kind: z.enum(CERTIFICATE_KINDS), issued: z.string(), validUntil: z.nullable(z.string()), ...OrderMeta },
  publishedMeta: CertificateMeta,
  filters: { kind: z.optional(z.enum(CERTIFICATE_KINDS, { error: 'invalid' })) },
});
export type CertificateEditorial = z.infer<typeof CERTIFICATE_SCHEMAS.Item>;

// ---------------------------------------------------------------- awards

export const AwardTexts = z.object({ title: text(300, 3), description: text(1000, 1, { multiline: true }) });
export type AwardTexts = z.infer<typeof AwardTexts>;

/** An award: the year it was given (the public list is newest year first, then by order). */
export const AwardContent = z.object({
  year: z
    .number({ error: 'required' })
    .check(z.int({ error: 'invalid' }), z.gte(1991, { error: 'invalid' }), z.lte(2100, { error: 'invalid' })),
  order: order(),
  texts: z.object({ uz: z.optional(AwardTexts), ru: z.optional(AwardTexts), en: z.optional(AwardTexts) }),
});
export type AwardContent = z.infer<typeof AwardContent>;
export type AwardContentInput = z.input<typeof AwardContent>;

const AwardMeta = z.object({ year: z.number(), ...OrderMeta });
export const AWARD_SCHEMAS = editorialSchemas({
  content: AwardContent,
  texts: AwardTexts,
  summary: AwardMeta.shape,
  publishedMeta: AwardMeta,
  filters: {},
});
export type AwardEditorial = z.infer<typeof AWARD_SCHEMAS.Item>;

// ---------------------------------------------------------------- videos (the gallery)

export const VideoTexts = z.object({ title: text(200, 3), description: text(1000, 1, { multiline: true }) });
export type VideoTexts = z.infer<typeof VideoTexts>;

/** A video of the gallery: its YouTube address, the day it is dated and its length (the public list is newest first). */
export const VideoContent = z.object({
  date: z.string({ error: 'required' }).check(z.refine(isValidIsoDate, { error: 'date' })),
  youtube: youtubeUrl(),
  duration: videoDuration(),
  texts: z.object({ uz: z.optional(VideoTexts), ru: z.optional(VideoTexts), en: z.optional(VideoTexts) }),
});
export type VideoContent = z.infer<typeof VideoContent>;
export type VideoContentInput = z.input<typeof VideoContent>;

const VideoMeta = z.object({ date: z.string(), youtube: z.string(), duration: z.string() });
export const VIDEO_SCHEMAS = editorialSchemas({
  content: VideoContent,
  texts: VideoTexts,
  summary: VideoMeta.shape,
  publishedMeta: VideoMeta,
  filters: {},
});
export type VideoEditorial = z.infer<typeof VIDEO_SCHEMAS.Item>;

// ---------------------------------------------------------------- leadership and staff pages

/** One language of a staff page. `biography`: rich text, sanitized as news bodies are; `receptionHours`: as said aloud. */
export const StaffTexts = z.object({
  fio: text(160, 3),
  position: text(200, 2),
  biography: richText().check(z.minLength(1, { error: 'required' })),
  receptionHours: text(200, 2),
});
export type StaffTexts = z.infer<typeof StaffTexts>;

/** A person's page (`/staff/<slug>`): group, place within it, and the public phone and e-mail. */
export const StaffContent = z.object({
  group: z.enum(STAFF_GROUPS, { error: 'invalid' }),
  order: order(),
  phone: phone(),
  email: email(),
  texts: z.object({ uz: z.optional(StaffTexts), ru: z.optional(StaffTexts), en: z.optional(StaffTexts) }),
  /** A portrait (shown square, cut from its centre-top); absent: the initials of the name. */
  image: z.optional(EditorialImage),
});
export type StaffContent = z.infer<typeof StaffContent>;
export type StaffContentInput = z.input<typeof StaffContent>;

const StaffMeta = z.object({ group: z.enum(STAFF_GROUPS), phone: z.string(), email: z.string(), ...OrderMeta, ...ImageMeta });
export const STAFF_SCHEMAS = editorialSchemas({
  content: StaffContent,
  texts: StaffTexts,
  summary: { group: z.enum(STAFF_GROUPS), ...OrderMeta },
  publishedMeta: StaffMeta,
  filters: { group: z.optional(z.enum(STAFF_GROUPS, { error: 'invalid' })) },
});
export type StaffEditorial = z.infer<typeof STAFF_SCHEMAS.Item>;
// ---------------------------------------------------------------- business products

/** One language's texts of a business product. `features`: one a line (the public page lists them). */
export const ProductTexts = z.object({
  title: text(200, 3),
  summary: text(600, 1, { multiline: true }),
  details: text(4000, 1, { multiline: true }),
  features: text(2000, 1, { multiline: true }),
});
export type ProductTexts = z.infer<typeof ProductTexts>;

/**
 * A business product and its price in whole so'm, or null: "price on request". As for services, a new price takes
 * effect on a date through a publication scheduled for that day's Tashkent midnight.
 */
export const ProductContent = z.object({
  price: z.nullable(soum()),
  texts: z.object({ uz: z.optional(ProductTexts), ru: z.optional(ProductTexts), en: z.optional(ProductTexts) }),
});
export type ProductContent = z.infer<typeof ProductContent>;
export type ProductContentInput = z.input<typeof ProductContent>;

const ProductMeta = z.object({ price: z.nullable(z.number()) });
export const PRODUCT_SCHEMAS = editorialSchemas({
  content: ProductContent,
  texts: ProductTexts,
  summary: ProductMeta.shape,
  publishedMeta: ProductMeta,
  filters: {},
});
export type ProductEditorial = z.infer<typeof PRODUCT_SCHEMAS.Item>;

// ---------------------------------------------------------------- offices, their hours, holidays and closures

export const OFFICE_KINDS = ['centre', 'office'] as const;

/** Uzbekistan's extent (degrees, a little margin): an office's point outside it is a typing slip (lat and lng swapped…). */
export const UZBEKISTAN_BOUNDS = { south: 37.1, north: 45.6, west: 55.9, east: 73.2 } as const;

/** The days of an office's week as its form and its content name them, Monday first; the public `week` is an array from Sunday. */
export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** One language's texts of an office. */
export const OfficeTexts = z.object({ name: text(200, 3), address: text(300, 5) });
export type OfficeTexts = z.infer<typeof OfficeTexts>;

/** A time of day, 24-hour, zero-padded ("09:00"): compared as text, it orders as time does. */
const clockTime = () => z.string({ error: 'required' }).check(z.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { error: 'invalid' }));

/** One weekday's hours: it opens before it closes; a lunch break lies inside them. */
export const OfficeDayInput = z
  .object({ open: clockTime(), close: clockTime(), lunch: z.nullable(z.object({ start: clockTime(), end: clockTime() })) })
  .check(
    z.refine((d) => d.open < d.close, { error: 'invalid', path: ['close'] }),
    z.refine((d) => !d.lunch || (d.open < d.lunch.start && d.lunch.start < d.lunch.end && d.lunch.end < d.close), {
      error: 'invalid',
      path: ['lunch', 'end'],
    }),
  );

const reason = () => z.optional(text(200, 2));
/** A day the office is closed: the date and why, in the languages the office is written in. */
export const OfficeClosedDay = z.object({
  date: z.string({ error: 'required' }).check(z.refine(isValidIsoDate, { error: 'date' })),
  reason: z.object({ uz: reason(), ru: reason(), en: reason() }),
});
export type OfficeClosedDay = z.infer<typeof OfficeClosedDay>;
const closedDays = () => z.array(OfficeClosedDay, { error: 'invalid' }).check(z.maxLength(100, { error: 'too_long' }));
const degrees = (min: number, max: number) =>
  z.number({ error: 'required' }).check(z.gte(min, { error: 'invalid' }), z.lte(max, { error: 'invalid' }));

/**
 * An office: where it is, how to reach it, its hours for each day of the week (null = closed that day), the public holidays it keeps and its one-off closures. A reason is required in
 * every language the office is written in. The public `office_hours` carries `week` (an array from Sunday) and
 * `closures` beside the summary (weekdays, saturday, lunch) older pages read. A problem in a list (a closure's date
 * or reason, a phone) is reported on the list, as every list field is (`content.closures`).
 */
export const OfficeContent = z
  .object({
    region: z.enum(REGION_CODES, { error: 'invalid' }),
    kind: z.enum(OFFICE_KINDS, { error: 'invalid' }),
    phones: z.array(phone(), { error: 'invalid' }).check(z.minLength(1, { error: 'required' }), z.maxLength(5, { error: 'too_long' })),
    email: email(),
    lat: degrees(UZBEKISTAN_BOUNDS.south, UZBEKISTAN_BOUNDS.north),
    lng: degrees(UZBEKISTAN_BOUNDS.west, UZBEKISTAN_BOUNDS.east),
    week: z.object(
      {
        mon: z.nullable(OfficeDayInput),
        tue: z.nullable(OfficeDayInput),
        wed: z.nullable(OfficeDayInput),
        thu: z.nullable(OfficeDayInput),
        fri: z.nullable(OfficeDayInput),
        sat: z.nullable(OfficeDayInput),
        sun: z.nullable(OfficeDayInput),
      },
      { error: 'invalid' },
    ),
    holidays: closedDays(),
    closures: closedDays(),
    texts: z.object({ uz: z.optional(OfficeTexts), ru: z.optional(OfficeTexts), en: z.optional(OfficeTexts) }),
  })
  .check(
    z.superRefine((c, ctx) => {
      const written = (['uz', 'ru', 'en'] as const).filter((l) => c.texts[l]);
      for (const list of ['holidays', 'closures'] as const)
        c[list].forEach((closed, i) => {
          for (const l of written)
            if (!closed.reason[l])
              ctx.addIssue({ code: 'custom', message: 'required', path: [list, i, 'reason', l], input: closed.reason });
        });
    }),
  );
export type OfficeContent = z.infer<typeof OfficeContent>;
export type OfficeContentInput = z.input<typeof OfficeContent>;

const OfficeDayMeta = z.nullable(
  z.object({ open: z.string(), close: z.string(), lunch: z.nullable(z.object({ start: z.string(), end: z.string() })) }),
);
const ClosedDayMeta = z.object({
  date: z.string(),
  reason: z.object({ uz: z.optional(z.string()), ru: z.optional(z.string()), en: z.optional(z.string()) }),
});
const OfficeMeta = z.object({
  region: z.enum(REGION_CODES),
  kind: z.enum(OFFICE_KINDS),
  phones: z.array(z.string()),
  email: z.string(),
  lat: z.number(),
  lng: z.number(),
  week: z.object({
    mon: OfficeDayMeta,
    tue: OfficeDayMeta,
    wed: OfficeDayMeta,
    thu: OfficeDayMeta,
    fri: OfficeDayMeta,
    sat: OfficeDayMeta,
    sun: OfficeDayMeta,
  }),
  holidays: z.array(ClosedDayMeta),
  closures: z.array(ClosedDayMeta),
});
export const OFFICE_SCHEMAS = editorialSchemas({
  content: OfficeContent,
  texts: OfficeTexts,
  summary: { region: z.enum(REGION_CODES), kind: z.enum(OFFICE_KINDS) },
  publishedMeta: OfficeMeta,
  filters: { region: z.optional(z.enum(REGION_CODES, { error: 'invalid' })) },
});
export type OfficeEditorial = z.infer<typeof OFFICE_SCHEMAS.Item>;

// ---------------------------------------------------------------- every type by name

/** Each editorial type's schemas, by the name in EDITORIAL_TYPES (the API's routes and the client's types read this). */
export const EDITORIAL_SCHEMAS = {
  news: NEWS_SCHEMAS,
  vacancies: VACANCY_SCHEMAS,
  services: SERVICE_SCHEMAS,
  document: DOCUMENT_SCHEMAS,
  slides: SLIDE_SCHEMAS,
  partners: PARTNER_SCHEMAS,
  certificates: CERTIFICATE_SCHEMAS,
  awards: AWARD_SCHEMAS,
  staff: STAFF_SCHEMAS,
  offices: OFFICE_SCHEMAS,
  products: PRODUCT_SCHEMAS,
  videos: VIDEO_SCHEMAS,
} satisfies Record<EditorialType, ReturnType<typeof editorialSchemas>>;
export type EditorialSchemaMap = typeof EDITORIAL_SCHEMAS;
export type EditorialItemOf<K extends EditorialType> = z.output<EditorialSchemaMap[K]['Item']>;
export type EditorialContentOf<K extends EditorialType> = z.output<EditorialSchemaMap[K]['Content']>;
export type EditorialContentInputOf<K extends EditorialType> = z.input<EditorialSchemaMap[K]['Content']>;
export type EditorialListQueryOf<K extends EditorialType> = z.input<EditorialSchemaMap[K]['ListQuery']>;
export type EditorialListOf<K extends EditorialType> = z.output<EditorialSchemaMap[K]['List']>;
export type EditorialRevisionOf<K extends EditorialType> = z.output<EditorialSchemaMap[K]['Revision']>;
export type EditorialDiffOf<K extends EditorialType> = z.output<EditorialSchemaMap[K]['Diff']>;

// ---------------------------------------------------------------- actions (every type)

/** Publish now: the draft's text in these languages becomes public (Uzbek must be, or become, public first). */
export const PublishBody = z.object({
  locales: Locales,
  /**
   * Publish a draft no second editor approved where review is required: an account with the admin role (beside editor)
   * only, and recorded in the audit log as `review-overridden`. Anyone else gets 409 `review_required`.
   */
  overrideReview: z.optional(z.boolean({ error: 'invalid' })),
});
export type PublishBody = z.input<typeof PublishBody>;
/** Unpublish now: these languages (absent: all). Without Uzbek public the item is gone: its address answers 410. */
export const UnpublishBody = z.object({ locales: Locales });
export type UnpublishBody = z.input<typeof UnpublishBody>;

/** Publish or unpublish later, at a Tashkent date-time in the future. */
export const ScheduleBody = z.object({ action: EditorialScheduleAction, locales: Locales, at: TashkentDateTime });
export type ScheduleBody = z.input<typeof ScheduleBody>;

/** Ask a second editor to review draft `baseVersion` (the version the editor sees), with an optional note. */
export const ReviewRequestBody = z.object({ baseVersion: version(), note: optionalText(REVIEW_NOTE_MAX, { multiline: true }) });
export type ReviewRequestBody = z.input<typeof ReviewRequestBody>;
/** Approve draft `baseVersion` (another editor than the one who asked and the last to change it). */
export const ReviewApproveBody = z.object({ baseVersion: version(), comment: optionalText(REVIEW_NOTE_MAX, { multiline: true }) });
export type ReviewApproveBody = z.input<typeof ReviewApproveBody>;
/** Send draft `baseVersion` back to its author: the comment (what to change) is required. */
export const ReviewReturnBody = z.object({ baseVersion: version(), comment: text(REVIEW_NOTE_MAX, 1, { multiline: true }) });
export type ReviewReturnBody = z.input<typeof ReviewReturnBody>;

/** A new slug: the item's public address changes at once; the old one answers 301. */
export const SlugBody = z.object({ slug: EditorialSlug });
export type SlugBody = z.input<typeof SlugBody>;

/** Make revision `version`'s content the draft again (a new version); `baseVersion` as for a save. */
export const RestoreBody = z.object({ version: version(), baseVersion: version() });
export type RestoreBody = z.input<typeof RestoreBody>;

export const DiffQuery = z.object({
  from: z.coerce.number({ error: 'required' }).check(z.int({ error: 'invalid' }), z.gte(1, { error: 'invalid' })),
  to: z.coerce.number({ error: 'required' }).check(z.int({ error: 'invalid' }), z.gte(1, { error: 'invalid' })),
});
export type DiffQuery = z.input<typeof DiffQuery>;

// ---------------------------------------------------------------- preview

/**
 * A preview of the draft as the public page: a signed token valid for PREVIEW_TTL_MS, for this item only. The public
 * `GET /news/{slug}?preview=<token>` then answers the draft with `preview: true` and `Cache-Control: private, no-store`.
 * `paths` are the site's addresses with the token (`/ru/news/<slug>?preview=…`).
 */
export const PreviewResponse = z.object({
  token: z.string(),
  expiresAt: z.string(),
  paths: z.object({ uz: z.string(), ru: z.string(), en: z.string() }),
});
export type PreviewResponse = z.infer<typeof PreviewResponse>;

export const EditorialIdParams = z.object({ id: z.string().check(z.regex(UUID_RE)) });
export const EditorialRevisionParams = z.object({
  id: z.string().check(z.regex(UUID_RE)),
  version: z.coerce.number().check(z.int(), z.gte(1)),
});
export const EditorialScheduleParams = z.object({ id: z.string().check(z.regex(UUID_RE)), scheduleId: uuid() });

// ---------------------------------------------------------------- public answers

/** `GET /news/{old-slug}`: 301 with Location to the new address, and this body (the new slug). */
export const MovedBody = z.object({ error: z.object({ code: z.literal('moved'), message: z.string() }), slug: z.string() });
export type MovedBody = z.infer<typeof MovedBody>;
