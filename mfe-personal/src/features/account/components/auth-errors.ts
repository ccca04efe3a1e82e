import { isApiError } from '@tax/shared';

export type AuthError = { kind: 'credentials' } | { kind: 'locked'; minutes: number } | { kind: 'unconfirmed' };

/**
 * What a failed sign-in means to the visitor. A wrong password and an unknown e-mail are one answer (the API
 * makes them look alike, so the page does not tell an attacker which e-mails exist); a lockout says how long.
 * Anything else (network, rate limit) is left to the form's own send error.
 */
export function authErrorOf(error: unknown): AuthError | null {
  if (!isApiError(error)) return null;
  if (error.code === 'invalid_credentials' || error.status === 401) return { kind: 'credentials' };
  // Only after the right password: the e-mail of the account is not confirmed yet.
  if (error.code === 'account_unconfirmed') return { kind: 'unconfirmed' };
  if (error.code === 'account_locked') return { kind: 'locked', minutes: Math.max(1, Math.ceil((error.retryAfter ?? 900) / 60)) };
  return null;
}
