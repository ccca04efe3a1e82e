/**
 * A long page's blocks below its first screen (the home page's bands, the contacts page's regions): while the page
 * loads, the browser lays such a block out only when it comes near the view (`content-visibility: auto`, in the
 * kit's styles.css), so the first layouts of a long server-rendered page are short. Once the page's scripts have
 * taken over, `layOutDeferred` lays the blocks out one after another in idle time, each slice its own short task,
 * instead of one long task for the whole page; then the document says so (`html[data-layout='all']`) and every
 * block is laid out as usual (a full-page screenshot or a print shows all of it; pages rendered later are ordinary).
 */

/** The attribute that marks such a block: `<section {...deferLayout}>`. */
export const deferLayout = { 'data-defer-layout': '' } as const;

/** Time for one slice, in ms: a slice lays out blocks until it has spent this long (a slow phone takes ~4x as long). */
const SLICE_MS = 10;

type Schedule = (run: () => void) => void;

const idle: Schedule = (run) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout: 1000 });
  else setTimeout(run, 16);
};

/**
 * Lays out every marked block of the document in idle-time slices, then marks the document as laid out. Resolves when
 * it is done. `schedule` and `now` are for tests.
 */
export function layOutDeferred(
  root: Document = document,
  schedule: Schedule = idle,
  now: () => number = () => performance.now(),
): Promise<void> {
  const blocks = Array.from(root.querySelectorAll<HTMLElement>('[data-defer-layout]:not([data-laid-out])'));
  return new Promise((resolve) => {
    const slice = () => {
      const started = now();
      while (blocks.length > 0) {
        const block = blocks.shift()!;
        if (!block.isConnected) continue;
        block.dataset.laidOut = '';
        // Reading a size lays the block out now, inside this slice, rather than in one long task later.
        void block.offsetHeight;
        if (now() - started >= SLICE_MS) break;
      }
      if (blocks.length > 0) return schedule(slice);
      root.documentElement.dataset.layout = 'all';
      resolve();
    };
    schedule(slice);
  });
}
