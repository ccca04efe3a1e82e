import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldErrorCode } from '@tax/shared/contract';

/** An error that becomes the JSON error body `{ error: { code, message, fields? } }`. */
export class ApiHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, FieldErrorCode>,
    readonly headers?: Record<string, string>,
    /** More of the answer beside `error` (a 409 conflict's current text, a 301's new slug). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new ApiHttpError(404, 'not_found', `${what} not found`);
/** The value, or a 404 naming what was not found. */
export function found<V>(value: V | undefined, what?: string): V {
  if (value === undefined) throw notFound(what);
  return value;
}
export const validationFailed = (fields: Record<string, FieldErrorCode>) =>
  new ApiHttpError(422, 'validation_failed', 'Some fields are missing or not valid', fields);

/**
 * Fastify's `frameworkErrors`: errors found before any route runs (a malformed percent-encoding in the URL: 400;
 * a path parameter past the router's length limit: 414) answer in the API's one error shape, not Fastify's own.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  const body =
    status === 414
      ? { error: { code: 'uri_too_long', message: 'The address is too long' } }
      : { error: { code: 'bad_request', message: 'The address is not valid' } };
  void reply
    .code(status)
    .headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
    .send(body);
}
