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
  it('takes the country code typed without its "+" key by key, as many write it, and never drops digits silently', () => {
    let value = '';
    for (const key of '998901234567') value = maskUzPhone(value + key);
    expect(value).toBe('+998 90 123 45 67');
    value = '';
    for (const key of '998 93 555 44 33') value = maskUzPhone(value + key);
    expect(value).toBe('+998 93 555 44 33');
    // A number of operator 99 whose own digits begin with 8 is untouched.
    value = '';
    for (const key of '998123456') value = maskUzPhone(value + key);
    expect(value).toBe('+998 99 812 34 56');
  });
  it("leaves another country's number as typed, for the form to refuse", () => {
    let value = '';
    for (const key of '+7 912 345 67 89') value = maskUzPhone(value + key);
    expect(value).toBe('+79123456789');
    expect(maskUzPhone('+1')).toBe('+1');
  });
  it('lets the field be emptied', () => {
    expect(maskUzPhone('+99')).toBe('+99');
    expect(maskUzPhone('9')).toBe('+998 9');
    expect(maskUzPhone('')).toBe('');
  });
});
