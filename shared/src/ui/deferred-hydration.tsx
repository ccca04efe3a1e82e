import { Suspense, use, useId, type ReactNode } from 'react';
import { isHydrating } from './after-first-paint.tsx';

/**
 * Hydration of a long server-rendered page's lower parts, later and in pieces (the contacts page's regions, the
 * home page's bands). Hydrating a whole long page is one commit that blocks a cheap phone's main thread for
 * 100 ms and more, most of it for parts the visitor has not scrolled to. A part wrapped in `<DeferHydration>`
 * keeps its server-rendered markup (readable, its links working as plain links) while the rest of the page
 * hydrates; it hydrates on its own when it comes near the view, when the visitor points at or focuses something
 * in it, or otherwise in idle time after the page has started, one part per idle period (`hydrateDeferred`).
 *
 * Only the first render of a server-rendered page waits: on the server, and for every page rendered in the browser
 * (navigation), the children render at once.
 */

interface Gate {
  released: boolean;
  promise: Promise<void>;
  release: () => void;
}

const gates = new Map<string, Gate>();

function gateOf(id: string): Gate {
  let gate = gates.get(id);
  if (!gate) {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    const created: Gate = {
      released: false,
      promise,
      release: () => {
        created.released = true;
        // The part renders from now on (the page is no longer hydrating): its gate is done with.
        gates.delete(id);
        resolve();
      },
    };
    gates.set(id, created);
    gate = created;
  }
  return gate;
}

/** The attribute that marks a deferred part's wrapper (`display: contents`: it takes no part in the layout). */
const ATTRIBUTE = 'data-hydrate-later';

function Gate({ children }: { children: ReactNode }) {
  // useId is the same on the server and in the browser: it names the markup this part hydrates.
  const id = useId();
  if (typeof window !== 'undefined' && isHydrating()) {
    const gate = gateOf(id);
    // Suspending while hydrating keeps the server's markup of this part until the gate opens.
    if (!gate.released) use(gate.promise);
  }
  return (
    <div {...{ [ATTRIBUTE]: id }} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/** A part of a long page that hydrates later (see above). Its fallback is never shown: it has markup or renders. */
export function DeferHydration({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}

function releaseElement(element: Element | null): void {
  const wrapper = element?.closest(`[${ATTRIBUTE}]`);
  const id = wrapper?.getAttribute(ATTRIBUTE);
  if (id) gates.get(id)?.release();
}

type Schedule = (run: () => void) => void;

const idle: Schedule = (run) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout: 2000 });
  else setTimeout(run, 50);
};

/**
 * Opens the deferred parts of the page just hydrated: at once those near the view (and any the visitor points at or
 * focuses: before React handles the event, so it hydrates the part and then delivers the event), the others one per
 * idle period in document order. Called once the first commit is done. Resolves when every part is open;
 * `schedule` is for tests.
 */
let running: Promise<void> | null = null;

export function hydrateDeferred(root: Document = document, schedule: Schedule = idle): Promise<void> {
  running ??= openGates(root, schedule).finally(() => {
    running = null;
  });
  return running;
}

function openGates(root: Document, schedule: Schedule): Promise<void> {
  const waiting = Array.from(root.querySelectorAll(`[${ATTRIBUTE}]`)).filter((element) => gates.has(element.getAttribute(ATTRIBUTE) ?? ''));
  if (waiting.length === 0) return Promise.resolve();
  const view = root.defaultView;
  const onEvent = (event: Event) => releaseElement(event.target instanceof Element ? event.target : null);
  for (const type of ['pointerdown', 'focusin', 'keydown'] as const) view?.addEventListener(type, onEvent, { capture: true });

  let observer: IntersectionObserver | undefined;
  if (view && 'IntersectionObserver' in view) {
    observer = new view.IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) releaseElement(entry.target);
      },
      { rootMargin: '200px 0px' },
    );
    // The wrapper has no box of its own: its first child's box stands for it.
    for (const element of waiting) if (element.firstElementChild) observer.observe(element.firstElementChild);
  }

  return new Promise((resolve) => {
    const next = () => {
      const element = waiting.shift();
      if (element) {
        releaseElement(element.firstElementChild ?? element);
        schedule(next);
        return;
      }
      observer?.disconnect();
      for (const type of ['pointerdown', 'focusin', 'keydown'] as const) view?.removeEventListener(type, onEvent, { capture: true });
      resolve();
    };
    schedule(next);
  });
}
