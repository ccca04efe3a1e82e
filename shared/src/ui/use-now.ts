import { startTransition, useEffect, useState } from 'react';

/**
 * The time, ticking every `everyMs` (a minute by default), so "open now" and the like follow the clock. Null on the
 * server and in the browser's first render: a page rendered on the server (and perhaps cached for a minute) must not
 * say what was open when it was rendered, and hydration must see what the server rendered; the time comes right after.
 */
export function useNow(everyMs = 60_000): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    // In a transition: on a long page (every office's "open now") the re-render yields instead of blocking input.
    const tick = () => startTransition(() => setNow(new Date()));
    tick();
    const timer = setInterval(tick, everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
