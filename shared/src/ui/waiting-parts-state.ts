/**
 * The waiting parts' state (waiting-parts.tsx draws their note): a module without styles or components, so a kit part
 * that holds a load here (RemoteWidget, in @tax/shared/widgets) brings no stylesheet with it.
 */
/**
 * Server-rendered parts whose code did not load while the page hydrated (a connection reset, a file the network
 * lost). Their markup is fine: it stays on screen, readable, its links plain links, for as long as the part waits
 * here; React leaves a boundary's server markup in place while a part inside it is still loading. One quiet note
 * (WaitingPartsNote) says so and offers a retry; the connection coming back retries by itself.
 */
const held = new Map<string, () => void>();
const listeners = new Set<() => void>();
let snapshot: readonly string[] = [];
let watchingConnection = false;

function changed(): void {
  snapshot = [...held.keys()];
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The parts waiting for their code (their element ids). */
export function waitingPartIds(): readonly string[] {
  return snapshot;
}

/** Every waiting part tries to load its code again (each load asks again for every file that failed). */
export function retryWaitingParts(): void {
  const wakes = [...held.values()];
  held.clear();
  changed();
  for (const wake of wakes) wake();
}

/**
 * Resolves when the part `id` should try to load its code again: at a retry, when the connection comes back, or when
 * its markup has left the page (it then renders anew, as a part without server markup does).
 */
export function holdUntilRetry(id: string): Promise<void> {
  if (!watchingConnection && typeof window !== 'undefined') {
    watchingConnection = true;
    window.addEventListener('online', retryWaitingParts);
  }
  return new Promise((wake) => {
    held.get(id)?.();
    held.set(id, wake);
    changed();
  });
}

/** Lets go of the parts whose markup is no longer in the page (the visitor went to another page). */
export function releaseDetached(): void {
  const gone = [...held.entries()].filter(([id]) => !document.getElementById(id));
  if (gone.length === 0) return;
  for (const [id] of gone) held.delete(id);
  changed();
  for (const [, wake] of gone) wake();
}
