/** Staff only: read and export submissions, download CVs, move service requests along. */
import type { FastifyInstance } from 'fastify';
import * as C from '@tax/shared/contract';
import { referenceOf, type FormKind } from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { pageMeta, pageOf, parseWith } from '../context.ts';
import { toCsv } from '../lib/csv.ts';
import { notFound } from '../lib/errors.ts';
import { requireStaff } from '../session.ts';

type Row = Record<string, unknown> & { id: string; created_at: Date };

const FORMS: Record<
  FormKind,
  { table: 'contact_messages' | 'vacancy_applications' | 'partner_applications' | 'service_requests'; columns: string[] }
> = {
  contact: { table: 'contact_messages', columns: ['fio', 'phone_number', 'email', 'message'] },
  'vacancy-application': {
    table: 'vacancy_applications',
    columns: [
      'first_name',
      'last_name',
      'surname',
      'birthday',
      'phone_number',
      'email',
      'position',
      'cv_filename',
      'cv_type',
      'cv_size',
      'cv_sha256',
    ],
  },
  'partner-application': { table: 'partner_applications', columns: ['company_name', 'fio', 'phone_number', 'email', 'website', 'target'] },
  'service-request': {
    table: 'service_requests',
    columns: ['servicename', 'fio', 'phone_number', 'region_name', 'message', 'product', 'price', 'status', 'user_id', 'updated_at'],
  },
};

const scalar = (v: unknown): string | number | boolean | null =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? v.toISOString()
      : typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string'
        ? v
        : String(v);

export async function registerAdminRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx;
  const none = { config: { cache: 'none' as const } };

  const select = (form: FormKind) => {
    const f = FORMS[form];
    return db.selectFrom(f.table).select(['id', 'created_at', ...f.columns] as never[]);
  };

  app.get('/admin/submissions/:form', none, async (request) => {
    await requireStaff(ctx, request);
    const { form } = parseWith(C.AdminFormParams, request.params, 'params');
    const q = parseWith(C.AdminListQuery, request.query, 'query');
    const { page, pageSize, offset } = pageOf(q, 50);
    const f = FORMS[form];
    const [count, rows] = await Promise.all([
      db
        .selectFrom(f.table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      select(form)
        .orderBy('created_at' as never, 'desc')
        .orderBy('id' as never)
        .limit(pageSize)
        .offset(offset)
        .execute() as Promise<Row[]>,
    ]);
    return {
      items: rows.map((r) => ({
        id: r.id,
        reference: referenceOf(form, r.id),
        form,
        createdAt: new Date(r.created_at).toISOString(),
        fields: Object.fromEntries(f.columns.map((c) => [c, scalar(r[c])])),
      })),
      ...pageMeta(page, pageSize, Number(count.n)),
    };
  });

  app.get('/admin/submissions/:form/export.csv', none, async (request, reply) => {
    await requireStaff(ctx, request);
    const { form } = parseWith(C.AdminFormParams, request.params, 'params');
    const f = FORMS[form];
    const rows = (await select(form)
      .orderBy('created_at' as never, 'asc')
      .orderBy('id' as never)
      .execute()) as Row[];
    const header = ['id', 'reference', 'created_at', ...f.columns];
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${form}-${ctx.now().toISOString().slice(0, 10)}.csv"`)
      .send(
        toCsv(
          header,
          rows.map((r) => header.map((h) => (h === 'reference' ? referenceOf(form, r.id) : r[h]))),
        ),
      );
  });

  app.get('/admin/vacancy-applications/:id/cv', none, async (request, reply) => {
    await requireStaff(ctx, request);
    const { id } = parseWith(C.IdParams, request.params, 'params');
    const row = await db
      .selectFrom('vacancy_applications')
      .select(['cv_data', 'cv_mime', 'cv_filename'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('Application');
    const ascii = row.cv_filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
    return reply
      .type(row.cv_mime)
      .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.cv_filename)}`)
      .send(Buffer.from(row.cv_data));
  });

  app.patch('/admin/service-requests/:id', { ...none, bodyLimit: 4096 }, async (request, reply) => {
    await requireStaff(ctx, request);
    const { id } = parseWith(C.IdParams, request.params, 'params');
    const body = parseWith(C.UpdateRequestStatusBody, request.body, 'body');
    const r = await db
      .updateTable('service_requests')
      .set({ status: body.status, updated_at: ctx.now() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw notFound('Service request');
    return reply.code(204).send();
  });
}
