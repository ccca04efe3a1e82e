/** Live call-centre operators: server-sent events, with a polling fallback when EventSource is missing or keeps failing. */
import type { OperatorsSnapshot } from '../contract/index.ts';

export interface SubscribeOperatorsOptions {
  /** Polling period when SSE is not available (ms). Default 5000. */
  pollMs?: number;
  /** Called when an update cannot be had (the subscription keeps trying). */
  onError?: (error: unknown) => void;
  /** EventSource implementation (tests); default the global one, if any. */
  EventSource?: typeof EventSource;
}

/**
 * Calls `listener` with every new snapshot; returns the unsubscribe function. The feed's code (./operators-live.ts)
 * loads with the first subscription: only the home page's call-centre band subscribes, when it comes near the view.
 * If that code cannot be loaded, `onError` hears it and it is tried again a period later, as a failed update is.
 */
export function subscribeOperators(listener: (snapshot: OperatorsSnapshot) => void, opts: SubscribeOperatorsOptions = {}): () => void {
  let stopped = false;
  let stop: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    import('./operators-live.ts').then(
      ({ subscribeLive }) => {
        if (!stopped) stop = subscribeLive(listener, opts);
      },
      (error: unknown) => {
        if (stopped) return;
        opts.onError?.(error);
        timer = setTimeout(start, opts.pollMs ?? 5000);
      },
    );
  };
  start();
  return () => {
    stopped = true;
    clearTimeout(timer);
    stop?.();
  };
}
