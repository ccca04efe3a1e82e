import { lazy, useEffect, useState, type ComponentType } from 'react';
import { PartBoundary } from './PartBoundary.tsx';
import { holdUntilRetry } from './waiting-parts-state.ts';

/**
 * Resolves when the element with this id comes near the view (within `margin` above or below it), or the visitor
 * moves the focus into it or presses in it; at once where there is no such element in the document (on the server,
 * or a page the browser renders itself, whose elements are not in the document while it renders) or no
 * IntersectionObserver.
 */
export function whenNear(id: string, margin = 600): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const element = document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: `${margin}px 0px`,
    });
    const done = () => {
      observer.disconnect();
      element.removeEventListener('focusin', done);
      element.removeEventListener('pointerdown', done);
      resolve();
    };
    observer.observe(element);
    element.addEventListener('focusin', done);
    element.addEventListener('pointerdown', done);
  });
}

/** The mark of DeferHydration's part in the markup. */
const DEFERRED = '[data-deferred-hydration]';

/** What every part still waiting for the view would do to load at once (see loadWaitingParts). */
const waiting = new Set<() => void>();

/**
 * Loads, now, every part of the page still waiting to come near the view. The shell calls it when a navigation
 * starts: React holds a navigation until everything it renders again has its code, and a part still waiting for the
 * view is rendered again (the router's state reaches it). Without this, a page with a part the visitor had not
 * scrolled to (the home page's bands, the foot of every page) could not show the loading bar, nor leave for a page of
 * the same route, until the visitor scrolled.
 */
export function loadWaitingParts(): void {
  for (const ask of waiting) ask();
}

/**
 * A part of a server-rendered page whose code loads only when its place comes near the view: a form at the end of a
 * long page (the contacts page's message form, behind 36 offices) costs a visitor who never scrolls there nothing,
 * and a slow phone's start-up no evaluation of the form kit. Place it inside a `DeferHydration` in an element with
 * the id given: until its code is there, React leaves the server's markup as it is, readable, and what a visitor types
 * or presses in it then is kept and replayed (ui/early-input.ts, the shell's early actions).
 *
 * If its code cannot be loaded while the server's markup of it is on the page (hydration), that markup stays, readable,
 * and the part waits for a retry (ui/waiting-parts.tsx: one quiet note for the page, and the connection's return);
 * a connection reset replaced a home band's good markup with an error box. Where there is no such markup (a page
 * rendered in the browser), a small error with a retry shows in its place (ui/PartBoundary.tsx), not the page's.
 *
 * `load()` makes the code available at once: the page's loader awaits it (on the server, so the server renders the
 * part in its one pass; in the browser, so a page rendered there has it with its data). `ready()` is the same for a
 * loader that waits beside its data: it never fails (a part whose code cannot load fails on its own, not the page).
 */
export function nearView<P extends object>(id: string, importer: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  let asked = () => {};
  /** Asked for by a loader: nothing to wait for (the element waited on may be the last page's, about to go). */
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  waiting.add(() => asked());
  const load = (): Promise<ComponentType<P>> => {
    asked();
    return (loading ??= importer().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  };
  /** Parts of this kind on screen, rendered by React here (hydrated or rendered in the browser). */
  let mounted = 0;
  /**
   * The server's markup of the part is on the page, not yet React's: hydration of its DeferHydration (around the
   * element with the id, or inside it) is waiting for the code. A page rendered in the browser has no DeferHydration
   * markup there until the part has rendered.
   */
  const serverMarkup = () => {
    const element = mounted === 0 && typeof document !== 'undefined' ? document.getElementById(id) : null;
    return !!element && !!(element.closest(DEFERRED) ?? element.querySelector(DEFERRED));
  };
  /** Loads the code; while the server's markup waits for it, a failure holds the part (suspended) until a retry. */
  const loadKeepingMarkup = async (): Promise<ComponentType<P>> => {
    for (;;) {
      try {
        return await load();
      } catch (error) {
        if (!serverMarkup()) throw error;
        await holdUntilRetry(id);
      }
    }
  };
  const later = () =>
    lazy(() =>
      Promise.race([whenNear(id), askedFor])
        .then(loadKeepingMarkup)
        .then((component) => ({ default: component })),
    );
  const firstLater = later();
  function NearView(props: P) {
    // A new attempt makes a new lazy component, so that a retry truly loads again.
    const [attempt, setAttempt] = useState(0);
    const [Later, setLater] = useState(() => firstLater);
    useEffect(() => {
      mounted += 1;
      return () => {
        mounted -= 1;
      };
    }, []);
    const Part = loaded;
    if (Part) return <Part {...props} />;
    // Its code failed to load (the network): a small error with a retry in its place, the page around it lives on.
    return (
      <PartBoundary
        key={attempt}
        onRetry={() => {
          setLater(() => later());
          setAttempt((n) => n + 1);
        }}
        marker={{ 'data-part-error': id }}
      >
        <Later {...props} />
      </PartBoundary>
    );
  }
  const ready = (): Promise<void> =>
    load().then(
      () => undefined,
      () => undefined,
    );
  return { Part: NearView, load, ready };
}
