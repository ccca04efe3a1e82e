import { useEffect, useState } from 'react';

/**
 * True once the browser has been idle (requestIdleCallback, 2000 ms time-out like the link prefetch), so that
 * another section's code never competes with the first load.
 */
export function useIdle(timeout = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 1);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout });
    return () => window.cancelIdleCallback?.(handle);
  }, [timeout]);
  return idle;
}
