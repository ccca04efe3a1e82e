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
