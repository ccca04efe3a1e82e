import { queryClient, ME_KEY } from '@tax/shared';
import { MY_REQUESTS_KEY } from '../../../lib/api/my-requests-key.ts';

/**
 * After sign-in, registration or sign-out: the current user is asked again (the auth middleware caches it
 * under ['auth','me'] for 30 s) and the previous visitor's requests are forgotten.
 */
export async function sessionChanged(user?: unknown): Promise<void> {
  queryClient.removeQueries({ queryKey: MY_REQUESTS_KEY });
  if (user) queryClient.setQueryData(ME_KEY, user as never);
  else queryClient.removeQueries({ queryKey: ME_KEY, exact: true });
  await queryClient.invalidateQueries({ queryKey: ME_KEY, refetchType: 'none' });
}
