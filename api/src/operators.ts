/**
 * Call-centre operators. The database holds the latest state (so any replica can answer);
 * each process keeps a channel of SSE subscribers, fed by ingestion and the simulator of this
 * process and by a poll of the database that picks up changes written by other replicas.
 */
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { OperatorsSnapshot } from '@tax/shared/contract';
import { officeStatus } from '@tax/shared/time';
import type { Database, OfficeHoursValue } from './db/schema.ts';

/** The call centre's hours: weekdays, and Saturday when it works then ("HH:MM", Tashkent time). */
export type CallCentreHours = Pick<OfficeHoursValue, 'weekdays' | 'saturday'>;

/** What the site says when the sample content gives no hours: Monday to Friday, 09:00–18:00. */
export const DEFAULT_CALL_CENTRE_HOURS: CallCentreHours = { weekdays: { open: '09:00', close: '18:00' }, saturday: null };

/**
 * Whether the call centre answers at `now`: by the kit's office-hours rule (Tashkent time), the one the home page's
 * call-centre card states. No lunch break: the site states the call centre's hours without one.
 */
export function callCentreOpen(hours: CallCentreHours, now: Date): boolean {
  return officeStatus({ weekdays: hours.weekdays, saturday: hours.saturday }, now) === 'open';
}

const HHMM = /^\d{2}:\d{2}$/;
const isSpan = (v: unknown): v is { open: string; close: string } =>
  typeof v === 'object' &&
  v !== null &&
  HHMM.test(String((v as { open?: unknown }).open)) &&
  HHMM.test(String((v as { close?: unknown }).close));
const isHours = (v: unknown): v is CallCentreHours =>
  typeof v === 'object' &&
  v !== null &&
  isSpan((v as CallCentreHours).weekdays) &&
  ((v as CallCentreHours).saturday === null || isSpan((v as CallCentreHours).saturday));

type Listener = (snapshot: OperatorsSnapshot) => void;

export interface OperatorHubOptions {
  now: () => Date;
  /** How often the DB is polled while someone listens (ms). */
  pollMs: number;
  /** Simulator period (ms); 0 = no simulator. */
  simulateMs: number;
  /**
   * The hours the simulator keeps (outside them every operator is offline). Default: the company profile's
   * `office_hours`, the hours the home page's call-centre card states, else DEFAULT_CALL_CENTRE_HOURS.
   */
  hours?: CallCentreHours;
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
      const step = () => {
        if (!this.closed) this.simulateStep().catch((err) => this.log.warn({ err }, 'operator simulator step failed'));
      };
      this.simTimer = setInterval(step, opts.simulateMs);
      this.simTimer.unref();
      // At once too: a server started at night must not show the operators of the last shift until the first tick.
      step();
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

  /**
   * Flips one to three operators between free and busy (rarely offline), as calls come and go, while the call centre
   * works; outside its hours every operator is offline, and the shift comes on when it opens.
   */
  async simulateStep(random: () => number = Math.random): Promise<OperatorsSnapshot> {
    const rows = await this.db.selectFrom('operators').select(['id', 'status']).execute();
    if (rows.length === 0) return this.snapshot();
    if (!callCentreOpen(await this.hours(), this.opts.now())) {
      const online = rows.filter((r) => r.status !== 'offline');
      return online.length > 0 ? this.ingest(online.map((r) => ({ id: r.id, status: 'offline' as const }))) : this.snapshot();
    }
    if (rows.every((r) => r.status === 'offline')) {
      return this.ingest(rows.map((r) => ({ id: r.id, status: random() < 0.3 ? ('busy' as const) : ('free' as const) })));
    }
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

  /** The hours the simulator keeps: the option, else the company profile's (read each step: an edit applies at once), else the default. */
  private async hours(): Promise<CallCentreHours> {
    if (this.opts.hours) return this.opts.hours;
    const row = await this.db.selectFrom('singletons').select('data').where('key', '=', 'company').executeTakeFirst();
    const hours = (row?.data as { office_hours?: unknown } | undefined)?.office_hours;
    return isHours(hours) ? hours : DEFAULT_CALL_CENTRE_HOURS;
  }

  close() {
    this.closed = true;
    if (this.simTimer) clearInterval(this.simTimer);
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.listeners.clear();
  }
}
