/** Reply templates: a name and a text in each of the three languages, with `{reference}` and `{name}` to fill in. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ReplyTemplate } from '@tax/shared/contract';
import type { Database } from '../db/schema.ts';

type Texts = { uz: string; ru: string; en: string };

export function templatesRepository(db: Kysely<Database>, now: () => Date) {
  const query = () =>
    db
      .selectFrom('reply_templates as t')
      .leftJoin('staff_accounts as a', 'a.id', 't.updated_by')
      .selectAll('t')
      .select(['a.name as updated_by_name']);
  type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];
  const view = (r: Row): ReplyTemplate => ({
    id: r.id,
    name: r.name,
    body: r.body,
    updatedAt: new Date(r.updated_at).toISOString(),
    updatedBy: r.updated_by ? { id: r.updated_by, name: r.updated_by_name ?? '' } : null,
  });

  return {
    list: async () => (await query().orderBy('t.name').execute()).map(view),
    get: async (id: string) => {
      const r = await query().where('t.id', '=', id).executeTakeFirst();
      return r ? view(r) : undefined;
    },
    async create(body: { name: string; body: Texts }, by: string): Promise<string> {
      const id = randomUUID();
      const t = now();
      await db
        .insertInto('reply_templates')
        .values({ id, name: body.name, body: JSON.stringify(body.body), created_at: t, updated_at: t, updated_by: by })
        .execute();
      return id;
    },
    /** false when there is no such template. */
    async update(id: string, body: { name: string; body: Texts }, by: string): Promise<boolean> {
      const r = await db
        .updateTable('reply_templates')
        .set({ name: body.name, body: JSON.stringify(body.body), updated_at: now(), updated_by: by })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}
