import { isCodeLoadError } from '@tax/shared';

/**
 * Navigations (and page parts) waiting for the connection to come back: the offline notice says that the page will open
 * then, and nothing reloads the document meanwhile (a reload offline is the browser's "No internet" page).
 */
export class ConnectionWaits {
  private waiting = 0;
  private listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly read = (): boolean => this.waiting > 0;

  /** Resolves once the browser says it is online again (at once when it is). */
  async untilOnline(): Promise<void> {
    if (isOnline()) return;
    this.move(1);
    try {
      await new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
    } finally {
      this.move(-1);
    }
  }

  private move(by: number): void {
    this.waiting += by;
    for (const listener of this.listeners) listener();
  }
}

/** navigator.onLine, true where there is no navigator (the server). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** A failure the connection explains: code or a fetch that did not arrive while the browser is offline. */
export function failedOffline(error: unknown): boolean {
  return !isOnline() && (isCodeLoadError(error) || error instanceof TypeError);
}

/**
 * Runs `load`; when it fails because the browser is offline, waits for the connection, forgets what failed (so the
 * next try fetches every file again, shared ones included) and runs it again. Any other failure is thrown as before.
 */
export async function whenConnected<T>(load: () => Promise<T>, waits: ConnectionWaits, forget: () => Promise<void>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!failedOffline(error)) throw error;
      await waits.untilOnline();
      await forget();
    }
  }
}
