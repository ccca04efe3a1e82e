import { describe, expect, it } from 'vitest';
import { hasExpired, tashkentDay } from './validity.ts';

describe('document validity', () => {
  it('counts days in Tashkent (UTC+5), wherever the clock is read', () => {
    expect(tashkentDay(new Date('2026-11-24T18:59:59Z'))).toBe('2026-11-24');
    expect(tashkentDay(new Date('2026-11-24T19:00:00Z'))).toBe('2026-11-25');
    expect(tashkentDay(Date.parse('2026-11-25T10:00:00+05:00'))).toBe('2026-11-25');
  });

  it('keeps a document valid through its last day, expired from the next', () => {
    expect(hasExpired('2026-11-25', '2026-11-25')).toBe(false);
    expect(hasExpired('2026-11-21', '2026-11-25')).toBe(true);
    expect(hasExpired('2026-10-29', '2026-11-25')).toBe(true);
    expect(hasExpired('2029-11-15', '2026-11-25')).toBe(false);
    expect(hasExpired(null, '2026-11-25')).toBe(false);
  });
});
