import { startTransition, useEffect, useState } from 'react';

/**
 * False for a page's first render, true right after it: set in a transition, so what it reveals (the parts of a
 * long page below its first screen) renders in small slices that never block the main thread, and the first
 * screen paints without waiting for it. On a cheap phone this is most of the difference between a page that
 * shows at once and one that shows when everything is ready.
 *
 * While they are not in, a page shows `<RestPending />` in their place; once they are, it scrolls to the address's
 * #anchor (`useScrollToHash`), which may name one of them.
 */
export function useAfterFirstPaint(): boolean {
  // A server-rendered page has every part already (a reader without scripts sees them): the server renders them
  // all, and so does the hydration of its markup. Only pages rendered in the browser defer them.
  const [ready, setReady] = useState(() => typeof window === 'undefined' || hydrating);
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  return ready;
}

let hydrating = false;

/** Set by the shell around the hydration of a server-rendered page (`useAfterFirstPaint` then renders everything). */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

/** Scrolls to the element the address's #anchor names once `ready` turns true (it may not exist before). */
export function useScrollToHash(ready: boolean, hash: string): void {
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}

/** Holds the place of the deferred parts: keeps the footer below the first screen (no layout shift). */
export function RestPending() {
  return <div data-rest-pending="" aria-hidden="true" style={{ minHeight: '100vh' }} />;
}
