import { isApiError, notFound } from '@tax/shared';

/**
 * Prefetch for a page whose data is a list: a failure is not thrown, so that the page itself shows its error
 * state with a retry (the query keeps the error) instead of the whole-page error screen.
 */
export async function prefetch(...work: Promise<unknown>[]): Promise<null> {
  await Promise.allSettled(work);
  return null;
}

/** Prefetch of the one thing a page is about: an unknown slug (404) rejects the route with the shell's 404. */
export async function prefetchOrNotFound(work: Promise<unknown>, ...more: Promise<unknown>[]): Promise<null> {
  const [main] = await Promise.allSettled([work, ...more]);
  if (main?.status === 'rejected' && isApiError(main.reason) && main.reason.status === 404) notFound();
  return null;
}

/** The business product a details page is about (`?product=slug`), if any. */
export function productParam(request: Request): string | null {
  const value = new URL(request.url).searchParams.get('product');
  return value && value.trim() ? value.trim() : null;
}
