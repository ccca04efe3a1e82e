import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from './phone.ts';

const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('phone numbers', () => {
  it('are grouped as the site writes them, with no-break spaces', () => {
    expect(spaced(formatPhone('+998712021198'))).toBe('+998 71 202 11 98');
    expect(formatPhone('+998712021198')).not.toContain(' ');
    expect(spaced(formatPhone('+998 90 123-45-67'))).toBe('+998 90 123 45 67');
    expect(spaced(formatPhone('998901234567'))).toBe('+998 90 123 45 67');
    expect(spaced(formatPhone('712021198'))).toBe('71 202 11 98');
  });

  it('leave what is not an Uzbek number as it came', () => {
    expect(formatPhone('1198')).toBe('1198');
    expect(formatPhone('+74951234567')).toBe('+74951234567');
    expect(formatPhone('')).toBe('');
  });

  it('link as digits', () => {
    expect(phoneHref('+998 71 202 11 98')).toBe('tel:+998712021198');
    expect(phoneHref('+998712021198')).toBe('tel:+998712021198');
    expect(phoneHref('1198')).toBe('tel:1198');
  });
});
