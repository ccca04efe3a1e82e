// The live feed itself: loaded by `subscribeOperators` (./operators.ts) when a page first subscribes, not with every page.
import type { OperatorsSnapshot } from '../contract/index.ts';
import { buildUrl } from './client.ts';
import { api } from './endpoints.ts';
import type { SubscribeOperatorsOptions } from './operators.ts';

/** Calls `listener` with every new snapshot; returns the unsubscribe function. */
export function subscribeLive(listener: (snapshot: OperatorsSnapshot) => void, opts: SubscribeOperatorsOptions = {}): () => void {
  const pollMs = opts.pollMs ?? 5000;
  const ES = opts.EventSource ?? (typeof EventSource !== 'undefined' ? EventSource : undefined);
  let stopped = false;
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const poll = async () => {
    if (stopped) return;
    try {
      listener(await api.operators.snapshot());
    } catch (err) {
      opts.onError?.(err);
    }
    if (!stopped) timer = setTimeout(poll, pollMs);
  };

  if (ES) {
    source = new ES(buildUrl('/operators/stream'), { withCredentials: true });
    source.addEventListener('snapshot', (e) => {
      failures = 0;
      try {
        listener(JSON.parse((e as MessageEvent<string>).data) as OperatorsSnapshot);
      } catch (err) {
        opts.onError?.(err);
      }
    });
    source.addEventListener('error', (err) => {
      failures++;
      opts.onError?.(err);
      // The browser reconnects by itself; if it has given up (CLOSED) or keeps failing, poll instead.
      if (source && (source.readyState === 2 || failures >= 3)) {
        source.close();
        source = undefined;
        void poll();
      }
    });
  } else {
    void poll();
  }

  return () => {
    stopped = true;
    source?.close();
    if (timer) clearTimeout(timer);
  };
}
