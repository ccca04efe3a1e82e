import { describe, expect, it } from 'vitest';
import { maskUzPhone } from './phone-mask.ts';

describe('maskUzPhone', () => {
  it('formats any common spelling as +998 XX XXX XX XX', () => {
    expect(maskUzPhone('901234567')).toBe('+998 90 123 45 67');
    expect(maskUzPhone('+998 (90) 123-45-67')).toBe('+998 90 123 45 67');
    expect(maskUzPhone('998901234567')).toBe('+998 90 123 45 67');
  });
  it('formats as it is typed, and never grows past 9 digits', () => {
    expect(maskUzPhone('9')).toBe('+998 9');
    expect(maskUzPhone('+998 90 12')).toBe('+998 90 12');
    expect(maskUzPhone('+998 90 123 45 678')).toBe('+998 90 123 45 67');
  });
  it('lets the field be emptied', () => {
    expect(maskUzPhone('+998 ')).toBe('');
    expect(maskUzPhone('')).toBe('');
  });
});
