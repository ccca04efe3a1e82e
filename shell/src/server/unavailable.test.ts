import { ApiError } from '@tax/shared';
import { describe, expect, it } from 'vitest';
import { apiUnavailable } from './unavailable.ts';

describe('a page whose data the API could not give', () => {
  it('is unavailable when a request got no answer, a 5xx, or failed unexpectedly', () => {
    expect(apiUnavailable([new ApiError(0, 'network_error', 'fetch failed')])).toBe(true);
    expect(apiUnavailable([new ApiError(503, 'unavailable', 'down')])).toBe(true);
    expect(apiUnavailable([new ApiError(500, 'internal_error', 'oops')])).toBe(true);
    expect(apiUnavailable([new TypeError('x is undefined')])).toBe(true);
  });

  it("is not when nothing failed, or only for the address's or the visitor's reasons", () => {
    expect(apiUnavailable([])).toBe(false);
    expect(apiUnavailable([new ApiError(404, 'not_found', 'no such article')])).toBe(false);
    expect(apiUnavailable([new ApiError(429, 'rate_limited', 'slow down', undefined, 30)])).toBe(false);
    expect(apiUnavailable([new ApiError(404, 'not_found', 'x'), new ApiError(502, 'bad_gateway', 'y')])).toBe(true);
  });
});
