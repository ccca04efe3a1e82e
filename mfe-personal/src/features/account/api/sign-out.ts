import { api, useMutation } from '@tax/shared';
import { sessionChanged } from './session-changed.ts';

export async function signOut(): Promise<void> {
  await api.auth.signOut();
  await sessionChanged();
}

export const useSignOut = () => useMutation({ mutationFn: signOut });
