import { Suspense, type ReactNode } from 'react';

/**
 * A part of a long server-rendered page (the contacts page's regions, the home and about pages' bands) that hydrates
 * after the rest of the page, in a pass of its own. Hydrating a whole long page was one render and one commit that
 * blocked a cheap phone's main thread for 100 ms and more, most of it for parts below the first screen. React leaves
 * a Suspense boundary of server markup as it is during the page's first hydration and hydrates it afterwards at its
 * lowest priority, in time slices, each boundary committed on its own; meanwhile the part is the server's markup,
 * readable, its links plain links, and a click in it makes React hydrate it first and then handle the click.
 *
 * The server renders every boundary in place (`progressiveChunkSize` in the shell's renderer): React would otherwise
 * move a large one to the end of the page behind an inline script, which the site's CSP blocks. The fallback is never
 * shown: the part has markup, or (a page rendered in the browser) renders at once.
 */
export function DeferHydration({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {/* Marks the part (for tests and for reading a page); `display: contents`: it takes no part in the layout. */}
      <div data-deferred-hydration="" style={{ display: 'contents' }}>
        {children}
      </div>
    </Suspense>
  );
}
