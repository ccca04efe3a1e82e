import { describe, expect, it } from 'vitest';
import { ApiError } from '@tax/shared';
import { authErrorOf } from './auth-errors.ts';

describe('authErrorOf', () => {
  it('gives one answer for a wrong password and an unknown e-mail', () => {
    expect(authErrorOf(new ApiError(401, 'invalid_credentials', 'E-mail or password is wrong'))).toEqual({ kind: 'credentials' });
  });

  it('says how many minutes a locked e-mail must wait, rounded up', () => {
    expect(authErrorOf(new ApiError(429, 'account_locked', 'Locked', undefined, 61))).toEqual({ kind: 'locked', minutes: 2 });
    expect(authErrorOf(new ApiError(429, 'account_locked', 'Locked', undefined, 5))).toEqual({ kind: 'locked', minutes: 1 });
  });

  it('an account whose e-mail is not confirmed yet (said only after the right password)', () => {
    expect(authErrorOf(new ApiError(403, 'account_unconfirmed', 'Confirm your e-mail first'))).toEqual({ kind: 'unconfirmed' });
  });

  it('leaves other failures (rate limit, network) to the form', () => {
    expect(authErrorOf(new ApiError(429, 'rate_limited', 'Slow down', undefined, 30))).toBeNull();
    expect(authErrorOf(new ApiError(0, 'network_error', 'Network error'))).toBeNull();
    expect(authErrorOf(new Error('x'))).toBeNull();
  });
});
