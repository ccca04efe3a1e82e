/**
 * What the editorial engine (engine.ts) needs to know of one content type: everything else — drafts with versions,
 * revisions, conflicts, per-language publication, schedules, slug history, previews, the audit log and the
 * content-changes purge — is the same for every type. Decision 0042.
 *
 * Stable interface: other work builds on it; add optional members, do not rename.
 */
import type { Kysely, Transaction } from 'kysely';
import type { EditorialType, Locale, editorialSchemas } from '@tax/shared/contract';
import type { Database } from '../db/schema.ts';
import type { ContentChange } from './content-changes.ts';

export type Db = Kysely<Database> | Transaction<Database>;

/** What a link to the site is checked against (rich-text links and link fields alike). */
export interface SiteLinks {
  sitePaths: readonly string[];
  siteOrigin: string;
}

/** One language's texts of an item: named strings (a rich one is HTML, listed in `richFields`). */
export type EditorialTexts = Record<string, string>;

/** What every type's content has: per-language texts (a language not written is absent) beside shared fields. */
export interface EditorialContentBase {
  texts: Partial<Record<Locale, EditorialTexts>>;
}

/** What is public of an item, as the engine hands it to the projection. */
export interface Published<C extends EditorialContentBase> {
  /** Per language, the texts of the revision that language was published from. Uzbek is always there. */
  texts: Partial<Record<Locale, NonNullable<C['texts'][Locale]>>>;
  /** The newest published revision's content: its shared (not per-language) fields are the public ones. */
  content: C;
}

export interface ProjectArgs<C extends EditorialContentBase> {
  slug: string;
  /** Slugs the item answered to before (a slug change in this transaction): their public rows go. */
  previousSlugs: string[];
  /** null: nothing public (never published, unpublished, or Uzbek withdrawn): the public rows go. */
  published: Published<C> | null;
  /** The transaction's time (a projection that records "updated" uses it). */
  now: Date;
}

export interface EditorialDescriptor<C extends EditorialContentBase = EditorialContentBase> {
  type: EditorialType;
  /** How messages name one item: 'News item', 'Vacancy'. */
  noun: string;
  /** The contract's schemas for this type (content, item, list…): the routes validate with them. */
  schemas: ReturnType<typeof editorialSchemas>;
  /** Per-language fields holding rich text: sanitized on save (the public renderer's rules), site links checked. */
  richFields: readonly string[];
  /** Per-language fields that may be empty in a written language (others must be non-empty after cleaning). */
  optionalTexts?: readonly string[];
  /** The list's title of an item (Uzbek first). */
  title: (content: C) => string | undefined;
  /** A list row's own fields beside the common ones (news: date and topic), and the item answer's too. */
  summary: (content: C) => Record<string, unknown>;
  /**
   * The shared (not per-language) fields as the public sees them: `publishedMeta` of the answer, and what marks a
   * published language `changed` when the draft moved them. `meta(draft)` and `publicMeta(d, slug)` are compared.
   */
  meta: (content: C) => Record<string, unknown>;
  publicMeta: (d: Db, slug: string) => Promise<Record<string, unknown> | null>;
  /**
   * A cross-field rule the schema cannot say (a closing date before the opening one…): throw a 422 ApiHttpError.
   * `site`: the site's page patterns and origin, for a shared field that links to a page (a slide's button).
   */
  check?: (content: C, site: SiteLinks) => void;
  /** What must hold to publish beyond text in the languages (a closing date still ahead…): throw a 422. */
  canPublish?: (content: C, locales: Locale[], now: Date) => void;
  /** Rebuilds the public row(s) and search rows of one item from what is published, inside the transaction. */
  project: (trx: Transaction<Database>, args: ProjectArgs<C>) => Promise<void>;
  /** The cache tags and site paths a change of these slugs touches (the purge, every server, a CDN's keys). */
  change: (...slugs: string[]) => ContentChange;
  /** A public row with this slug exists (an item of the seed not yet adopted counts as taken). */
  publicSlugExists: (d: Db, slug: string) => Promise<boolean>;
  /** Public rows that have no editorial item yet (the seed's, or written before this type was editable). */
  adoptable: (d: Db) => Promise<{ slug: string; content: C }[]>;
  /** The draft field the list sorts by, newest first (news: date); default: the slug. */
  listOrder?: string;
  /** A slug this type cannot have (documents: only the four public ones): throw a 422 ApiHttpError. Create and slug change. */
  checkSlug?: (slug: string) => void;
  /** The public page of an item without the locale prefix (`/news/<slug>`): preview links, the workspace's link. */
  publicPath: (slug: string) => string;
}
