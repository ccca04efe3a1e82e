import { api } from '@tax/shared';
import type { SignInBody } from '@tax/shared/forms';
import { sessionChanged } from './session-changed.ts';

export async function signIn(body: SignInBody) {
  const answer = await api.auth.signIn(body);
  await sessionChanged(answer);
  return answer;
}
