/**
 * The audit log: who did what to what, when, from which address. Append-only through the application: this repository
 * has no update or delete (the retention purge, lib/retention.ts, removes rows past two years), and the database
 * refuses any other change (migration 8's trigger).
 */
import type { Kysely } from 'kysely';
import type { AuditAction, AuditEntry, AuditQuery, AuditTargetKind } from '@tax/shared/contract';
import type { Database } from '../db/schema.ts';
import { pageMeta, pageOf } from '../context.ts';
import { dayEnd, dayStart } from '../lib/days.ts';

export interface AuditRecord {
  action: AuditAction;
  /** The account acting (null: nobody known, e.g. a failed sign-in of an unknown e-mail, or an operator's command). */
  actorId: string | null;
  /** The e-mail given at a sign-in, or who ran an operator's command. */
  actorEmail?: string | null;
  targetKind?: AuditTargetKind | null;
  targetId?: string | null;
  targetLabel?: string | null;
  /** The client's address as the server computes it (request.ip, behind TRUST_PROXY's proxies). */
  address: string;
  detail?: Record<string, unknown> | null;
}

export function auditRepository(db: Kysely<Database>, now: () => Date) {
  return {
    async append(r: AuditRecord): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          at: now(),
          actor_id: r.actorId,
          actor_email: r.actorEmail ?? null,
          action: r.action,
          target_kind: r.targetKind ?? null,
          target_id: r.targetId ?? null,
          target_label: r.targetLabel ?? null,
          address: r.address,
          detail: r.detail ? JSON.stringify(r.detail) : null,
        })
        .execute();
    },

    async list(q: AuditQuery & { page?: number; pageSize?: number }) {
      const { page, pageSize, offset } = pageOf(q, 50);
      let base = db.selectFrom('audit_log');
      if (q.actor) base = base.where('audit_log.actor_id', '=', q.actor);
      if (q.action) base = base.where('audit_log.action', '=', q.action);
      if (q.targetKind) base = base.where('audit_log.target_kind', '=', q.targetKind);
      if (q.targetId) base = base.where('audit_log.target_id', '=', q.targetId);
      if (q.from) base = base.where('audit_log.at', '>=', dayStart(q.from));
      if (q.to) base = base.where('audit_log.at', '<', dayEnd(q.to));
      const [count, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        base
          .leftJoin('staff_accounts', 'staff_accounts.id', 'audit_log.actor_id')
          .selectAll('audit_log')
          .select(['staff_accounts.name as actor_name', 'staff_accounts.email as actor_account_email'])
          .orderBy('audit_log.at', 'desc')
          .orderBy('audit_log.id', 'desc')
          .limit(pageSize)
          .offset(offset)
          .execute(),
      ]);
      const items: AuditEntry[] = rows.map((r) => ({
        id: String(r.id),
        at: new Date(r.at).toISOString(),
        actor: r.actor_id ? { id: r.actor_id, name: r.actor_name ?? '', email: r.actor_account_email ?? '' } : null,
        actorEmail: r.actor_email,
        action: r.action as AuditAction,
        targetKind: r.target_kind as AuditTargetKind | null,
        targetId: r.target_id,
        targetLabel: r.target_label,
        address: r.address,
        detail: r.detail,
      }));
      return { items, ...pageMeta(page, pageSize, Number(count.n)) };
    },
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;
