/**
 * Gives the main thread back to the browser (input, paint) and continues in a new task: the start-up of a page is a
 * chain of promises that otherwise runs as one long task on a slow phone (evaluating the kit, the router, then the
 * hydration's first render). `scheduler.yield()` where the browser has it (it continues ahead of other queued
 * work), else a new macrotask.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
