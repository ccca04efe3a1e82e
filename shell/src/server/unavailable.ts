import { isApiError } from '@tax/shared';

/**
 * True when a request of the page failed because the API could not answer it (unreachable, or a 5xx: the database
 * stopped, a time-out), not because of the address (a 404 is the page's own status) or the visitor (a 429). The page
 * is then answered 503 with Retry-After: it still hydrates and asks again in the browser, and a crawler or a link
 * preview comes back later instead of keeping a page of loading placeholders.
 */
export function apiUnavailable(errors: readonly unknown[]): boolean {
  return errors.some((error) => !isApiError(error) || error.status === 0 || error.status >= 500);
}
