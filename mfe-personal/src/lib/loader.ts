import { isApiError, notFound } from '@tax/shared';

/**
 * Prefetches a page's data in its loader. An unknown slug (404) rejects the route so the shell shows its 404;
 * any other failure is left to the page, which shows its error state with a retry.
 */
export async function prefetchOr404(load: () => Promise<unknown>): Promise<void> {
  try {
    await load();
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound();
  }
}

/** Prefetches data the page can do without (it shows its own loading and error states). */
export async function prefetchQuietly(load: () => Promise<unknown>): Promise<void> {
  try {
    await load();
  } catch {
    // The page shows the error state with a retry.
  }
}
