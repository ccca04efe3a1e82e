/**
 * The editorial engine: drafts with versions, revisions, per-language publication, schedules, slug history,
 * conflicts, previews, the audit log and the content-changes purge, for any content type a descriptor describes
 * (descriptor.ts). The public tables stay the published projection the descriptor writes, so the public reads stay
 * as they were. Decisions 0036 and 0042.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  IMAGE_ALT_MAX,
  type EditorialSchedule,
  type EditorialStatusByLocale,
  type EditorialSummaryBase,
  type EditorialRevisionSummary,
  type EditorialReview,
  type FieldDiff,
  type Locale,
  type StaffPerson,
} from '@tax/shared/contract';
import { diffWords } from 'diff';
import type { Database } from '../db/schema.ts';
import { ApiHttpError, notFound } from '../lib/errors.ts';
import { plainText } from '../lib/html.ts';
import { pageMeta, pageOf } from '../context.ts';
import { auditRepository } from '../repositories/audit.ts';
import { recordChange, type ContentBus, type ContentChange } from './content-changes.ts';
import type { Db, EditorialContentBase, EditorialDescriptor, EditorialTexts, Published } from './descriptor.ts';
import { cleanRichText } from './rich-text.ts';
import { imageFilesOf, imageIdsIn, richImageRules, textsWithPictures } from './rich-images.ts';

const LOCALES = ['uz', 'ru', 'en'] as const;
const UUID_G = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Who acts: an editor (with the request's address) or the scheduler (no account). */
export interface Actor {
  accountId: string | null;
  email: string | null;
  address: string;
  /** The account's roles (an admin may publish past a required review, audited); the scheduler has none. */
  roles?: readonly string[];
}

interface ItemRow {
  id: string;
  slug: string;
  version: number;
  draft: unknown;
  gone_at: Date | string | null;
  updated_at: Date | string;
  updated_by: string | null;
}

export interface EditorialDeps {
  db: Kysely<Database>;
  now: () => Date;
  bus: ContentBus;
  /** Ids of the changes this server wrote, so that reading them back does not tell its listeners twice. */
  own: Set<string>;
  sitePaths: () => readonly string[];
  siteOrigin: string;
  /** The API's public base (`/api`, or its own origin): rich text's pictures are addressed under it. */
  publicBase: string;
  /** Whether this type's drafts need a second editor's approval before publishing (EDITORIAL_REVIEW_TYPES; decision 0056). */
  reviewRequired?: (type: string) => boolean;
}

const iso = (v: Date | string) => new Date(v).toISOString();
const tashkent = (v: Date | string) => new Date(new Date(v).getTime() + 5 * 3600_000).toISOString().slice(0, 16);
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sameTexts = (a: EditorialTexts | undefined, b: EditorialTexts | undefined) => !!a && !!b && sameJson(a, b);
const localesOf = (content: EditorialContentBase): Locale[] => LOCALES.filter((l) => content.texts[l]);

/** The list filters every type takes; any other key of a list query filters on the draft's field of that name. */
const COMMON_FILTERS = new Set(['state', 'locale', 'review', 'q', 'page', 'pageSize']);

function fieldDiff(field: string, from: string, to: string): FieldDiff | null {
  if (from === to) return null;
  const parts = diffWords(from, to).map((c) => ({
    op: c.added ? ('added' as const) : c.removed ? ('removed' as const) : ('same' as const),
    text: c.value,
  }));
  return { field, from, to, parts };
}
const shown = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v));

