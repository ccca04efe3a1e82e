/**
 * News for editors: drafts with versions, revisions, per-language publication, schedules, slug history, and the
 * public `news` table kept as the published projection (with its search rows), so the public reads stay as they were.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  EditorialSchedule,
  EditorialStatusByLocale,
  Locale,
  NewsContent,
  NewsEditorial,
  NewsEditorialSummary,
  NewsRevision,
  NewsTexts,
  StaffPerson,
} from '@tax/shared/contract';
import type * as z from 'zod/mini';
import { type NewsEditorialListQuery } from '@tax/shared/contract';
import type { Database, T } from '../db/schema.ts';
import { ApiHttpError, notFound } from '../lib/errors.ts';
import { plainText, searchText } from '../lib/html.ts';
import { SEARCH_CONFIG, Translator } from '../lib/locale.ts';
import { pageMeta, pageOf } from '../context.ts';
import { auditRepository } from '../repositories/audit.ts';
import { recordChange, type ContentBus, type ContentChange } from './content-changes.ts';
import { cleanRichText } from './rich-text.ts';

const LOCALES = ['uz', 'ru', 'en'] as const;
const TYPE = 'news';
type Db = Kysely<Database> | Transaction<Database>;

/** Who acts: an editor (with the request's address) or the scheduler (no account). */
export interface Actor {
  accountId: string | null;
  email: string | null;
  address: string;
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

export interface NewsEditorialDeps {
  db: Kysely<Database>;
  now: () => Date;
  bus: ContentBus;
  /** Ids of the changes this server wrote, so that reading them back does not tell its listeners twice. */
  own: Set<string>;
  sitePaths: () => readonly string[];
  siteOrigin: string;
}

const iso = (v: Date | string) => new Date(v).toISOString();
const tashkent = (v: Date | string) => new Date(new Date(v).getTime() + 5 * 3600_000).toISOString().slice(0, 16);
const sameTexts = (a: NewsTexts | undefined, b: NewsTexts | undefined) =>
  !!a && !!b && a.title === b.title && a.summary === b.summary && a.body === b.body;
const localesOf = (content: NewsContent): Locale[] => LOCALES.filter((l) => content.texts[l]);

/** What a news item's publication touches: the pages that show it (the search results too), the feeds, the sitemap. */
export function newsChange(...slugs: string[]): ContentChange {
  return {
    tags: ['news', ...slugs.map((s) => `news:${s}`), 'home', 'sitemap', 'rss', 'search'],
    paths: ['/', '/news', '/search', ...slugs.map((s) => `/news/${s}`)],
  };
}

export function newsEditorial(deps: NewsEditorialDeps) {
  const { db, now } = deps;

  /** Sanitized rich text, each site link checked: a link to no page is a 422 naming it. */
  function cleanContent(content: NewsContent): NewsContent {
    const texts: NewsContent['texts'] = {};
    for (const l of LOCALES) {
      const t = content.texts[l];
      if (!t) continue;
      const { html, badLinks } = cleanRichText(t.body, deps.sitePaths(), deps.siteOrigin);
      const field = `content.texts.${l}.body`;
      if (badLinks.length > 0)
        throw new ApiHttpError(422, 'validation_failed', `A link leads to no page of the site: ${badLinks.join(', ')}`, {
          [field]: 'link',
        });
      if (plainText(html) === '')
        throw new ApiHttpError(422, 'validation_failed', 'The text is empty once cleaned', { [field]: 'required' });
      texts[l] = { ...t, body: html };
    }
    if (!texts.uz && !texts.ru && !texts.en)
      throw new ApiHttpError(422, 'validation_failed', 'Write the text in at least one language', { 'content.texts.uz': 'required' });
    return { date: content.date, topic: content.topic, texts };
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
    if (!row) throw notFound('News item');
    return row;
  }

  async function revisionContent(d: Db, id: string, version: number): Promise<NewsContent> {
    const r = await d
      .selectFrom('editorial_revisions')
      .select('content')
      .where('item_id', '=', id)
      .where('version', '=', version)
      .executeTakeFirstOrThrow();
    return r.content as NewsContent;
  }

  /** Per item: what is public in each language (version, when) and the pending schedules. */
  async function states(d: Db, ids: string[]) {
    if (ids.length === 0) return { pubs: [], schedules: [] };
    const [pubs, schedules] = await Promise.all([
      d.selectFrom('editorial_publications').selectAll().where('item_id', 'in', ids).execute(),
      d
        .selectFrom('editorial_schedules')
        .selectAll()
        .where('item_id', 'in', ids)
        .where('done_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .orderBy('at')
        .execute(),
    ]);
    return { pubs, schedules };
  }

  type States = Awaited<ReturnType<typeof states>>;

  function summaryOf(row: ItemRow, s: States, who: Map<string, StaffPerson>, published: Partial<Record<Locale, NewsTexts>>) {
    const draft = row.draft as NewsContent;
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
    const title = draft.texts.uz?.title ?? draft.texts.ru?.title ?? draft.texts.en?.title ?? row.slug;
    const summary: NewsEditorialSummary = {
      id: row.id,
      slug: row.slug,
      date: draft.date,
      topic: draft.topic,
      title,
      version: row.version,
      status,
      gone: row.gone_at !== null,
      updatedAt: iso(row.updated_at),
      updatedBy: row.updated_by ? (who.get(row.updated_by) ?? null) : null,
      nextSchedule: schedules[0] ?? null,
    };
    return { summary, schedules };
  }

  /** The texts public now, per language (from the revisions their publications name). */
  async function publishedTexts(d: Db, id: string, pubs: States['pubs']) {
    const out: Partial<Record<Locale, NewsTexts>> = {};
    for (const p of pubs.filter((x) => x.item_id === id)) {
      const texts = (await revisionContent(d, id, p.version)).texts[p.locale as Locale];
      if (texts) out[p.locale as Locale] = texts;
    }
    return out;
  }

  async function view(d: Db, id: string): Promise<NewsEditorial> {
    const row = await itemRow(d, id);
    const s = await states(d, [id]);
    const who = await people(d, [row.updated_by, ...s.schedules.map((x) => x.created_by)]);
    const published = await publishedTexts(d, id, s.pubs);
    const { summary, schedules } = summaryOf(row, s, who, published);
    // The shared fields mark a published language changed too when the draft moved its date or topic.
    const projection = await d.selectFrom('news').select(['date', 'topic']).where('slug', '=', row.slug).executeTakeFirst();
    const draft = row.draft as NewsContent;
    if (projection && (projection.date !== draft.date || projection.topic !== draft.topic))
      for (const l of LOCALES) if (summary.status[l].state === 'published') summary.status[l].changed = true;
    const oldSlugs = await d.selectFrom('editorial_slug_history').select('slug').where('item_id', '=', id).orderBy('changed_at').execute();
    return {
      ...summary,
      draft,
      published,
      publishedMeta: projection ? { date: projection.date, topic: projection.topic as NewsContent['topic'] } : null,
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
      targetKind: 'news',
      targetId: id,
      targetLabel: slug,
      detail: detail ?? null,
    });

  async function slugTaken(d: Db, slug: string, exceptItem?: string): Promise<boolean> {
    const [item, old, pub] = await Promise.all([
      d.selectFrom('editorial_items').select('id').where('type', '=', TYPE).where('slug', '=', slug).executeTakeFirst(),
      d.selectFrom('editorial_slug_history').select('item_id').where('type', '=', TYPE).where('slug', '=', slug).executeTakeFirst(),
      d.selectFrom('news').select('slug').where('slug', '=', slug).executeTakeFirst(),
    ]);
    return (!!item && item.id !== exceptItem) || (!!old && old.item_id !== exceptItem) || (!!pub && !item);
  }
  const slugTakenError = () => new ApiHttpError(409, 'slug_taken', 'This address is used by another news item', { slug: 'taken' });

  /**
   * Rebuilds the item's public row from what is published per language (none in Uzbek: no public row) and its
   * search rows; records the change.
   */
  async function project(trx: Transaction<Database>, id: string, changes: ContentChange[], extraSlugs: string[] = []) {
    const row = await itemRow(trx, id);
    const pubs = await trx.selectFrom('editorial_publications').selectAll().where('item_id', '=', id).execute();
    const texts: Partial<Record<Locale, NewsTexts>> = {};
    let meta: NewsContent | null = null;
    let metaVersion = -1;
    for (const p of pubs) {
      const content = await revisionContent(trx, id, p.version);
      const t = content.texts[p.locale as Locale];
      if (t) texts[p.locale as Locale] = t;
      if (p.version > metaVersion) [meta, metaVersion] = [content, p.version];
    }
    await trx
      .deleteFrom('search_index')
      .where('kind', '=', 'news')
      .where('slug', 'in', [row.slug, ...extraSlugs])
      .execute();
    if (!texts.uz || !meta) {
      await trx.deleteFrom('news').where('slug', '=', row.slug).execute();
    } else {
      const t = (pick: (x: NewsTexts) => string): string => {
        const out: T = { uz: pick(texts.uz!) };
        if (texts.ru) out.ru = pick(texts.ru);
        if (texts.en) out.en = pick(texts.en);
        return JSON.stringify(out);
      };
      const values = { date: meta.date, topic: meta.topic, title: t((x) => x.title), summary: t((x) => x.summary), body: t((x) => x.body) };
      await trx
        .insertInto('news')
        .values({ slug: row.slug, ...values })
        .onConflict((oc) => oc.column('slug').doUpdateSet(values))
        .execute();
      await indexForSearch(trx, row.slug, texts);
    }
    changes.push(newsChange(row.slug, ...extraSlugs));
  }

  async function indexForSearch(trx: Transaction<Database>, slug: string, texts: Partial<Record<Locale, NewsTexts>>) {
    const stored: Record<'title' | 'summary' | 'body', T> = {
      title: { uz: texts.uz!.title, ru: texts.ru?.title, en: texts.en?.title } as T,
      summary: { uz: texts.uz!.summary, ru: texts.ru?.summary, en: texts.en?.summary } as T,
      body: { uz: texts.uz!.body, ru: texts.ru?.body, en: texts.en?.body } as T,
    };
    for (const locale of LOCALES) {
      const tr = new Translator(locale);
      const title = plainText(tr.t(stored.title));
      const body = searchText([tr.t(stored.summary), tr.t(stored.body)]);
      const cfg = SEARCH_CONFIG[locale];
      await sql`INSERT INTO search_index (kind, slug, locale, title, body, translated, tsv) VALUES ('news', ${slug}, ${locale}, ${title}, ${body}, ${tr.meta().translated},
        setweight(to_tsvector(${cfg}::regconfig, ${title}), 'A') || setweight(to_tsvector(${cfg}::regconfig, ${body}), 'B'))`.execute(trx);
    }
  }

  async function publishIn(trx: Transaction<Database>, id: string, asked: Locale[] | undefined, actor: Actor, changes: ContentChange[]) {
    const row = await itemRow(trx, id, true);
    const draft = row.draft as NewsContent;
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

  async function saveIn(
    trx: Transaction<Database>,
    id: string,
    baseVersion: number,
    content: NewsContent,
    actor: Actor,
    kind: 'save' | 'restore',
  ) {
    const row = await itemRow(trx, id, true);
    if (row.version !== baseVersion) {
      throw new ApiHttpError(
        409,
        'conflict',
        'Someone saved this item after you opened it: compare the texts and save again',
        undefined,
        undefined,
        {
          current: await view(trx, id),
        },
      );
    }
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
      kind: r.kind as NewsRevision['kind'],
      baseVersion: r.base_version,
      author: r.author_id ? (who.get(r.author_id) ?? null) : null,
      createdAt: iso(r.created_at),
      publishedLocales: pubs.filter((p) => p.version === r.version).map((p) => p.locale as Locale),
      content: r.content as NewsContent,
    }));
  }

