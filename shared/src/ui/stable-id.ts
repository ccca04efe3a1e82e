import { useId as useReactId } from 'react';

/**
 * `@mantine/hooks`' useId, in its place in every build (rspack/library-changes.ts): the given id, else one from React's
 * own useId, the same on the server and in the browser. The library's replaced React's id with a random one in a
 * layout effect after mount (a leftover from React 17), so every input, tab and menu without an id rendered again
 * right after hydration, synchronously, and changed the ids the server had sent (labels, descriptions).
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return `mantine-${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
