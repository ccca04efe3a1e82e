/**
 * The error screen's "Try again": every part that failed to load code (a section's routes, a page, a shell chunk)
 * listens to this signal and makes a new attempt when it moves on.
 */
export class RetrySignal {
  private value = 0;
  private listeners = new Set<() => void>();

  get epoch(): number {
    return this.value;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly read = (): number => this.value;

  bump(): void {
    this.value += 1;
    for (const listener of this.listeners) listener();
  }
}
