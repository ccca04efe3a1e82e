import { isSignedOutError, meQuery, useQuery, type User } from '@tax/shared';

export interface MeState {
  user: User | null;
  /** Still asking the API. */
  pending: boolean;
  /** The API could not say (network, 5xx); the visitor may or may not be signed in. */
  failed: boolean;
}

/** The signed-in visitor, from the kit's one `me` query (the shell's `auth` middleware reads the same). */
export function useMe(): MeState {
  const query = useQuery(meQuery());
  if (query.isPending) return { user: null, pending: true, failed: false };
  if (query.isError) return { user: null, pending: false, failed: !isSignedOutError(query.error) };
  return { user: query.data.user, pending: false, failed: false };
}
