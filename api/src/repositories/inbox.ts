/**
 * The inbox: what citizens sent, of five kinds, through one table the database keeps (inbox_items, migration 8) with
 * its status, assignee, language, region and search words; each item's fields come from its own table. Notes and
 * replies hang off an item and go with it when retention deletes it.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  inboxReference,
  type InboxDetail,
  type InboxExportQuery,
  type InboxItem,
  type InboxKind,
  type InboxNote,
  type InboxReply,
  type InboxStatus,
  type Locale,
} from '@tax/shared/contract';
import { DEFAULT_LOCALE, isLocale } from '@tax/shared/server';
import type { Database } from '../db/schema.ts';
import { pageMeta, pageOf } from '../context.ts';
import { dayEnd, dayStart } from '../lib/days.ts';
import { RETENTION } from '../lib/retention.ts';

type SourceTable = keyof typeof RETENTION;

/** Each kind's own table and the fields shown (never the CV's bytes). */
const SOURCES: Record<InboxKind, { table: SourceTable; fields: string[] }> = {
  contact: { table: 'contact_messages', fields: ['fio', 'phone_number', 'email', 'message', 'language'] },
  'vacancy-application': {
    table: 'vacancy_applications',
    fields: [
      'first_name',
      'last_name',
      'surname',
      'birthday',
      'phone_number',
      'email',
      'position',
      'cv_filename',
      'cv_type',
      'cv_mime',
      'cv_size',
      'cv_sha256',
      'language',
    ],
  },
  'partner-application': {
    table: 'partner_applications',
    fields: ['company_name', 'fio', 'phone_number', 'email', 'website', 'target', 'language'],
  },
  'service-request': {
    table: 'service_requests',
    fields: [
      'servicename',
      'product',
      'price',
      'fio',
      'phone_number',
      'region_name',
      'message',
      'status',
      'user_id',
      'updated_at',
      'language',
    ],
  },
  'page-feedback': { table: 'page_feedback', fields: ['path', 'useful', 'message'] },
};

const scalar = (v: unknown): string | number | boolean | null =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? v.toISOString()
      : typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string'
        ? v
        : String(v);

