import type { FieldErrorCode } from '@tax/shared/contract';

/** An error that becomes the JSON error body `{ error: { code, message, fields? } }`. */
export class ApiHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, FieldErrorCode>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new ApiHttpError(404, 'not_found', `${what} not found`);
export const validationFailed = (fields: Record<string, FieldErrorCode>) =>
  new ApiHttpError(422, 'validation_failed', 'Some fields are missing or not valid', fields);
