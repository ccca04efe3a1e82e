import { isApiError } from '@tax/shared';

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * What a failed call means to the staff member, in their language. A wrong password and an unknown e-mail read
 * alike (the API does not tell which e-mails exist); throttling says how long to wait.
 */
export function errorText(t: T, error: unknown): string {
  if (!isApiError(error)) return t('errors.generic');
  const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
  switch (error.code) {
    case 'invalid_credentials':
      // Re-authentication names the wrong one of the two; sign-in never says which.
      if (error.fields?.code) return t('errors.code');
      if (error.fields?.password) return t('errors.password');
      return t('errors.credentials');
    case 'account_locked':
    case 'rate_limited':
    case 'too_many_attempts':
      return t('errors.throttled', { minutes });
    case 'invalid_code':
      return error.fields?.recoveryCode ? t('errors.recoveryCode') : t('errors.code');
    case 'invalid_recovery_code':
      return t('errors.recoveryCode');
    case 'account_disabled':
      return t('errors.disabled');
    case 'reauthentication_required':
      return t('errors.reauth');
    case 'forbidden':
      return t('common.noAccess');
    case 'not_found':
      return t('errors.notFound');
    case 'network_error':
      return t('errors.network');
    case 'slug_taken':
      return t('errors.slugTaken');
    // Review by a second editor (decision 0056).
    case 'review_required':
      return t('errors.reviewRequired');
    case 'review_own':
      return t('errors.reviewOwn');
    case 'review_none':
      return t('errors.reviewNone');
    case 'validation_failed':
      if (error.fields?.code) return t('errors.code');
      // Publishing: Uzbek must be public first (the other languages fall back to it), or a language has no text.
      if (error.fields?.locales === 'invalid') return t('errors.uzbekFirst');
      if (error.fields?.locales === 'required') return t('errors.noText');
      if (error.fields?.at) return t('content.schedule.when');
      if (error.fields?.recoveryCode) return t('errors.recoveryCode');
      return t('errors.invalid');
    default:
      return error.status === 429 ? t('errors.throttled', { minutes }) : t('errors.generic');
  }
}
