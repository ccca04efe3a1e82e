import { api, isApiError, queryOptions, useQuery, type User } from '@tax/shared';

/**
 * The signed-in visitor. The key and the 401-throwing fetcher are the ones the shell's `auth` middleware uses
 * (shell/src/app/auth-middleware.ts), so one answer serves both and an invalidation here reaches the middleware.
 */
export const ME_KEY = ['auth', 'me'] as const;

export const getMe = () => api.auth.me();

export const meQueryOptions = () =>
  queryOptions({ queryKey: ME_KEY, queryFn: getMe, staleTime: 30_000, retry: false, retryOnMount: false });

/** True when the API says nobody is signed in (rather than that it could not answer). */
export function isSignedOutError(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

export interface MeState {
  user: User | null;
  /** Still asking the API. */
  pending: boolean;
  /** The API could not say (network, 5xx); the visitor may or may not be signed in. */
  failed: boolean;
}

export function useMe(): MeState {
  const query = useQuery(meQueryOptions());
  if (query.isPending) return { user: null, pending: true, failed: false };
  if (query.isError) return { user: null, pending: false, failed: !isSignedOutError(query.error) };
  return { user: query.data.user, pending: false, failed: false };
}
