/**
 * Call-centre operators. The database holds the latest state (so any replica can answer);
 * each process keeps a channel of SSE subscribers, fed by ingestion and the simulator of this
 * process and by a poll of the database that picks up changes written by other replicas.
 */
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { OperatorsSnapshot } from '@tax/shared/contract';
import type { Database } from './db/schema.ts';

type Listener = (snapshot: OperatorsSnapshot) => void;

export interface OperatorHubOptions {
  now: () => Date;
  /** How often the DB is polled while someone listens (ms). */
  pollMs: number;
  /** Simulator period (ms); 0 = no simulator. */
  simulateMs: number;
}

export class OperatorHub {
  private listeners = new Set<Listener>();
  private last: string | undefined;
  private pollTimer: NodeJS.Timeout | undefined;
  private simTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private db: Kysely<Database>,
    private log: FastifyBaseLogger,
    private opts: OperatorHubOptions,
  ) {
    if (opts.simulateMs > 0) {
      this.simTimer = setInterval(
        () => void this.simulateStep().catch((err) => this.log.warn({ err }, 'operator simulator step failed')),
        opts.simulateMs,
      );
      this.simTimer.unref();
    }
  }

  async snapshot(): Promise<OperatorsSnapshot> {
    const rows = await this.db.selectFrom('operators').selectAll().orderBy('ord').orderBy('id').execute();
    const count = (s: string) => rows.filter((r) => r.status === s).length;
    const updated = rows.reduce((max, r) => Math.max(max, new Date(r.since).getTime()), 0);
    return {
      operators: rows.map((r) => ({ id: r.id, name: r.name, status: r.status, since: new Date(r.since).toISOString() })),
      free: count('free'),
      busy: count('busy'),
      offline: count('offline'),
      updatedAt: new Date(updated || this.opts.now().getTime()).toISOString(),
    };
  }

  /** Applies a report from the telephony system (or the simulator) and tells every listener. */
  async ingest(updates: { id: string; name?: string | undefined; status: 'free' | 'busy' | 'offline' }[]): Promise<OperatorsSnapshot> {
    const now = this.opts.now();
    await this.db.transaction().execute(async (trx) => {
      const maxOrd = await trx
        .selectFrom('operators')
        .select((eb) => eb.fn.max('ord').as('m'))
        .executeTakeFirst();
      let ord = Number(maxOrd?.m ?? 0);
      for (const u of updates) {
        await trx
          .insertInto('operators')
          .values({ id: u.id, name: u.name ?? u.id, status: u.status, since: now, ord: ++ord })
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({
              name: u.name ?? eb.ref('operators.name'),
              status: u.status,
              // `since` moves only when the status really changes.
              since: eb.case().when('operators.status', '=', u.status).then(eb.ref('operators.since')).else(now).end(),
            })),
          )
          .execute();
      }
    });
    const snap = await this.snapshot();
    this.publish(snap);
    return snap;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    if (!this.pollTimer && this.opts.pollMs > 0) {
      this.pollTimer = setInterval(() => void this.poll(), this.opts.pollMs);
      this.pollTimer.unref();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.pollTimer) {
        clearInterval(this.pollTimer);
        this.pollTimer = undefined;
      }
    };
  }

  get listenerCount() {
    return this.listeners.size;
  }

  private publish(snap: OperatorsSnapshot) {
    const key = JSON.stringify(snap);
    if (key === this.last) return;
    this.last = key;
    for (const l of this.listeners) l(snap);
  }

  private async poll() {
    if (this.closed) return;
    try {
      this.publish(await this.snapshot());
    } catch (err) {
      this.log.warn({ err }, 'operators poll failed');
    }
  }

  /** Flips one to three operators between free and busy (rarely offline), as calls come and go. */
  async simulateStep(random: () => number = Math.random): Promise<OperatorsSnapshot> {
    const rows = await this.db.selectFrom('operators').select(['id', 'status']).execute();
    if (rows.length === 0) return this.snapshot();
    const n = 1 + Math.floor(random() * 3);
    const updates = Array.from({ length: n }, () => {
      const r = rows[Math.floor(random() * rows.length)]!;
      const roll = random();
      const status: 'free' | 'busy' | 'offline' =
        r.status === 'offline' ? 'free' : roll < 0.08 ? 'offline' : r.status === 'busy' ? 'free' : 'busy';
      return { id: r.id, status };
    });
    return this.ingest(updates);
  }

  close() {
    this.closed = true;
    if (this.simTimer) clearInterval(this.simTimer);
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.listeners.clear();
  }
}
