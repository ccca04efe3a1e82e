import { useState } from 'react';
import { useIntersection } from '@tax/shared';

/** Animate-on-scroll settings from the specification. */
export const AOS = { offset: 120, duration: 400 } as const;

/**
 * True once the element has come into view (`offset` px inside the bottom edge, or the given margin), and stays
 * true: the kit's `useIntersection` watches, this only remembers that it was seen.
 */
export function useSeen<T extends HTMLElement>(options: { offset?: number; margin?: string } = {}) {
  const { ref, entry } = useIntersection<T>({ rootMargin: options.margin ?? `0px 0px -${options.offset ?? AOS.offset}px 0px` });
  const [seen, setSeen] = useState(false);
  // Derived during render (React's pattern for state from changing input): no effect, no extra paint.
  if (!seen && entry?.isIntersecting) setSeen(true);
  return { ref, inView: seen || !!entry?.isIntersecting };
}
