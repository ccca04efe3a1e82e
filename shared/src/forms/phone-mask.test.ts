import { describe, expect, it } from 'vitest';
import { maskUzPhone } from './phone-mask.ts';

describe('maskUzPhone', () => {
  it('formats any common spelling as +998 XX XXX XX XX', () => {
    expect(maskUzPhone('901234567')).toBe('+998 90 123 45 67');
    expect(maskUzPhone('+998 (90) 123-45-67')).toBe('+998 90 123 45 67');
    expect(maskUzPhone('998901234567')).toBe('+998 90 123 45 67');
  });
  it('formats as it is typed, with or without the country code, and never grows past 9 digits', () => {
    let value = '';
    for (const key of '+998 (93) 555-44-33') value = maskUzPhone(value + key);
    expect(value).toBe('+998 93 555 44 33');
    value = '';
    for (const key of '935554433') value = maskUzPhone(value + key);
    expect(value).toBe('+998 93 555 44 33');
    expect(maskUzPhone('9')).toBe('+998 9');
    expect(maskUzPhone('+998 90 12')).toBe('+998 90 12');
    expect(maskUzPhone('+998 90 123 45 678')).toBe('+998 90 123 45 67');
  });
  it('lets the field be emptied', () => {
    expect(maskUzPhone('+99')).toBe('+99');
    expect(maskUzPhone('9')).toBe('+998 9');
    expect(maskUzPhone('')).toBe('');
  });
});
