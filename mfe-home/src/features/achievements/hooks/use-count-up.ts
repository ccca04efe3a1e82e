import { useEffect, useState } from 'react';
import { AOS } from '../../../lib/use-seen.ts';

/**
 * Counts from 0 to `target` over `duration` ms once `start` is true; at once when motion is reduced. Until then it is
 * the final figure (the server's markup, read without scripts, said "0+"); the figure is not seen before it counts,
 * as its block fades in as the count starts (Reveal).
 */
export function useCountUp(target: number, start: boolean, reduced: boolean, duration: number = AOS.duration): number {
  const [value, setValue] = useState(target);
  useEffect(() => {
    if (!start) return;
    if (reduced || typeof requestAnimationFrame === 'undefined') {
      setValue(target);
      return;
    }
    let frame = 0;
    const begin = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - begin) / duration);
      setValue(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, start, reduced, duration]);
  // With reduced motion the final figure shows at once, in view or not.
  return reduced ? target : value;
}
