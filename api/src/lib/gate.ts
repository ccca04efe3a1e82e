import { ApiHttpError } from './errors.ts';

/**
 * At most `concurrency` tasks at a time, `maxQueue` more waiting in order; beyond that a task is refused at once
 * (503 with Retry-After): a queue that only grows turns a burst into many seconds of waiting for everyone.
 */
export class Gate {
  private running = 0;
  private waiting: (() => void)[] = [];
  constructor(
    readonly concurrency: number,
    readonly maxQueue: number,
    private readonly busyMessage = 'The server is busy; try again in a moment',
  ) {}
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueue) throw new ApiHttpError(503, 'busy', this.busyMessage, undefined, { 'retry-after': '2' });
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next in line (running stays the same), or is given back.
      if (next) next();
      else this.running--;
    }
  }
  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }
}

/** Counts requests in flight per client; refuses one beyond `max` (429), so one client cannot hold every worker. */
export class PerClientLimit {
  private counts = new Map<string, number>();
  constructor(readonly max: number) {}
  /** Takes a slot for the client, or returns false when it has `max` requests in flight already. */
  take(key: string): boolean {
    const n = this.counts.get(key) ?? 0;
    if (n >= this.max) return false;
    this.counts.set(key, n + 1);
    return true;
  }
  give(key: string): void {
    const n = (this.counts.get(key) ?? 1) - 1;
    if (n <= 0) this.counts.delete(key);
    else this.counts.set(key, n);
  }
  inFlight(key: string): number {
    return this.counts.get(key) ?? 0;
  }
}

/** Who is waiting for a hash: a lane and the key (client address) that shares it. */
export interface HashTicket {
  /** `trusted`: a sign-in from a browser that signed in to the account before; `open`: everything else. */
  lane: 'trusted' | 'open';
  key: string;
}

/**
 * A Gate that is fair between clients: at most `concurrency` tasks at a time; waiting tasks are kept per lane and
 * per key, a freed slot goes to the trusted lane first and, within a lane, to the keys in turn (round robin), so a
 * client that sends thirty requests gets one turn in each round like a client that sends one. Each key may have
 * `perKey` tasks waiting or running and each lane `maxQueue` waiting; beyond that a task is refused at once (503
 * with Retry-After), so a flood of registrations is turned away without a returning user's sign-in queueing behind it.
 */
export class FairGate {
  private running = 0;
  private perKeyCount = new Map<string, number>();
  /** Per lane: keys in their turn order, each with its waiting tasks. Map order is the round robin. */
  private lanes = { trusted: new Map<string, (() => void)[]>(), open: new Map<string, (() => void)[]>() };
  private queued = { trusted: 0, open: 0 };
  constructor(
    readonly concurrency: number,
    readonly maxQueue: number,
    readonly perKey: number,
    private readonly busyMessage = 'The server is busy; try again in a moment',
  ) {}

  async run<T>(ticket: HashTicket, fn: () => Promise<T>): Promise<T> {
    const slotKey = `${ticket.lane}|${ticket.key}`;
    const held = this.perKeyCount.get(slotKey) ?? 0;
    if (held >= this.perKey || (this.running >= this.concurrency && this.queued[ticket.lane] >= this.maxQueue)) throw this.busy();
    this.perKeyCount.set(slotKey, held + 1);
    try {
      if (this.running >= this.concurrency) await this.wait(ticket);
      else this.running++;
      try {
        return await fn();
      } finally {
        this.release();
      }
    } finally {
      const n = (this.perKeyCount.get(slotKey) ?? 1) - 1;
      if (n <= 0) this.perKeyCount.delete(slotKey);
      else this.perKeyCount.set(slotKey, n);
    }
  }

  private wait(ticket: HashTicket): Promise<void> {
    const lane = this.lanes[ticket.lane];
    this.queued[ticket.lane]++;
    return new Promise<void>((resolve) => {
      const list = lane.get(ticket.key);
      if (list) list.push(resolve);
      else lane.set(ticket.key, [resolve]);
    });
  }

  /** The slot passes straight to the next in turn (running stays the same), or is given back. */
  private release(): void {
    for (const name of ['trusted', 'open'] as const) {
      const lane = this.lanes[name];
      const first = lane.entries().next();
      if (first.done) continue;
      const [key, list] = first.value;
      const next = list.shift()!;
      lane.delete(key);
      // To the end of the turn order: the other keys go first.
      if (list.length > 0) lane.set(key, list);
      this.queued[name]--;
      next();
      return;
    }
    this.running--;
  }

  private busy(): ApiHttpError {
    return new ApiHttpError(503, 'busy', this.busyMessage, undefined, { 'retry-after': '2' });
  }

  get load() {
    return { running: this.running, waiting: this.queued.trusted + this.queued.open };
  }
}
