/** /staff/audit: the audit log for admins, newest first, with filters. Reading it is not itself recorded (no personal data of citizens). */
import type { FastifyInstance } from 'fastify';
import * as C from '@tax/shared/contract';
import type { ContractTypeProvider } from '../../lib/route-schema.ts';
import type { StaffContext } from '../../staff-session.ts';

export async function registerStaffAuditRoutes(fastify: FastifyInstance, ctx: StaffContext) {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  app.get(
    '/staff/audit',
    { config: { cache: 'none', staff: { roles: ['admin'] } }, schema: { querystring: C.endpoints.staffAudit.query } },
    async (request) => ctx.audit.list(request.query),
  );
}