/** A reference typed into the search box (`M-3F9A-21C7`, `m3f9a21c7`): the kind and the id's first eight hex digits. */
const REFERENCE_RE = /^([MVPSF])-?([0-9A-F]{4})-?([0-9A-F]{4})$/i;
const KIND_OF_LETTER: Record<string, InboxKind> = {
  M: 'contact',
  V: 'vacancy-application',
  P: 'partner-application',
  S: 'service-request',
  F: 'page-feedback',
};
/** Apostrophes are dropped from the words as they are from the index (inbox_words in migration 8): o'zbek = oʻzbek = ozbek. */
const APOSTROPHES = /['‘’`ʼʻ]/g;

export type InboxFilter = InboxExportQuery & { viewerId: string };

type ItemsQuery = SelectQueryBuilder<Database & { i: Database['inbox_items'] }, 'i', object>;

/** The citizen's status a service request shows for a workflow status (closing means done unless said otherwise). */
export const CITIZEN_STATUS_OF: Record<InboxStatus, 'new' | 'in_progress' | 'done'> = {
  new: 'new',
  in_progress: 'in_progress',
  answered: 'in_progress',
  closed: 'done',
};
/** The citizen's statuses each workflow status allows. */
export const CITIZEN_STATUSES_ALLOWED: Record<InboxStatus, readonly string[]> = {
  new: ['new'],
  in_progress: ['in_progress'],
  answered: ['in_progress'],
  closed: ['done', 'rejected'],
};

export function inboxRepository(db: Kysely<Database>, now: () => Date) {
  const filtered = (q: InboxFilter): ItemsQuery => {
    let b = db.selectFrom('inbox_items as i') as ItemsQuery;
    if (q.kind) b = b.where('i.kind', '=', q.kind);
    if (q.status) b = b.where('i.status', '=', q.status);
    if (q.from) b = b.where('i.created_at', '>=', dayStart(q.from));
    if (q.to) b = b.where('i.created_at', '<', dayEnd(q.to));
    if (q.region) b = b.where('i.region', '=', q.region);
    if (q.language) b = b.where('i.language', '=', q.language);
    if (q.assignee === 'none') b = b.where('i.assignee_id', 'is', null);
    else if (q.assignee) b = b.where('i.assignee_id', '=', q.assignee === 'me' ? q.viewerId : q.assignee);
    const text = q.q?.trim();
    const reference = text ? REFERENCE_RE.exec(text) : null;
    if (reference) {
      b = b
        .where('i.kind', '=', KIND_OF_LETTER[reference[1]!.toUpperCase()]!)
        .where('i.id', 'like', `${`${reference[2]}${reference[3]}`.toLowerCase()}%`);
    } else if (text && /[\p{L}\p{N}]/u.test(text)) {
      // Each word as the start of a word, all of them: the words are those PostgreSQL's own parser finds in what was
      // typed (as in the index), each quoted and made a prefix.
      const words = text.replace(APOSTROPHES, '').replace(/\\/g, ' ');
      b = b.where(
        sql<boolean>`i.search @@ (SELECT to_tsquery('simple', coalesce(string_agg(quote_literal(lexeme) || ':*', ' & '), '')) FROM unnest(to_tsvector('simple', ${words})))`,
      );
    }
    return b;
  };

  const withAssignee = (b: ItemsQuery) =>
    b
      .leftJoin('staff_accounts as a', 'a.id', 'i.assignee_id')
      .select([
        'i.kind',
        'i.id',
        'i.created_at',
        'i.status',
        'i.assignee_id',
        'a.name as assignee_name',
        'i.language',
        'i.region',
        'i.name',
        'i.email',
        'i.summary',
        'i.updated_at',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof withAssignee>['execute']>>[number];

  const deleteAt = (kind: InboxKind, created: Date) => new Date(created.getTime() + RETENTION[SOURCES[kind].table]).toISOString();

  const itemOf = (r: Row, citizenStatus: string | null): InboxItem => {
    const kind = r.kind as InboxKind;
    const created = new Date(r.created_at);
    return {
      kind,
      id: r.id,
      reference: inboxReference(kind, r.id),
      createdAt: created.toISOString(),
      status: r.status as InboxStatus,
      citizenStatus: kind === 'service-request' ? (citizenStatus as InboxItem['citizenStatus']) : null,
      assignee: r.assignee_id ? { id: r.assignee_id, name: r.assignee_name ?? '' } : null,
      language: isLocale(r.language) ? r.language : null,
      region: r.region,
      name: r.name,
      email: r.email,
      summary: r.summary,
      deleteAt: deleteAt(kind, created),
    };
  };

  /** The citizens' statuses of the service requests among these rows. */
  async function citizenStatuses(rows: Row[]): Promise<Map<string, string>> {
    const ids = rows.filter((r) => r.kind === 'service-request').map((r) => r.id);
    if (!ids.length) return new Map();
    const found = await db.selectFrom('service_requests').select(['id', 'status']).where('id', 'in', ids).execute();
    return new Map(found.map((f) => [f.id, f.status]));
  }

  async function row(kind: InboxKind, id: string): Promise<Row | undefined> {
    return withAssignee(db.selectFrom('inbox_items as i') as ItemsQuery)
      .where('i.kind', '=', kind)
      .where('i.id', '=', id)
      .executeTakeFirst();
  }

  return {
    async list(q: InboxFilter & { page?: number | undefined; pageSize?: number | undefined }) {
      const { page, pageSize, offset } = pageOf(q, 20);
      const [count, rows] = await Promise.all([
        filtered(q)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        withAssignee(filtered(q)).orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').limit(pageSize).offset(offset).execute(),
      ]);
      const statuses = await citizenStatuses(rows);
      return { items: rows.map((r) => itemOf(r, statuses.get(r.id) ?? null)), ...pageMeta(page, pageSize, Number(count.n)) };
    },

    /** Every item the filters select, newest first (the CSV export; bounded by what retention keeps). */
    async all(q: InboxFilter): Promise<InboxItem[]> {
      const rows = await withAssignee(filtered(q)).orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').limit(100_000).execute();
      const statuses = await citizenStatuses(rows);
      return rows.map((r) => itemOf(r, statuses.get(r.id) ?? null));
    },

    /** An item as listed (no fields): undefined when there is none. */
    async item(kind: InboxKind, id: string): Promise<InboxItem | undefined> {
      const r = await row(kind, id);
      if (!r) return undefined;
      return itemOf(r, (await citizenStatuses([r])).get(r.id) ?? null);
    },

    async detail(kind: InboxKind, id: string): Promise<InboxDetail | undefined> {
      const r = await row(kind, id);
      if (!r) return undefined;
      const source = SOURCES[kind];
      const fields = (await db
        .selectFrom(source.table)
        .select(source.fields as never[])
        .where('id' as never, '=', id as never)
        .executeTakeFirst()) as Record<string, unknown> | undefined;
      if (!fields) return undefined;
      const [notes, replies] = await Promise.all([
        db
          .selectFrom('inbox_notes as n')
          .innerJoin('staff_accounts as a', 'a.id', 'n.author_id')
          .select(['n.id', 'n.created_at', 'n.text', 'a.id as author_id', 'a.name as author_name'])
          .where('n.kind', '=', kind)
          .where('n.item_id', '=', id)
          .orderBy('n.created_at')
          .execute(),
        db
          .selectFrom('inbox_replies as r')
          .innerJoin('staff_accounts as a', 'a.id', 'r.author_id')
          .selectAll('r')
          .select(['a.name as author_name'])
          .where('r.kind', '=', kind)
          .where('r.item_id', '=', id)
          .orderBy('r.created_at')
          .execute(),
      ]);
      const item = itemOf(r, typeof fields.status === 'string' ? fields.status : null);
      return {
        ...item,
        fields: Object.fromEntries(source.fields.map((f) => [f, scalar(fields[f])])),
        cv:
          kind === 'vacancy-application'
            ? {
                filename: String(fields.cv_filename),
                type: String(fields.cv_type),
                mime: String(fields.cv_mime),
                size: Number(fields.cv_size),
              }
            : null,
        canReply: item.email !== null,
        notes: notes.map((n): InboxNote => ({
          id: n.id,
          createdAt: new Date(n.created_at).toISOString(),
          author: { id: n.author_id, name: n.author_name },
          text: n.text,
        })),
        replies: replies.map((x): InboxReply => ({
          id: x.id,
          createdAt: new Date(x.created_at).toISOString(),
          author: { id: x.author_id, name: x.author_name },
          language: isLocale(x.language) ? x.language : DEFAULT_LOCALE,
          to: x.to_email,
          subject: x.subject,
          text: x.text,
          templateId: x.template_id,
        })),
        updatedAt: new Date(r.updated_at).toISOString(),
      };
    },

    async assign(kind: InboxKind, id: string, assigneeId: string | null) {
      await db
        .updateTable('inbox_items')
        .set({ assignee_id: assigneeId, updated_at: now() })
        .where('kind', '=', kind)
        .where('id', '=', id)
        .execute();
    },

    /** The workflow status, and for a service request the status its citizen sees. */
    async setStatus(kind: InboxKind, id: string, status: InboxStatus, citizenStatus?: 'new' | 'in_progress' | 'done' | 'rejected') {
      const t = now();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('inbox_items').set({ status, updated_at: t }).where('kind', '=', kind).where('id', '=', id).execute();
        if (kind === 'service-request')
          await trx
            .updateTable('service_requests')
            .set({ status: citizenStatus ?? CITIZEN_STATUS_OF[status], updated_at: t })
            .where('id', '=', id)
            .execute();
      });
    },

    async addNote(kind: InboxKind, id: string, authorId: string, text: string): Promise<string> {
      const noteId = randomUUID();
      const t = now();
      await db.insertInto('inbox_notes').values({ id: noteId, kind, item_id: id, author_id: authorId, text, created_at: t }).execute();
      await db.updateTable('inbox_items').set({ updated_at: t }).where('kind', '=', kind).where('id', '=', id).execute();
      return noteId;
    },

    /** Stores a reply that was sent; a new or in-progress item becomes answered (a service request's citizen sees it in progress). */
    async addReply(input: {
      kind: InboxKind;
      id: string;
      authorId: string;
      language: Locale;
      to: string;
      subject: string;
      text: string;
      templateId: string | null;
    }): Promise<string> {
      const replyId = randomUUID();
      const t = now();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('inbox_replies')
          .values({
            id: replyId,
            kind: input.kind,
            item_id: input.id,
            author_id: input.authorId,
            language: input.language,
            to_email: input.to,
            subject: input.subject,
            text: input.text,
            template_id: input.templateId,
            created_at: t,
          })
          .execute();
        await trx
          .updateTable('inbox_items')
          .set((eb) => ({
            status: eb.case().when('status', 'in', ['new', 'in_progress']).then('answered').else(eb.ref('status')).end(),
            updated_at: t,
          }))
          .where('kind', '=', input.kind)
          .where('id', '=', input.id)
          .execute();
        if (input.kind === 'service-request')
          await trx
            .updateTable('service_requests')
            .set({ status: 'in_progress', updated_at: t })
            .where('id', '=', input.id)
            .where('status', '=', 'new')
            .execute();
      });
      return replyId;
    },

    /** A vacancy application's CV (bytes, stored type, name). */
    cv: (id: string) =>
      db.selectFrom('vacancy_applications').select(['cv_key', 'cv_mime', 'cv_filename', 'cv_size']).where('id', '=', id).executeTakeFirst(),
  };
}
