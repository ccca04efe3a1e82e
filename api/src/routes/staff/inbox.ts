/**
 * /staff/inbox: handlers read what citizens sent (every opening of an item or a CV is recorded), assign it, move it
 * along, note, and reply by e-mail in the citizen's language; the filtered list exports as CSV after a recent
 * re-authentication. /staff/handlers: whom items can be assigned to.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as C from '@tax/shared/contract';
import type { InboxKind, Locale } from '@tax/shared/contract';
import { toCsv } from '../../lib/csv.ts';
import { ApiHttpError, notFound, validationFailed } from '../../lib/errors.ts';
import type { ContractTypeProvider } from '../../lib/route-schema.ts';
import { CITIZEN_STATUSES_ALLOWED, inboxRepository } from '../../repositories/inbox.ts';
import { templatesRepository } from '../../repositories/templates.ts';
import { addressOf, signedIn, type StaffContext } from '../../staff-session.ts';

const E = C.endpoints;

/** The subject and the closing of a reply, in the citizen's language; the reference is in the subject. */
const REPLY_MAIL: Record<Locale, { subject: (reference: string) => string; closing: string }> = {
  uz: { subject: (r) => `Murojaatingizga javob (${r})`, closing: 'Hurmat bilan,\n«Soliq servis» DUK' },
  ru: { subject: (r) => `Ответ на ваше обращение (${r})`, closing: 'С уважением,\nГУП «Солиқ сервис»' },
  en: { subject: (r) => `Reply to your request (${r})`, closing: 'Kind regards,\nSoliq Servis State Unitary Enterprise' },
};

/** A template's text with its placeholders filled in. */
const fill = (text: string, values: { reference: string; name: string }) =>
  text.replace(/\{reference\}/g, values.reference).replace(/\{name\}/g, values.name);

