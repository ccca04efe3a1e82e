/**
 * Route schemas from the zod contract: `schema: { querystring, params, body }` on a route takes the contract's
 * zod schemas, fastify checks them before the handler and the handler gets the parsed, typed values.
 *
 * Hand-written rather than fastify-type-provider-zod: that package needs @fastify/swagger and openapi-types as peers
 * (the OpenAPI document is built from the contract already) and answers with fastify's 400 validation error, which
 * would have to be turned back into the contract's answers: an invalid query or body is a 422 with the fields'
 * error codes, invalid params a 404 (a URL that names nothing).
 */
import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { fieldErrors } from '@tax/shared/contract';
import type * as z from 'zod/mini';
import { ApiHttpError, validationFailed } from './errors.ts';

/** `request.query`, `request.params` and `request.body` typed as the output of the route's contract schemas. */
export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodMiniType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodMiniType ? z.input<this['schema']> : unknown;
}

/**
 * Compiles a route's contract schema. Returns (never throws) the error: fastify turns a thrown one into a 500.
 * The parsed value replaces the raw one (numbers coerced, defaults applied).
 */
export const contractValidator: FastifySchemaCompiler<z.ZodMiniType> =
  ({ schema, httpPart }) =>
  (input) => {
    const r = schema.safeParse(input ?? {});
    if (r.success) return { value: r.data };
    if (httpPart === 'params') return { error: new ApiHttpError(404, 'not_found', 'Resource not found') };
    return { error: validationFailed(fieldErrors(r.error.issues)) };
  };
