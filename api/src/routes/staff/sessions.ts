/** /staff/sessions: one's own sessions, and ending any of them (the current one too: that is signing out). */
import type { FastifyInstance } from 'fastify';
import * as C from '@tax/shared/contract';
import { STAFF_SESSION_IDLE_MS, type StaffSession } from '@tax/shared/contract';
import { notFound } from '../../lib/errors.ts';
import type { ContractTypeProvider } from '../../lib/route-schema.ts';
import { addressOf, clearStaffCookie, signedIn, type StaffContext } from '../../staff-session.ts';

const E = C.endpoints;

export async function registerStaffSessionRoutes(fastify: FastifyInstance, ctx: StaffContext) {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const config = { cache: 'none' as const, staff: { roles: [] } };

  app.get('/staff/sessions', { config }, async (request) => {
    const p = signedIn(request);
    const rows = await ctx.sessions.listOf(p.accountId);
    return {
      items: rows.map((s): StaffSession => ({
        id: s.id,
        createdAt: new Date(s.created_at).toISOString(),
        lastSeenAt: new Date(s.last_seen_at).toISOString(),
        address: s.address,
        userAgent: s.user_agent,
        current: s.id === p.sessionId,
        stage: s.stage,
        expiresAt: new Date(
          Math.min(new Date(s.expires_at).getTime(), new Date(s.last_seen_at).getTime() + STAFF_SESSION_IDLE_MS),
        ).toISOString(),
      })),
    };
  });

  app.delete('/staff/sessions/:id', { config, schema: { params: E.staffEndSession.params } }, async (request, reply) => {
    const p = signedIn(request);
    if (!(await ctx.sessions.end(p.accountId, request.params.id))) throw notFound('Session');
    await ctx.audit.append({
      actorId: p.accountId,
      actorEmail: p.email,
      address: addressOf(request),
      action: 'session-ended',
      targetKind: 'session',
      targetId: request.params.id,
    });
    if (request.params.id === p.sessionId) clearStaffCookie(ctx, reply);
    return reply.code(204).send();
  });

  app.post('/staff/sessions/end-others', { config, bodyLimit: 1024 }, async (request) => {
    const p = signedIn(request);
    const ended = await ctx.sessions.endAll(p.accountId, p.sessionId);
    await ctx.audit.append({
      actorId: p.accountId,
      actorEmail: p.email,
      address: addressOf(request),
      action: 'sessions-ended',
      targetKind: 'account',
      targetId: p.accountId,
      targetLabel: p.email,
      detail: { ended, kept: p.sessionId },
    });
    return { ended };
  });
}
