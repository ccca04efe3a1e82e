import { api, type Locale } from '@tax/shared';
import type { RegisterBody } from '@tax/shared/forms';

/**
 * Registers. The answer is "check your e-mail" whether the address is new (a confirmation link is on its way) or has
 * an account (its owner is told): nobody is signed in. The company fields go only with a business account.
 */
export function register(body: RegisterBody, locale: Locale) {
  const payload: RegisterBody =
    body.kind === 'business'
      ? { ...body, locale }
      : { kind: body.kind, email: body.email, password: body.password, fio: body.fio, phone_number: body.phone_number, locale };
  return api.auth.register(payload);
}
