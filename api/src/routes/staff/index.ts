/** The staff workspace's API under /staff (folder = URL): the guard, then each part. */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { auditRepository } from '../../repositories/audit.ts';
import { staffAccountsRepository } from '../../repositories/staff-accounts.ts';
import { staffSessionsRepository } from '../../repositories/staff-sessions.ts';
import { registerStaffGuard, type StaffContext } from '../../staff-session.ts';
import { registerStaffAccountRoutes } from './accounts.ts';
import { registerStaffAuditRoutes } from './audit.ts';
import { registerStaffAuthRoutes } from './auth.ts';
import { registerStaffInboxRoutes } from './inbox.ts';
import { registerStaffSessionRoutes } from './sessions.ts';
import { registerStaffTemplateRoutes } from './templates.ts';
import { registerEditorialRoutes } from './editorial.ts';
import { registerEditorialImageRoutes } from './editorial-images.ts';
import type { Editorial } from '../../editorial/index.ts';

export async function registerStaffRoutes(app: FastifyInstance, ctx: ApiContext, editorial: Editorial, box = createSecretBox()) {
  if (!box.encrypted)
    app.log.warn('STAFF_SECRET_KEY is not set: staff second-factor keys are stored unencrypted (set 32 random bytes, hex or base64)');
  const staff: StaffContext = {
    ...ctx,
    accounts: staffAccountsRepository(ctx.db, ctx.now),
    sessions: staffSessionsRepository(ctx.db, ctx.now),
    audit: auditRepository(ctx.db, ctx.now),
    box,
    cookiePath: `${app.prefix}/staff`,
  };
  registerStaffGuard(app, staff);
  await registerStaffAuthRoutes(app, staff);
  await registerStaffSessionRoutes(app, staff);
  await registerStaffInboxRoutes(app, staff);
  await registerStaffTemplateRoutes(app, staff);
  await registerStaffAccountRoutes(app, staff);
  await registerStaffAuditRoutes(app, staff);
  await registerEditorialRoutes(app, staff, { stores: editorial.stores, previews: editorial.previews });
  await registerEditorialImageRoutes(app, staff);
}
