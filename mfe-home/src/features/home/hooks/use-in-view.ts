import { useEffect, useRef, useState } from 'react';

/** Animate-on-scroll settings from the specification. */
export const AOS = { offset: 120, duration: 400 } as const;

/**
 * True once the element has come into view (`offset` px inside the bottom edge), and stays true.
 * Without IntersectionObserver it is true at once.
 */
export function useInView<T extends Element>(options: { offset?: number; margin?: string } = {}) {
  const ref = useRef<T | null>(null);
  const [inView, setInView] = useState(false);
  const rootMargin = options.margin ?? `0px 0px -${options.offset ?? AOS.offset}px 0px`;
  useEffect(() => {
    const node = ref.current;
    if (!node || inView) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [inView, rootMargin]);
  return { ref, inView };
}
