import { describe, expect, it } from 'vitest';
import { hasExpired } from './validity.ts';

describe('document validity', () => {
  it('keeps a document valid through its last day, expired from the next', () => {
    expect(hasExpired('2026-11-25', '2026-11-25')).toBe(false);
    expect(hasExpired('2026-11-21', '2026-11-25')).toBe(true);
    expect(hasExpired('2026-10-29', '2026-11-25')).toBe(true);
    expect(hasExpired('2029-11-15', '2026-11-25')).toBe(false);
    expect(hasExpired(null, '2026-11-25')).toBe(false);
  });
});
