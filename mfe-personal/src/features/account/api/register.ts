import { api } from '@tax/shared';
import type { RegisterBody } from '@tax/shared/forms';
import { sessionChanged } from './session-changed.ts';

/** Registers and signs in; the company fields go only with a business account. */
export async function register(body: RegisterBody) {
  const payload: RegisterBody =
    body.kind === 'business'
      ? body
      : { kind: body.kind, email: body.email, password: body.password, fio: body.fio, phone_number: body.phone_number };
  const answer = await api.auth.register(payload);
  await sessionChanged(answer);
  return answer;
}
