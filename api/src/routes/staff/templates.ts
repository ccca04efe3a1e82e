/** /staff/templates: reply templates in uz, ru and en, kept by handlers and admins. */
import type { FastifyInstance } from 'fastify';
import * as C from '@tax/shared/contract';
import { notFound } from '../../lib/errors.ts';
import type { ContractTypeProvider } from '../../lib/route-schema.ts';
import { templatesRepository } from '../../repositories/templates.ts';
import { addressOf, signedIn, type StaffContext } from '../../staff-session.ts';

const E = C.endpoints;

export async function registerStaffTemplateRoutes(fastify: FastifyInstance, ctx: StaffContext) {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const templates = templatesRepository(ctx.db, ctx.now);
  const config = { cache: 'none' as const, staff: { roles: ['handler' as const, 'admin' as const] } };
  const changing = { bodyLimit: 64 * 1024, config };

  app.get('/staff/templates', { config }, async () => ({ items: await templates.list() }));

  app.post('/staff/templates', { ...changing, schema: { body: E.staffTemplateCreate.body } }, async (request, reply) => {
    const p = signedIn(request);
    const id = await templates.create(request.body, p.accountId);
    await ctx.audit.append({
      actorId: p.accountId,
      actorEmail: p.email,
      address: addressOf(request),
      action: 'template-created',
      targetKind: 'template',
      targetId: id,
      targetLabel: request.body.name,
    });
    return reply.code(201).send(await templates.get(id));
  });

  app.patch(
    '/staff/templates/:id',
    { ...changing, schema: { params: E.staffTemplateUpdate.params, body: E.staffTemplateUpdate.body } },
    async (request) => {
      const p = signedIn(request);
      const { id } = request.params;
      if (!(await templates.update(id, request.body, p.accountId))) throw notFound('Template');
      await ctx.audit.append({
        actorId: p.accountId,
        actorEmail: p.email,
        address: addressOf(request),
        action: 'template-updated',
        targetKind: 'template',
        targetId: id,
        targetLabel: request.body.name,
      });
      return (await templates.get(id))!;
    },
  );
}
