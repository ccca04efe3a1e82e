import { describe, expect, it } from 'vitest';
import { errorPageStatus } from './error-status.ts';

describe('errorPageStatus', () => {
  it('keeps an error status HTTP knows', () => {
    expect(errorPageStatus('404')).toBe(404);
    expect(errorPageStatus('410')).toBe(410);
    expect(errorPageStatus('503')).toBe(503);
  });

  it('makes anything else a 500', () => {
    for (const asked of ['599', '200', '302', '499', '600', '5e2', '-503', 'abc', '', null]) expect(errorPageStatus(asked)).toBe(500);
  });
});
