import { createContext, useContext } from 'react';
import { UNSAFE_DataRouterStateContext, isRouteErrorResponse } from 'react-router';
import { isCodeLoadError } from '../federation/loading.ts';

/**
 * The site's public origin ('https://soliq.uz') for absolute links in the head (canonical, alternates, og): the shell
 * provides the configured site URL, or on the server the request's origin; '' means the page's own origin.
 */
export const SiteOriginContext = createContext('');

export function useSiteOrigin(): string {
  const origin = useContext(SiteOriginContext);
  return origin || (typeof window === 'undefined' ? '' : window.location.origin);
}

/** The status of the page being shown: 200, or the status of the error its routes ended in (404, 503, 500). */
export function usePageStatus(): number {
  const errors = useContext(UNSAFE_DataRouterStateContext)?.errors;
  if (!errors) return 200;
  const error = Object.values(errors)[0];
  if (isRouteErrorResponse(error)) return error.status;
  return isCodeLoadError(error) ? 503 : 500;
}