export async function registerStaffInboxRoutes(fastify: FastifyInstance, ctx: StaffContext) {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const inbox = inboxRepository(ctx.db, ctx.now);
  const templates = templatesRepository(ctx.db, ctx.now);
  const handler = { cache: 'none' as const, staff: { roles: ['handler' as const] } };
  // Handlers work through many items a minute: no per-client form limit here (the origin check, the session and the
  // role guard these; the in-flight bound still holds).
  const changing = { bodyLimit: 32 * 1024, config: handler };

  const who = (request: FastifyRequest) => {
    const p = signedIn(request);
    return { actorId: p.accountId, actorEmail: p.email, address: addressOf(request) };
  };
  const target = (kind: InboxKind, id: string) => ({ targetKind: kind, targetId: id, targetLabel: C.inboxReference(kind, id) });
  async function existing(kind: InboxKind, id: string) {
    const item = await inbox.item(kind, id);
    if (!item) throw notFound('Item');
    return item;
  }
  const detail = async (kind: InboxKind, id: string) => {
    const d = await inbox.detail(kind, id);
    if (!d) throw notFound('Item');
    return d;
  };

  app.get('/staff/inbox', { config: handler, schema: { querystring: E.staffInbox.query } }, async (request) =>
    inbox.list({ ...request.query, viewerId: signedIn(request).accountId }),
  );

  app.get(
    '/staff/inbox/export.csv',
    { config: { ...handler, staff: { roles: ['handler'], reauth: true } }, schema: { querystring: E.staffInboxExport.query } },
    async (request, reply) => {
      const items = await inbox.all({ ...request.query, viewerId: signedIn(request).accountId });
      await ctx.audit.append({
        ...who(request),
        action: 'exported',
        targetKind: 'inbox',
        detail: { filters: request.query, rows: items.length },
      });
      const header = [
        'reference',
        'kind',
        'created_at',
        'status',
        'citizen_status',
        'assignee',
        'language',
        'region',
        'name',
        'email',
        'summary',
        'delete_at',
      ];
      const rows = items.map((i) => [
        i.reference,
        i.kind,
        i.createdAt,
        i.status,
        i.citizenStatus,
        i.assignee?.name ?? null,
        i.language,
        i.region,
        i.name,
        i.email,
        i.summary,
        i.deleteAt,
      ]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="inbox-${ctx.now().toISOString().slice(0, 10)}.csv"`)
        .send(toCsv(header, rows));
    },
  );

  app.get('/staff/inbox/:kind/:id', { config: handler, schema: { params: E.staffInboxItem.params } }, async (request) => {
    const { kind, id } = request.params;
    const d = await detail(kind, id);
    await ctx.audit.append({ ...who(request), action: 'submission-opened', ...target(kind, id) });
    return d;
  });

  app.get('/staff/inbox/:kind/:id/cv', { config: handler, schema: { params: E.staffInboxCv.params } }, async (request, reply) => {
    const { kind, id } = request.params;
    if (kind !== 'vacancy-application') throw notFound('CV');
    const cv = await inbox.cv(id);
    if (!cv) throw notFound('CV');
    const file = await ctx.files.get(cv.cv_key);
    if (!file) throw notFound('CV');
    await ctx.audit.append({ ...who(request), action: 'cv-downloaded', ...target(kind, id), detail: { file: cv.cv_filename } });
    const ascii = cv.cv_filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
    // Always a download in the type it was stored as, never shown inline; nosniff is set on every answer of the API.
    return reply
      .type(cv.cv_mime)
      .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(cv.cv_filename)}`)
      .header('x-content-type-options', 'nosniff')
      .header('content-length', String(cv.cv_size))
      .send(file);
  });

  app.post(
    '/staff/inbox/:kind/:id/assign',
    { ...changing, schema: { params: E.staffInboxAssign.params, body: E.staffInboxAssign.body } },
    async (request) => {
      const { kind, id } = request.params;
      const before = await existing(kind, id);
      const { assigneeId } = request.body;
      if (assigneeId !== null && !(await ctx.accounts.handlers()).some((h) => h.id === assigneeId))
        throw validationFailed({ assigneeId: 'invalid' });
      await inbox.assign(kind, id, assigneeId);
      await ctx.audit.append({
        ...who(request),
        action: 'assigned',
        ...target(kind, id),
        detail: { from: before.assignee?.id ?? null, to: assigneeId },
      });
      return detail(kind, id);
    },
  );

  app.post(
    '/staff/inbox/:kind/:id/status',
    { ...changing, schema: { params: E.staffInboxStatus.params, body: E.staffInboxStatus.body } },
    async (request) => {
      const { kind, id } = request.params;
      const { status, citizenStatus } = request.body;
      const before = await existing(kind, id);
      if (citizenStatus !== undefined && (kind !== 'service-request' || !CITIZEN_STATUSES_ALLOWED[status].includes(citizenStatus)))
        throw validationFailed({ citizenStatus: 'invalid' });
      await inbox.setStatus(kind, id, status, citizenStatus);
      const after = await detail(kind, id);
      await ctx.audit.append({
        ...who(request),
        action: 'status-changed',
        ...target(kind, id),
        detail: {
          from: before.status,
          to: status,
          ...(kind === 'service-request' ? { citizenFrom: before.citizenStatus, citizenTo: after.citizenStatus } : {}),
        },
      });
      return after;
    },
  );

  app.post(
    '/staff/inbox/:kind/:id/notes',
    { ...changing, schema: { params: E.staffInboxNote.params, body: E.staffInboxNote.body } },
    async (request, reply) => {
      const { kind, id } = request.params;
      await existing(kind, id);
      const p = signedIn(request);
      const noteId = await inbox.addNote(kind, id, p.accountId, request.body.text);
      await ctx.audit.append({ ...who(request), action: 'note-added', ...target(kind, id), detail: { note: noteId } });
      const note = (await detail(kind, id)).notes.find((n) => n.id === noteId)!;
      return reply.code(201).send(note);
    },
  );

  app.post(
    '/staff/inbox/:kind/:id/replies',
    { ...changing, schema: { params: E.staffInboxReply.params, body: E.staffInboxReply.body } },
    async (request, reply) => {
      const { kind, id } = request.params;
      const item = await existing(kind, id);
      if (!item.email) throw new ApiHttpError(409, 'no_address', 'This item has no e-mail address to reply to');
      const language: Locale = request.body.language ?? item.language ?? 'uz';
      const template = request.body.templateId ? await templates.get(request.body.templateId) : undefined;
      if (request.body.templateId && !template) throw validationFailed({ templateId: 'invalid' });
      const values = { reference: item.reference, name: item.name ?? '' };
      const text = fill(request.body.text ?? template!.body[language], values);
      const mail = REPLY_MAIL[language];
      const subject = mail.subject(item.reference);
      // Sent first: a reply is stored (and shown to the citizen) only once it has left.
      try {
        await ctx.mailer.send({ to: item.email, subject, text: `${text}\n\n${mail.closing}\n${item.reference}`, language });
      } catch (error) {
        request.log.error({ err: error }, 'staff reply: the mail could not be sent');
        throw new ApiHttpError(
          503,
          'mail_unavailable',
          'The e-mail could not be sent; nothing was stored. Try again in a moment',
          undefined,
          { 'retry-after': '30' },
        );
      }
      const p = signedIn(request);
      const replyId = await inbox.addReply({
        kind,
        id,
        authorId: p.accountId,
        language,
        to: item.email,
        subject,
        text,
        templateId: template?.id ?? null,
      });
      await ctx.audit.append({
        ...who(request),
        action: 'reply-sent',
        ...target(kind, id),
        detail: { reply: replyId, language, template: template?.id ?? null },
      });
      const sent = (await detail(kind, id)).replies.find((r) => r.id === replyId)!;
      return reply.code(201).send(sent);
    },
  );

  app.get('/staff/handlers', { config: { cache: 'none', staff: { roles: ['handler', 'admin'] } } }, async () => ({
    items: await ctx.accounts.handlers(),
  }));
}
