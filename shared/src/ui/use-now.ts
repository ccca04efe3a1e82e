import { useEffect, useState } from 'react';

/** The time, ticking every `everyMs` (a minute by default), so "open now" and the like follow the clock. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
