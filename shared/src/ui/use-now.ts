import { startTransition, useEffect, useState } from 'react';

/** One timer per interval for the whole page, however many components follow the clock. */
const clocks = new Map<number, { listeners: Set<() => void>; timer: ReturnType<typeof setInterval> }>();

function followClock(everyMs: number, listener: () => void): () => void {
  let clock = clocks.get(everyMs);
  if (!clock) {
    const listeners = new Set<() => void>();
    clock = { listeners, timer: setInterval(() => listeners.forEach((tick) => tick()), everyMs) };
    clocks.set(everyMs, clock);
  }
  clock.listeners.add(listener);
  return () => {
    const current = clocks.get(everyMs);
    if (!current) return;
    current.listeners.delete(listener);
    if (current.listeners.size === 0) {
      clearInterval(current.timer);
      clocks.delete(everyMs);
    }
  };
}

/**
 * The time, ticking every `everyMs` (a minute by default), so "open now" and the like follow the clock. Null on the
 * server and in the browser's first render: a page rendered on the server (and perhaps cached for a minute) must not
 * say what was open when it was rendered, and hydration must see what the server rendered; the time comes right after.
 *
 * Call it in the small part that shows the time (a badge), not in the page: only those parts render again when it
 * ticks (on the contacts page, a clock in the page rendered all 1,000 of its components again right after hydration).
 * Every caller shares one timer, and their first ticks render together, in a transition that yields to input.
 */
export function useNow(everyMs = 60_000): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => startTransition(() => setNow(new Date()));
    tick();
    return followClock(everyMs, tick);
  }, [everyMs]);
  return now;
}