  return {
    cleanContent,

    /** Every news row without an editorial item gets one: its text as a published revision (the seed's content, or news written before this stop). */
    async adopt(d: Db = db): Promise<number> {
      const rows = await d
        .selectFrom('news')
        .selectAll()
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(selectFrom('editorial_items').select('id').where('type', '=', TYPE).whereRef('editorial_items.slug', '=', 'news.slug')),
          ),
        )
        .execute();
      const at = now();
      for (const n of rows) {
        const texts: NewsContent['texts'] = {};
        for (const l of LOCALES) {
          const title = n.title[l];
          if (title) texts[l] = { title, summary: n.summary[l] ?? '', body: n.body[l] ?? '' };
        }
        const content: NewsContent = { date: n.date, topic: n.topic as NewsContent['topic'], texts };
        const id = randomUUID();
        await d
          .insertInto('editorial_items')
          .values({
            id,
            type: TYPE,
            slug: n.slug,
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

    async list(q: z.output<typeof NewsEditorialListQuery>) {
      let base = db
        .selectFrom('editorial_items')
        .select(['id', 'slug', 'version', 'draft', 'gone_at', 'updated_at', 'updated_by'])
        .where('type', '=', TYPE);
      if (q.topic) base = base.where(sql<string>`draft->>'topic'`, '=', q.topic);
      if (q.q) {
        const like = `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        base = base.where((eb) =>
          eb.or([eb(sql<string>`lower(slug)`, 'like', like), eb(sql<string>`lower((draft->'texts')::text)`, 'like', like)]),
        );
      }
      const rows = await base
        .orderBy(sql`draft->>'date'`, 'desc')
        .orderBy('slug')
        .execute();
      const s = await states(
        db,
        rows.map((r) => r.id),
      );
      const who = await people(db, [...rows.map((r) => r.updated_by), ...s.schedules.map((x) => x.created_by)]);
      const published = new Map<string, Partial<Record<Locale, NewsTexts>>>();
      for (const r of rows) if (s.pubs.some((p) => p.item_id === r.id)) published.set(r.id, await publishedTexts(db, r.id, s.pubs));
      let items = rows.map((r) => summaryOf(r, s, who, published.get(r.id) ?? {}).summary);
      if (q.state) {
        const wanted = q.state;
        items = items.filter((i) => (q.locale ? i.status[q.locale].state === wanted : LOCALES.some((l) => i.status[l].state === wanted)));
      }
      const { page, pageSize, offset } = pageOf(q, 20);
      return { items: items.slice(offset, offset + pageSize), ...pageMeta(page, pageSize, items.length) };
    },

    async create(slug: string, content: NewsContent, actor: Actor) {
      const clean = cleanContent(content);
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(727274040)`.execute(trx);
        if (await slugTaken(trx, slug)) throw slugTakenError();
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

    async save(id: string, baseVersion: number, content: NewsContent, actor: Actor) {
      const clean = cleanContent(content);
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
        await saveIn(trx, id, baseVersion, r.content as NewsContent, actor, 'restore');
      });
      return view(db, id);
    },

    async publish(id: string, locales: Locale[] | undefined, actor: Actor) {
      await changing((trx, changes) => publishIn(trx, id, locales, actor, changes));
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
        const draft = row.draft as NewsContent;
        const locales = asked ?? (action === 'publish' ? localesOf(draft) : [...LOCALES]);
        if (action === 'publish' && locales.some((l) => !draft.texts[l]))
          throw new ApiHttpError(422, 'validation_failed', 'No text to publish in one of these languages', { locales: 'required' });
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
        await trx.updateTable('news').set({ slug }).where('slug', '=', row.slug).execute();
        await project(trx, id, changes, [row.slug]);
        await record(trx, actor, 'slug-changed', id, slug, { from: row.slug, to: slug });
      });
      return view(db, id);
    },

    revisions: async (id: string) => ({ items: (await revisionsOf(db, id)).map(({ content: _content, ...r }) => r) }),

    async revision(id: string, version: number): Promise<NewsRevision> {
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
      const live = await db.selectFrom('news').select('slug').where('slug', '=', item.slug).executeTakeFirst();
      if (live && item.slug !== slug) return { moved: item.slug };
      return item.gone_at ? 'gone' : undefined;
    },

    /** The draft of an item as the public table holds an article (the caller localizes it; Uzbek where missing). */
    async draftArticle(id: string) {
      const row = await itemRow(db, id);
      const draft = row.draft as NewsContent;
      const first = draft.texts.uz ?? draft.texts.ru ?? draft.texts.en!;
      const pick = <K extends keyof NewsTexts>(k: K) =>
        ({ uz: (draft.texts.uz ?? first)[k], ru: draft.texts.ru?.[k], en: draft.texts.en?.[k] }) as T;
      return { slug: row.slug, date: draft.date, topic: draft.topic, title: pick('title'), summary: pick('summary'), body: pick('body') };
    },
  };
}

export type NewsEditorialStore = ReturnType<typeof newsEditorial>;
