import { api, type Locale } from '@tax/shared';

/** Asks for another confirmation link; the answer is the same whether or not the address has an account waiting. */
export function resendConfirmation(email: string, locale: Locale) {
  return api.auth.confirmResend({ email: email.trim(), locale });
}
