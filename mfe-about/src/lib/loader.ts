import { isApiError, notFound } from '@tax/shared';

/**
 * Runs a page loader's prefetch (`queryClient.ensureQueryData(...)`). A 404 from the API rejects the route
 * (the shell's 404 page); any other failure is left to the page, which shows its error state with a retry.
 */
export async function ensureOr404(run: () => Promise<unknown>): Promise<null> {
  try {
    await run();
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound();
  }
  return null;
}
