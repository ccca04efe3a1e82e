import { useEffect, useState } from 'react';
import { subscribeOperators, type OperatorsSnapshot } from '@tax/shared';

export type FeedStatus = 'connecting' | 'live' | 'unavailable';

/** Live call-centre operator counts (SSE with polling fallback); `unavailable` while updates cannot be had. */
export function useOperators(pollMs = 5000): { snapshot: OperatorsSnapshot | null; status: FeedStatus } {
  const [snapshot, setSnapshot] = useState<OperatorsSnapshot | null>(null);
  const [status, setStatus] = useState<FeedStatus>('connecting');
  useEffect(() => {
    return subscribeOperators(
      (next) => {
        setSnapshot(next);
        setStatus('live');
      },
      { pollMs, onError: () => setStatus('unavailable') },
    );
  }, [pollMs]);
  return { snapshot, status };
}
