import { yieldToMain } from './app/yield.ts';
import { holdEarlyClicks, holdEarlySubmits } from './early-actions.ts';
import { showStartFailure } from './start-failure.ts';

// Before anything else: a form sent, or the menu opened, before the page hydrated waits for it (early-actions.ts).
holdEarlySubmits();
holdEarlyClicks();

/** Requests started per task: starting one costs the page ~2 ms of its main thread (~8 ms on a slow phone). */
const REQUESTS_PER_TASK = 4;

/**
 * A server-rendered page names the files that hydrate it (`#site-scripts`, ops/site/preload.ts): asked for all at once
 * here, they download together while the steps below run, and each step finds its files on their way or arrived.
 * A few requests per task: sixteen at once were one long task of their own.
 */
async function requestHydrationFiles(): Promise<void> {
  const island = document.getElementById('site-scripts');
  let files: unknown;
  try {
    files = JSON.parse(island?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  let started = 0;
  for (const file of files) {
    // Paths of this site only.
    if (typeof file !== 'string' || !file.startsWith('/') || file.startsWith('//')) continue;
    if (started > 0 && started % REQUESTS_PER_TASK === 0) await yieldToMain();
    const link = document.createElement('link');
    link.rel = 'preload';
    link.href = file;
    if (file.endsWith('.json')) {
      // The section's manifest, fetched by the federation runtime in CORS mode.
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
    } else link.as = 'script';
    document.head.appendChild(link);
    started += 1;
  }
}

/**
 * The start-up, in steps: React DOM, then the platform kit, then the shell's own code, each evaluated in a task of
 * its own. As one import, the three ran in the one task that brought the last of their files: on a slow phone
 * (4x CPU) 200 ms and more during which the page does not answer a tap.
 * It is also the async boundary: shared singletons are negotiated before any app code runs.
 */
async function boot(): Promise<void> {
  // main.js itself (the federation runtime's set-up) is one task; the rest starts in the next.
  await yieldToMain();
  await requestHydrationFiles();
  try {
    await import('react-dom/client');
    await yieldToMain();
    await import('@tax/shared');
    await yieldToMain();
  } catch {
    // A file that did not arrive is asked for again by the bootstrap's own import, which reports the failure.
  }
  await import(/* webpackChunkName: "boot" */ './bootstrap.tsx');
}

// The start-up's own files did not arrive: the page stays, and says what does not work (start-failure.ts).
boot().catch(() => showStartFailure());