/** One content type's editorial store, driven by its descriptor. */
export function editorialStore<C extends EditorialContentBase>(desc: EditorialDescriptor<C>, deps: EditorialDeps) {
  const TYPE = desc.type;
  type Texts = EditorialTexts;
  const { db, now } = deps;
  const REVIEW_REQUIRED = deps.reviewRequired?.(TYPE) ?? false;

  /**
   * Sanitized rich text, each site link checked (a link to no page is a 422 naming it), pictures kept only when they
   * are this site's images with alt text (rich-images.ts: another picture goes; one of ours without alt text is a 422);
   * a written language's required texts non-empty once cleaned; then the type's own cross-field rules.
   */
  async function cleanContent(content: C): Promise<C> {
    const texts: EditorialContentBase['texts'] = {};
    const named = LOCALES.flatMap((l) => desc.richFields.flatMap((name) => imageIdsIn(content.texts[l]?.[name] ?? '')));
    const files = await imageFilesOf(db, [...new Set(named)]);
    for (const l of LOCALES) {
      const t = content.texts[l];
      if (!t) continue;
      const out: Texts = { ...t };
      for (const name of desc.richFields) {
        const images = richImageRules(deps.publicBase, deps.siteOrigin, files);
        const { html, badLinks } = cleanRichText(t[name] ?? '', deps.sitePaths(), deps.siteOrigin, images);
        const field = `content.texts.${l}.${name}`;
        if (badLinks.length > 0)
          throw new ApiHttpError(422, 'validation_failed', `A link leads to no page of the site: ${badLinks.join(', ')}`, {
            [field]: 'link',
          });
        if (images.withoutAlt.length > 0)
          throw new ApiHttpError(
            422,
            'validation_failed',
            `Write the alt text of every picture in the text (what it shows, for those who cannot see it; at most ${IMAGE_ALT_MAX} characters)`,
            { [field]: 'image_alt' },
          );
        if (plainText(html) === '' && !desc.optionalTexts?.includes(name))
          throw new ApiHttpError(422, 'validation_failed', 'The text is empty once cleaned', { [field]: 'required' });
        out[name] = html;
      }
      texts[l] = out;
    }
    if (!texts.uz && !texts.ru && !texts.en)
      throw new ApiHttpError(422, 'validation_failed', 'Write the text in at least one language', { 'content.texts.uz': 'required' });
    const clean = { ...content, texts } as C;
    desc.check?.(clean, { sitePaths: deps.sitePaths(), siteOrigin: deps.siteOrigin });
    return clean;
  }

  async function people(d: Db, ids: (string | null)[]): Promise<Map<string, StaffPerson>> {
    const wanted = [...new Set(ids.filter((id): id is string => !!id))];
    if (wanted.length === 0) return new Map();
    const rows = await d.selectFrom('staff_accounts').select(['id', 'name']).where('id', 'in', wanted).execute();
    return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name }]));
  }

  async function itemRow(d: Db, id: string, lock = false): Promise<ItemRow> {
    let q = d
      .selectFrom('editorial_items')
      .select(['id', 'slug', 'version', 'draft', 'gone_at', 'updated_at', 'updated_by'])
      .where('id', '=', id)
      .where('type', '=', TYPE);
    if (lock) q = q.forUpdate();
    const row = await q.executeTakeFirst();
    if (!row) throw notFound(desc.noun);
    return row;
  }

  async function revisionContent(d: Db, id: string, version: number): Promise<C> {
    const r = await d
      .selectFrom('editorial_revisions')
      .select('content')
      .where('item_id', '=', id)
      .where('version', '=', version)
      .executeTakeFirstOrThrow();
    return r.content as C;
  }

  /**
   * The images a content names (in its rich text or an image field: any id in it), held for this transaction
   * (`FOR SHARE`): the unused-images sweep cannot delete one while a save that names it is under way, and a save
   * after the sweep finds a picture of its text gone (422) rather than storing a broken one.
   */
  async function holdImages(trx: Transaction<Database>, content: C) {
    const json = JSON.stringify(content);
    const ids = [...new Set((json.match(UUID_G) ?? []).map((id) => id.toLowerCase()))];
    if (ids.length === 0) return;
    const held = new Set(
      (await trx.selectFrom('editorial_images').select('id').where('id', 'in', ids).forShare().execute()).map((r) => r.id),
    );
    for (const l of LOCALES)
      for (const name of desc.richFields)
        if (imageIdsIn(content.texts[l]?.[name] ?? '').some((id) => !held.has(id)))
          throw new ApiHttpError(422, 'validation_failed', 'A picture in the text no longer exists: insert it again', {
            [`content.texts.${l}.${name}`]: 'invalid',
          });
  }

  /** Per item: what is public in each language (version, when) and the pending schedules. */
  async function states(d: Db, ids: string[]) {
    if (ids.length === 0) return { pubs: [], schedules: [], reviews: [] };
    const [pubs, schedules, reviews] = await Promise.all([
      d.selectFrom('editorial_publications').selectAll().where('item_id', 'in', ids).execute(),
      d
        .selectFrom('editorial_schedules')
        .selectAll()
        .where('item_id', 'in', ids)
        .where('done_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .orderBy('at')
        .execute(),
      d.selectFrom('editorial_reviews').selectAll().where('item_id', 'in', ids).execute(),
    ]);
    return { pubs, schedules, reviews };
  }

  type States = Awaited<ReturnType<typeof states>>;

  function summaryOf(row: ItemRow, s: States, who: Map<string, StaffPerson>, published: Partial<Record<Locale, Texts>>) {
    const draft = row.draft as C;
    const schedules: EditorialSchedule[] = s.schedules
      .filter((x) => x.item_id === row.id)
      .map((x) => ({
        id: x.id,
        action: x.action as EditorialSchedule['action'],
        locales: x.locales as Locale[],
        at: iso(x.at),
        atTashkent: tashkent(x.at),
        createdBy: x.created_by ? (who.get(x.created_by) ?? null) : null,
        createdAt: iso(x.created_at),
      }));
    const status = {} as EditorialStatusByLocale;
    for (const l of LOCALES) {
      const pub = s.pubs.find((p) => p.item_id === row.id && p.locale === l);
      const scheduled = schedules.some((x) => x.action === 'publish' && x.locales.includes(l));
      status[l] = {
        state: pub ? 'published' : scheduled ? 'scheduled' : draft.texts[l] ? 'draft' : 'missing',
        changed: pub ? !sameTexts(draft.texts[l], published[l]) : false,
        publishedAt: pub ? iso(pub.published_at) : null,
        publishedVersion: pub ? pub.version : null,
      };
    }
    const summary: EditorialSummaryBase & Record<string, unknown> = {
      id: row.id,
      slug: row.slug,
      ...desc.summary(draft),
      title: desc.title(draft) ?? row.slug,
      version: row.version,
      status,
      gone: row.gone_at !== null,
      updatedAt: iso(row.updated_at),
      updatedBy: row.updated_by ? (who.get(row.updated_by) ?? null) : null,
      nextSchedule: schedules[0] ?? null,
      review: reviewOf(
        s.reviews.find((r) => r.item_id === row.id),
        who,
      ),
      reviewRequired: REVIEW_REQUIRED,
    };
    return { summary, schedules };
  }

  function reviewOf(r: States['reviews'][number] | undefined, who: Map<string, StaffPerson>): EditorialReview | null {
    if (!r) return null;
    const person = (id: string | null) => (id ? (who.get(id) ?? null) : null);
    return {
      state: r.state as EditorialReview['state'],
      version: r.version,
      requestedBy: person(r.requested_by),
      requestedAt: iso(r.requested_at),
      note: r.note,
      decidedBy: person(r.decided_by),
      decidedAt: r.decided_at ? iso(r.decided_at) : null,
      comment: r.comment,
    };
  }
  const reviewPeople = (s: States) => s.reviews.flatMap((r) => [r.requested_by, r.decided_by]);

  /** The texts public now, per language (from the revisions their publications name). */
  async function publishedTexts(d: Db, id: string, pubs: States['pubs']) {
    const out: Partial<Record<Locale, Texts>> = {};
    for (const p of pubs.filter((x) => x.item_id === id)) {
      const texts = (await revisionContent(d, id, p.version)).texts[p.locale as Locale];
      if (texts) out[p.locale as Locale] = texts;
    }
    return out;
  }

  async function view(d: Db, id: string) {
    const row = await itemRow(d, id);
    const s = await states(d, [id]);
    const who = await people(d, [row.updated_by, ...s.schedules.map((x) => x.created_by), ...reviewPeople(s)]);
    const published = await publishedTexts(d, id, s.pubs);
    const { summary, schedules } = summaryOf(row, s, who, published);
    // The shared fields mark a published language changed too when the draft moved them (a date, a price…).
    const publishedMeta = await desc.publicMeta(d, row.slug);
    const draft = row.draft as C;
    if (publishedMeta && !sameJson(publishedMeta, desc.meta(draft)))
      for (const l of LOCALES) if (summary.status[l].state === 'published') summary.status[l].changed = true;
    const oldSlugs = await d.selectFrom('editorial_slug_history').select('slug').where('item_id', '=', id).orderBy('changed_at').execute();
    return {
      ...summary,
      draft,
      published,
      publishedMeta,
      schedules,
      oldSlugs: oldSlugs.map((r) => r.slug),
    };
  }

  /** Runs `work` in a transaction; the content changes it records are told to this server's listeners after the commit. */
  async function changing<R>(work: (trx: Transaction<Database>, changes: ContentChange[]) => Promise<R>): Promise<R> {
    const changes: ContentChange[] = [];
    const result = await db.transaction().execute(async (trx) => {
      const out = await work(trx, changes);
      for (const change of changes) deps.own.add(await recordChange(trx, change, now()));
      return out;
    });
    for (const change of changes) deps.bus.emit(change);
    return result;
  }

  const audit = (d: Db) => auditRepository(d as Kysely<Database>, now);
  const record = (
    d: Db,
    actor: Actor,
    action: Parameters<ReturnType<typeof audit>['append']>[0]['action'],
    id: string,
    slug: string,
    detail?: Record<string, unknown>,
  ) =>
    audit(d).append({
      actorId: actor.accountId,
      actorEmail: actor.email,
      address: actor.address,
      action,
      targetKind: TYPE,
      targetId: id,
      targetLabel: slug,
      detail: detail ?? null,
    });

  async function slugTaken(d: Db, slug: string, exceptItem?: string): Promise<boolean> {
    const [item, old, pub] = await Promise.all([
      d.selectFrom('editorial_items').select('id').where('type', '=', TYPE).where('slug', '=', slug).executeTakeFirst(),
      d.selectFrom('editorial_slug_history').select('item_id').where('type', '=', TYPE).where('slug', '=', slug).executeTakeFirst(),
      desc.publicSlugExists(d, slug),
    ]);
    return (!!item && item.id !== exceptItem) || (!!old && old.item_id !== exceptItem) || (pub && !item);
  }
  const slugTakenError = () => new ApiHttpError(409, 'slug_taken', 'This address is used by another item of this kind', { slug: 'taken' });

  /**
   * Rebuilds the item's public rows from what is published per language (none in Uzbek: no public row) through the
   * descriptor, and records the change.
   */
  async function project(trx: Transaction<Database>, id: string, changes: ContentChange[], previousSlugs: string[] = []) {
    const row = await itemRow(trx, id);
    const pubs = await trx.selectFrom('editorial_publications').selectAll().where('item_id', '=', id).execute();
    const texts: Partial<Record<Locale, Texts>> = {};
    let meta: C | null = null;
    let metaVersion = -1;
    for (const p of pubs) {
      const content = await revisionContent(trx, id, p.version);
      const t = content.texts[p.locale as Locale];
      if (t) texts[p.locale as Locale] = t;
      if (p.version > metaVersion) [meta, metaVersion] = [content, p.version];
    }
    // The public pages show a text's pictures as <picture>s with every width and format (rich-images.ts).
    const publicLocales = LOCALES.filter((l) => texts[l]);
    const withPictures = await textsWithPictures(
      trx,
      deps.publicBase,
      publicLocales.map((l) => texts[l]!),
      desc.richFields,
    );
    publicLocales.forEach((l, i) => (texts[l] = withPictures[i]!));
    const published = texts.uz && meta ? ({ texts, content: meta } as Published<C>) : null;
    await desc.project(trx, { slug: row.slug, previousSlugs, published, now: now() });
    changes.push(desc.change(row.slug, ...previousSlugs));
  }

  async function publishIn(
    trx: Transaction<Database>,
    id: string,
    asked: Locale[] | undefined,
    actor: Actor,
    changes: ContentChange[],
    override = false,
  ) {
    const row = await itemRow(trx, id, true);
    const draft = row.draft as C;
    const locales = asked ?? localesOf(draft);
    const missing = locales.filter((l) => !draft.texts[l]);
    if (missing.length > 0)
      throw new ApiHttpError(422, 'validation_failed', `No text to publish in ${missing.join(', ')}`, { locales: 'required' });
    const uzPublic = await trx
      .selectFrom('editorial_publications')
      .select('locale')
      .where('item_id', '=', id)
      .where('locale', '=', 'uz')
      .executeTakeFirst();
    if (!locales.includes('uz') && !uzPublic)
      throw new ApiHttpError(422, 'validation_failed', 'Publish the Uzbek text first: it is what other languages fall back to', {
        locales: 'invalid',
      });
    desc.canPublish?.(draft, locales, now());
    const overridden = await checkReviewed(trx, row, actor, override);
    const at = now();
    for (const locale of locales) {
      const values = { version: row.version, published_at: at, published_by: actor.accountId };
      await trx
        .insertInto('editorial_publications')
        .values({ item_id: id, locale, ...values })
        .onConflict((oc) => oc.columns(['item_id', 'locale']).doUpdateSet(values))
        .execute();
    }
    await trx.updateTable('editorial_items').set({ gone_at: null }).where('id', '=', id).execute();
    await project(trx, id, changes);
    if (overridden) await record(trx, actor, 'review-overridden', id, row.slug, { locales, version: row.version });
    await record(trx, actor, 'content-published', id, row.slug, { locales, version: row.version });
    return locales;
  }

  async function unpublishIn(trx: Transaction<Database>, id: string, asked: Locale[] | undefined, actor: Actor, changes: ContentChange[]) {
    const row = await itemRow(trx, id, true);
    // Without Uzbek nothing is public: the other languages fall back to it.
    const locales: Locale[] = !asked || asked.includes('uz') ? [...LOCALES] : asked;
    const removed = await trx
      .deleteFrom('editorial_publications')
      .where('item_id', '=', id)
      .where('locale', 'in', locales)
      .returning('locale')
      .execute();
    const left = await trx.selectFrom('editorial_publications').select('locale').where('item_id', '=', id).execute();
    if (left.length === 0 && removed.length > 0)
      await trx.updateTable('editorial_items').set({ gone_at: now() }).where('id', '=', id).execute();
    await project(trx, id, changes);
    await record(trx, actor, 'content-unpublished', id, row.slug, { locales: removed.map((r) => r.locale) });
  }

  async function saveIn(trx: Transaction<Database>, id: string, baseVersion: number, content: C, actor: Actor, kind: 'save' | 'restore') {
    const row = await itemRow(trx, id, true);
    if (row.version !== baseVersion) throw await staleError(trx, id);
    await holdImages(trx, content);
    const version = row.version + 1;
    const at = now();
    await trx
      .updateTable('editorial_items')
      .set({ version, draft: JSON.stringify(content), updated_at: at, updated_by: actor.accountId })
      .where('id', '=', id)
      .execute();
    await trx
      .insertInto('editorial_revisions')
      .values({
        item_id: id,
        version,
        kind,
        base_version: baseVersion,
        content: JSON.stringify(content),
        author_id: actor.accountId,
        created_at: at,
      })
      .execute();
    await record(trx, actor, kind === 'save' ? 'draft-saved' : 'draft-restored', id, row.slug, { version, baseVersion });
    await clearReview(trx, row, actor, version);
  }

  /**
   * A review is of one draft version: a save clears an asked or approved one (the item is a draft to review again;
   * what the reviewer wrote stays in the audit log). A sent-back one stays shown, its comment what the author works on.
   */
  async function clearReview(trx: Transaction<Database>, row: ItemRow, actor: Actor, version: number) {
    const cleared = await trx
      .deleteFrom('editorial_reviews')
      .where('item_id', '=', row.id)
      .where('state', 'in', ['requested', 'approved'])
      .returning(['state', 'version', 'comment'])
      .executeTakeFirst();
    if (cleared)
      await record(trx, actor, 'review-cleared', row.id, row.slug, {
        state: cleared.state,
        reviewedVersion: cleared.version,
        version,
        comment: cleared.comment,
      });
  }

  /**
   * Where review is required, only a draft version a second editor approved is published; an admin may publish past
   * it when asking to (`overrideReview`): true then, and the caller records it. The scheduler is refused like anyone.
   */
  async function checkReviewed(trx: Transaction<Database>, row: ItemRow, actor: Actor, override: boolean): Promise<boolean> {
    if (!REVIEW_REQUIRED) return false;
    const review = await trx.selectFrom('editorial_reviews').select(['state', 'version']).where('item_id', '=', row.id).executeTakeFirst();
    if (review?.state === 'approved' && review.version === row.version) return false;
    if (override && actor.roles?.includes('admin')) return true;
    throw new ApiHttpError(409, 'review_required', 'Another editor must approve this draft before it is published: ask for review');
  }

  const staleError = async (d: Db, id: string) =>
    new ApiHttpError(
      409,
      'conflict',
      'Someone saved this item after you opened it: compare the texts and save again',
      undefined,
      undefined,
      {
        current: await view(d, id),
      },
    );

  /** Asks for review of draft `baseVersion` (a stale version: the conflict answer). Asking again replaces the last review. */
  async function requestReview(id: string, baseVersion: number, note: string | null, actor: Actor) {
    await db.transaction().execute(async (trx) => {
      const row = await itemRow(trx, id, true);
      if (row.version !== baseVersion) throw await staleError(trx, id);
      const values = {
        state: 'requested',
        version: row.version,
        requested_by: actor.accountId,
        requested_at: now(),
        note,
        decided_by: null,
        decided_at: null,
        comment: null,
      };
      await trx
        .insertInto('editorial_reviews')
        .values({ item_id: id, ...values })
        .onConflict((oc) => oc.column('item_id').doUpdateSet(values))
        .execute();
      await record(trx, actor, 'review-requested', id, row.slug, { version: row.version, note });
    });
    return view(db, id);
  }

  /**
   * Approves or sends back draft `baseVersion`: only while review is asked for that version, and only by a second
   * pair of eyes (neither the editor who asked nor the last to change the draft: 409 `review_own`).
   */
  async function decideReview(id: string, baseVersion: number, decision: 'approved' | 'returned', comment: string | null, actor: Actor) {
    await db.transaction().execute(async (trx) => {
      const row = await itemRow(trx, id, true);
      if (row.version !== baseVersion) throw await staleError(trx, id);
      const review = await trx.selectFrom('editorial_reviews').selectAll().where('item_id', '=', id).forUpdate().executeTakeFirst();
      if (review?.state !== 'requested' || review.version !== row.version)
        throw new ApiHttpError(409, 'review_none', 'No review was asked for this draft');
      if (!actor.accountId || actor.accountId === review.requested_by || actor.accountId === row.updated_by)
        throw new ApiHttpError(409, 'review_own', 'Another editor reviews this draft: not the one who asked, nor the last to change it');
      await trx
        .updateTable('editorial_reviews')
        .set({ state: decision, decided_by: actor.accountId, decided_at: now(), comment })
        .where('item_id', '=', id)
        .execute();
      await record(trx, actor, decision === 'approved' ? 'review-approved' : 'review-returned', id, row.slug, {
        version: row.version,
        comment,
      });
    });
    return view(db, id);
  }

  async function revisionsOf(d: Db, id: string) {
    await itemRow(d, id);
    const [rows, pubs] = await Promise.all([
      d.selectFrom('editorial_revisions').selectAll().where('item_id', '=', id).orderBy('version', 'desc').execute(),
      d.selectFrom('editorial_publications').select(['locale', 'version']).where('item_id', '=', id).execute(),
    ]);
    const who = await people(
      d,
      rows.map((r) => r.author_id),
    );
    return rows.map((r) => ({
      version: r.version,
      kind: r.kind as EditorialRevisionSummary['kind'],
      baseVersion: r.base_version,
      author: r.author_id ? (who.get(r.author_id) ?? null) : null,
      createdAt: iso(r.created_at),
      publishedLocales: pubs.filter((p) => p.version === r.version).map((p) => p.locale as Locale),
      content: r.content as C,
    }));
  }

  return {
    descriptor: desc,
    cleanContent,

    /** Every public row without an editorial item gets one: its content as a published revision (the seed's, or older). */
    async adopt(d: Db = db): Promise<number> {
      const known = await d.selectFrom('editorial_items').select('slug').where('type', '=', TYPE).execute();
      const have = new Set(known.map((r) => r.slug));
      const rows = (await desc.adoptable(d)).filter((r) => !have.has(r.slug));
      const at = now();
      for (const { slug, content } of rows) {
        const id = randomUUID();
        await d
          .insertInto('editorial_items')
          .values({
            id,
            type: TYPE,
            slug,
            version: 1,
            draft: JSON.stringify(content),
            created_at: at,
            updated_at: at,
            updated_by: null,
          })
          .execute();
        await d
          .insertInto('editorial_revisions')
          .values({
            item_id: id,
            version: 1,
            kind: 'seed',
            base_version: null,
            content: JSON.stringify(content),
            author_id: null,
            created_at: at,
          })
          .execute();
        for (const l of localesOf(content))
          await d
            .insertInto('editorial_publications')
            .values({ item_id: id, locale: l, version: 1, published_at: at, published_by: null })
            .execute();
      }
      return rows.length;
    },

    get: (id: string) => view(db, id),

    async list(q: Record<string, unknown> & { state?: string; locale?: Locale; q?: string; page?: number; pageSize?: number }) {
      let base = db
        .selectFrom('editorial_items')
        .select(['id', 'slug', 'version', 'draft', 'gone_at', 'updated_at', 'updated_by'])
        .where('type', '=', TYPE);
      for (const [key, value] of Object.entries(q))
        if (!COMMON_FILTERS.has(key) && typeof value === 'string') base = base.where(sql<string>`draft->>${key}`, '=', value);
      if (q.q) {
        const like = `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        base = base.where((eb) =>
          eb.or([eb(sql<string>`lower(slug)`, 'like', like), eb(sql<string>`lower((draft->'texts')::text)`, 'like', like)]),
        );
      }
      const rows = await base
        .orderBy(desc.listOrder ? sql`draft->>${desc.listOrder}` : sql`slug`, desc.listOrder ? 'desc' : 'asc')
        .orderBy('slug')
        .execute();
      const s = await states(
        db,
        rows.map((r) => r.id),
      );
      const who = await people(db, [...rows.map((r) => r.updated_by), ...s.schedules.map((x) => x.created_by), ...reviewPeople(s)]);
      const published = new Map<string, Partial<Record<Locale, Texts>>>();
      for (const r of rows) if (s.pubs.some((p) => p.item_id === r.id)) published.set(r.id, await publishedTexts(db, r.id, s.pubs));
      let items = rows.map((r) => summaryOf(r, s, who, published.get(r.id) ?? {}).summary);
      if (typeof q.review === 'string') items = items.filter((i) => i.review?.state === q.review);
      if (q.state) {
        const wanted = q.state;
        items = items.filter((i) => (q.locale ? i.status[q.locale].state === wanted : LOCALES.some((l) => i.status[l].state === wanted)));
      }
      const { page, pageSize, offset } = pageOf(q, 20);
      return { items: items.slice(offset, offset + pageSize), ...pageMeta(page, pageSize, items.length) };
    },

    async create(slug: string, content: C, actor: Actor) {
      desc.checkSlug?.(slug);
      const clean = await cleanContent(content);
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(727274040)`.execute(trx);
        if (await slugTaken(trx, slug)) throw slugTakenError();
        await holdImages(trx, clean);
        const at = now();
        await trx
          .insertInto('editorial_items')
          .values({
            id,
            type: TYPE,
            slug,
            version: 1,
            draft: JSON.stringify(clean),
            created_at: at,
            updated_at: at,
            updated_by: actor.accountId,
          })
          .execute();
        await trx
          .insertInto('editorial_revisions')
          .values({
            item_id: id,
            version: 1,
            kind: 'create',
            base_version: null,
            content: JSON.stringify(clean),
            author_id: actor.accountId,
            created_at: at,
          })
          .execute();
        await record(trx, actor, 'content-created', id, slug);
      });
      return view(db, id);
    },

    async save(id: string, baseVersion: number, content: C, actor: Actor) {
      const clean = await cleanContent(content);
      await db.transaction().execute((trx) => saveIn(trx, id, baseVersion, clean, actor, 'save'));
      return view(db, id);
    },

    async restore(id: string, version: number, baseVersion: number, actor: Actor) {
      await db.transaction().execute(async (trx) => {
        const r = await trx
          .selectFrom('editorial_revisions')
          .select('content')
          .where('item_id', '=', id)
          .where('version', '=', version)
          .executeTakeFirst();
        if (!r) throw notFound('Revision');
        await saveIn(trx, id, baseVersion, r.content as C, actor, 'restore');
      });
      return view(db, id);
    },

    async publish(id: string, locales: Locale[] | undefined, actor: Actor, overrideReview = false) {
      await changing((trx, changes) => publishIn(trx, id, locales, actor, changes, overrideReview));
      return view(db, id);
    },

    async unpublish(id: string, locales: Locale[] | undefined, actor: Actor) {
      await changing((trx, changes) => unpublishIn(trx, id, locales, actor, changes));
      return view(db, id);
    },

    async schedule(id: string, action: 'publish' | 'unpublish', asked: Locale[] | undefined, atTashkent: string, actor: Actor) {
      const at = new Date(`${atTashkent}:00+05:00`);
      if (at.getTime() <= now().getTime())
        throw new ApiHttpError(422, 'validation_failed', 'Choose a moment in the future (Tashkent time)', { at: 'date' });
      await db.transaction().execute(async (trx) => {
        const row = await itemRow(trx, id, true);
        const draft = row.draft as C;
        const locales = asked ?? (action === 'publish' ? localesOf(draft) : [...LOCALES]);
        if (action === 'publish' && locales.some((l) => !draft.texts[l]))
          throw new ApiHttpError(422, 'validation_failed', 'No text to publish in one of these languages', { locales: 'required' });
        // The scheduler checks again when it applies it (a save meanwhile clears the approval): no override there.
        if (action === 'publish') await checkReviewed(trx, row, actor, false);
        const scheduleId = randomUUID();
        await trx
          .insertInto('editorial_schedules')
          .values({
            id: scheduleId,
            item_id: id,
            action,
            locales: JSON.stringify(locales),
            at,
            created_by: actor.accountId,
            created_at: now(),
          })
          .execute();
        await record(trx, actor, 'publication-scheduled', id, row.slug, { scheduleId, action, locales, at: at.toISOString(), atTashkent });
      });
      return view(db, id);
    },

    requestReview,
    approveReview: (id: string, baseVersion: number, comment: string | null, actor: Actor) =>
      decideReview(id, baseVersion, 'approved', comment, actor),
    returnReview: (id: string, baseVersion: number, comment: string, actor: Actor) =>
      decideReview(id, baseVersion, 'returned', comment, actor),

    async cancelSchedule(id: string, scheduleId: string, actor: Actor) {
      await db.transaction().execute(async (trx) => {
        const row = await itemRow(trx, id);
        const done = await trx
          .updateTable('editorial_schedules')
          .set({ cancelled_at: now() })
          .where('id', '=', scheduleId)
          .where('item_id', '=', id)
          .where('done_at', 'is', null)
          .where('cancelled_at', 'is', null)
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) === 0) throw notFound('Scheduled action');
        await record(trx, actor, 'schedule-cancelled', id, row.slug, { scheduleId });
      });
      return view(db, id);
    },

    /**
     * Applies the scheduled actions that are due, each in its own transaction. `FOR UPDATE SKIP LOCKED`: with several
     * servers on one PostgreSQL each action is taken by exactly one of them. An action that cannot apply (its text
     * was removed meanwhile) is marked with why, and not tried again.
     */
    async applyDue(): Promise<number> {
      let applied = 0;
      for (;;) {
        const did = await changing(async (trx, changes) => {
          const due = await trx
            .selectFrom('editorial_schedules')
            .selectAll()
            .where('done_at', 'is', null)
            .where('cancelled_at', 'is', null)
            .where('at', '<=', now())
            // This type's actions only: each store projects its own type.
            .where('item_id', 'in', (eb) => eb.selectFrom('editorial_items').select('id').where('type', '=', TYPE))
            .orderBy('at')
            .limit(1)
            .forUpdate()
            .skipLocked()
            .executeTakeFirst();
          if (!due) return false;
          const actor: Actor = { accountId: null, email: null, address: 'scheduler' };
          let outcome = 'done';
          // A savepoint: an action that fails leaves the others' work and its own mark in this transaction.
          await sql`SAVEPOINT schedule_action`.execute(trx);
          try {
            const locales = due.locales as Locale[];
            if (due.action === 'publish') await publishIn(trx, due.item_id, locales, actor, changes);
            else await unpublishIn(trx, due.item_id, locales, actor, changes);
          } catch (error) {
            await sql`ROLLBACK TO SAVEPOINT schedule_action`.execute(trx);
            changes.length = 0;
            outcome = error instanceof Error ? error.message.slice(0, 300) : 'failed';
          }
          await trx.updateTable('editorial_schedules').set({ done_at: now(), outcome }).where('id', '=', due.id).execute();
          const row = await itemRow(trx, due.item_id);
          await record(trx, actor, 'schedule-applied', due.item_id, row.slug, { scheduleId: due.id, action: due.action, outcome });
          return true;
        });
        if (!did) return applied;
        applied += 1;
      }
    },

    async changeSlug(id: string, slug: string, actor: Actor) {
      desc.checkSlug?.(slug);
      await changing(async (trx, changes) => {
        await sql`SELECT pg_advisory_xact_lock(727274040)`.execute(trx);
        const row = await itemRow(trx, id, true);
        if (row.slug === slug) return;
        if (await slugTaken(trx, slug, id)) throw slugTakenError();
        const at = now();
        // The item's own old slug may come back: it is then its address again, not a redirect.
        await trx.deleteFrom('editorial_slug_history').where('type', '=', TYPE).where('slug', '=', slug).execute();
        await trx.insertInto('editorial_slug_history').values({ type: TYPE, slug: row.slug, item_id: id, changed_at: at }).execute();
        await trx.updateTable('editorial_items').set({ slug, updated_at: at }).where('id', '=', id).execute();
        await project(trx, id, changes, [row.slug]);
        await record(trx, actor, 'slug-changed', id, slug, { from: row.slug, to: slug });
      });
      return view(db, id);
    },

    revisions: async (id: string) => ({ items: (await revisionsOf(db, id)).map(({ content: _content, ...r }) => r) }),

    async revision(id: string, version: number) {
      const r = (await revisionsOf(db, id)).find((x) => x.version === version);
      if (!r) throw notFound('Revision');
      return r;
    },

    async recordPreview(id: string, actor: Actor) {
      const row = await itemRow(db, id);
      await record(db, actor, 'preview-opened', id, row.slug);
      return row.slug;
    },

    /**
     * What the public address of a slug that is not public means: `moved` (an old slug of a public item: 301),
     * `gone` (unpublished after being public: 410), or undefined (no such article: 404).
     */
    async publicFate(slug: string): Promise<{ moved: string } | 'gone' | undefined> {
      const old = await db
        .selectFrom('editorial_slug_history as h')
        .innerJoin('editorial_items as i', 'i.id', 'h.item_id')
        .select(['i.slug', 'i.gone_at'])
        .where('h.type', '=', TYPE)
        .where('h.slug', '=', slug)
        .executeTakeFirst();
      const item =
        old ??
        (await db
          .selectFrom('editorial_items')
          .select(['slug', 'gone_at'])
          .where('type', '=', TYPE)
          .where('slug', '=', slug)
          .executeTakeFirst());
      if (!item) return undefined;
      const live = await desc.publicSlugExists(db, item.slug);
      if (live && item.slug !== slug) return { moved: item.slug };
      return item.gone_at ? 'gone' : undefined;
    },

    /**
     * Projects the item's draft into the public rows as Publish would (every language the draft has; a language it
     * lacks keeps what is published), inside `trx`, which a preview rolls back (preview-scope.ts). No record, no purge.
     */
    async projectDraft(trx: Transaction<Database>, id: string) {
      const row = await itemRow(trx, id);
      const draft = row.draft as C;
      const texts: Partial<Record<Locale, Texts>> = {};
      const pubs = await trx.selectFrom('editorial_publications').selectAll().where('item_id', '=', id).execute();
      for (const p of pubs) {
        const t = (await revisionContent(trx, id, p.version)).texts[p.locale as Locale];
        if (t) texts[p.locale as Locale] = t;
      }
      for (const l of LOCALES) if (draft.texts[l]) texts[l] = draft.texts[l];
      const published = texts.uz ? ({ texts, content: draft } as Published<C>) : null;
      await desc.project(trx, { slug: row.slug, previousSlugs: [], published, now: now() });
    },

    /** The draft of an item and its slug (a preview renders it as the public page would). */
    async draft(id: string): Promise<{ slug: string; content: C }> {
      const row = await itemRow(db, id);
      return { slug: row.slug, content: row.draft as C };
    },

    /**
     * The differences between two versions, field by field, word by word: the shared fields as `meta` gives them,
     * then each language's texts (rich ones as their plain text, what a reader sees).
     */
    diff(from: C, to: C): FieldDiff[] {
      const a = desc.meta(from);
      const b = desc.meta(to);
      const out: (FieldDiff | null)[] = [...new Set([...Object.keys(a), ...Object.keys(b)])].map((k) =>
        fieldDiff(k, shown(a[k]), shown(b[k])),
      );
      const names = [...new Set(LOCALES.flatMap((l) => [...Object.keys(from.texts[l] ?? {}), ...Object.keys(to.texts[l] ?? {})]))];
      for (const l of LOCALES)
        for (const name of names) {
          const read = (c: C) => {
            const v = c.texts[l]?.[name] ?? '';
            return desc.richFields.includes(name) ? plainText(v) : v;
          };
          out.push(fieldDiff(`texts.${l}.${name}`, read(from), read(to)));
        }
      return out.filter((d): d is FieldDiff => d !== null);
    },
  };
}

export type EditorialStore<C extends EditorialContentBase = EditorialContentBase> = ReturnType<typeof editorialStore<C>>;
