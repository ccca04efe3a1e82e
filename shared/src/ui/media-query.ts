import { useCallback, useSyncExternalStore } from 'react';

/**
 * `@mantine/hooks`' useMediaQuery, in its place in every build (rspack/library-changes.ts replaces the library's module
 * with this one). The library's starts as `undefined` and sets the answer in an effect after mount, so every
 * component that asks (each Mantine Transition: every Button; useReducedMotion; the kit's reveals) rendered again
 * right after a server-rendered page was hydrated, in one long task on a slow phone, even when the answer was the
 * one rendered. Here the answer is read from the browser when it renders: the server's (`initialValue`, else false)
 * while hydrating, and a second render only where the browser's answer differs. Same signature and result.
 */
export function useMediaQuery(query: string, initialValue?: boolean, _options?: { getInitialValueInEffect: boolean }): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  const read = () => {
    try {
      return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
    } catch {
      return false;
    }
  };
  return useSyncExternalStore(subscribe, read, () => initialValue ?? false);
}
