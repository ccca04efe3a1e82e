/**
 * /staff/accounts: admins create accounts (a generated password answered once), change roles (after a recent
 * re-authentication; never their own admin role away), disable and enable (never themselves), end an account's
 * sessions, and reset another's second factor (after a recent re-authentication).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as C from '@tax/shared/contract';
import { ApiHttpError, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import type { ContractTypeProvider } from '../../lib/route-schema.ts';
import { generatePassword } from '../../staff.ts';
import { addressOf, signedIn, type StaffContext } from '../../staff-session.ts';

const E = C.endpoints;

export async function registerStaffAccountRoutes(fastify: FastifyInstance, ctx: StaffContext) {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const config = { cache: 'none' as const, staff: { roles: ['admin' as const] } };
  const withReauth = { cache: 'none' as const, staff: { roles: ['admin' as const], reauth: true } };
  const changing = { bodyLimit: 4096, config };

  const record = async (request: FastifyRequest, action: C.AuditAction, account: C.StaffAccount, detail?: Record<string, unknown>) => {
    const p = signedIn(request);
    await ctx.audit.append({
      actorId: p.accountId,
      actorEmail: p.email,
      address: addressOf(request),
      action,
      targetKind: 'account',
      targetId: account.id,
      targetLabel: account.email,
      detail: detail ?? null,
    });
  };
  async function accountById(id: string) {
    const a = await ctx.accounts.view(id);
    if (!a) throw notFound('Account');
    return a;
  }
  const notOwn = (request: FastifyRequest, id: string, what: string) => {
    if (signedIn(request).accountId === id)
      throw new ApiHttpError(409, 'own_account', `You cannot ${what} your own account; ask another admin`);
  };

  app.get('/staff/accounts', { config }, async () => ({ items: await ctx.accounts.list() }));

  app.post('/staff/accounts', { ...changing, schema: { body: E.staffAccountInvite.body } }, async (request, reply) => {
    const { email, name, roles } = request.body;
    const password = generatePassword();
    const id = await ctx.accounts.create({
      email,
      name,
      roles,
      passwordHash: await hashPassword(password, { lane: 'trusted', key: `staff:${signedIn(request).accountId}` }),
    });
    if (!id) throw new ApiHttpError(409, 'email_taken', 'A staff account with this e-mail exists', { email: 'taken' });
    const created = await accountById(id);
    await record(request, 'account-created', created, { roles });
    return reply.code(201).send({ account: created, password });
  });

  app.patch(
    '/staff/accounts/:id/roles',
    { bodyLimit: 4096, config: withReauth, schema: { params: E.staffAccountRoles.params, body: E.staffAccountRoles.body } },
    async (request) => {
      const { id } = request.params;
      const before = await accountById(id);
      const { roles } = request.body;
      if (signedIn(request).accountId === id && !roles.includes('admin'))
        throw new ApiHttpError(409, 'own_admin_role', 'You cannot take the admin role from your own account; ask another admin');
      await ctx.accounts.setRoles(id, roles);
      const after = await accountById(id);
      await record(request, 'roles-changed', after, { from: before.roles, to: after.roles });
      return after;
    },
  );

  app.post('/staff/accounts/:id/disable', { ...changing, schema: { params: E.staffAccountDisable.params } }, async (request) => {
    const { id } = request.params;
    await accountById(id);
    notOwn(request, id, 'disable');
    await ctx.accounts.setDisabled(id, true);
    const ended = await ctx.sessions.endAll(id);
    const after = await accountById(id);
    await record(request, 'account-disabled', after, { sessionsEnded: ended });
    return after;
  });

  app.post('/staff/accounts/:id/enable', { ...changing, schema: { params: E.staffAccountEnable.params } }, async (request) => {
    const { id } = request.params;
    await accountById(id);
    await ctx.accounts.setDisabled(id, false);
    const after = await accountById(id);
    await record(request, 'account-enabled', after);
    return after;
  });

  app.post('/staff/accounts/:id/end-sessions', { ...changing, schema: { params: E.staffAccountEndSessions.params } }, async (request) => {
    const { id } = request.params;
    const target = await accountById(id);
    const ended = await ctx.sessions.endAll(id);
    await record(request, 'sessions-ended', target, { ended });
    return { ended };
  });

  app.post(
    '/staff/accounts/:id/reset-second-factor',
    { bodyLimit: 4096, config: withReauth, schema: { params: E.staffAccountResetSecondFactor.params } },
    async (request) => {
      const { id } = request.params;
      await accountById(id);
      notOwn(request, id, 'reset the second factor of');
      await ctx.accounts.resetSecondFactor(id);
      const ended = await ctx.sessions.endAll(id);
      const after = await accountById(id);
      await record(request, 'second-factor-reset', after, { sessionsEnded: ended });
      return after;
    },
  );
}
