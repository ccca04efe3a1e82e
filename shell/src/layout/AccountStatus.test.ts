import { describe, expect, it } from 'vitest';
import { hasSignedInHint } from './AccountStatus.tsx';

describe('the signed-in hint', () => {
  it("is the API's readable tax_signed_in=1 cookie, and nothing else", () => {
    expect(hasSignedInHint('tax_signed_in=1')).toBe(true);
    expect(hasSignedInHint('i18n_redirected=ru; tax_signed_in=1')).toBe(true);
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint('tax_signed_in=')).toBe(false);
    expect(hasSignedInHint('not_tax_signed_in=1')).toBe(false);
    expect(hasSignedInHint('tax_sid=abc')).toBe(false);
  });
});
