import { describe, expect, it } from 'vitest';
import { isOpenNow, tashkentClock } from './office-hours.ts';

const hours = {
  weekdays: { open: '09:00', close: '18:00' },
  saturday: { open: '09:00', close: '13:00' },
  lunch: { start: '13:00', end: '14:00' },
};
// 2026-11-16 is a Monday. Tashkent = UTC+5.
const at = (iso: string) => new Date(iso);

describe('office hours in Tashkent time', () => {
  it('reads the Tashkent wall clock whatever the visitor’s zone', () => {
    expect(tashkentClock(at('2026-11-16T04:30:00Z'))).toEqual({ day: 1, minutes: 9 * 60 + 30 });
    // 20:00 UTC on Monday is 01:00 on Tuesday in Tashkent.
    expect(tashkentClock(at('2026-11-16T20:00:00Z')).day).toBe(2);
  });

  it('is open on a weekday inside the hours, closed before, after and at lunch', () => {
    expect(isOpenNow(hours, at('2026-11-16T04:00:00Z'))).toBe(true); // 09:00
    expect(isOpenNow(hours, at('2026-11-16T03:59:00Z'))).toBe(false); // 08:59
    expect(isOpenNow(hours, at('2026-11-16T08:30:00Z'))).toBe(false); // 13:30 lunch
    expect(isOpenNow(hours, at('2026-11-16T09:00:00Z'))).toBe(true); // 14:00
    expect(isOpenNow(hours, at('2026-11-16T13:00:00Z'))).toBe(false); // 18:00
  });

  it('uses the Saturday hours, or none, and is closed on Sunday', () => {
    expect(isOpenNow(hours, at('2026-11-21T05:00:00Z'))).toBe(true); // Sat 10:00
    expect(isOpenNow(hours, at('2026-11-21T08:00:00Z'))).toBe(false); // Sat 13:00
    expect(isOpenNow({ ...hours, saturday: null }, at('2026-11-21T05:00:00Z'))).toBe(false);
    expect(isOpenNow(hours, at('2026-11-22T05:00:00Z'))).toBe(false); // Sunday
  });

  it('has no lunch break when none is given', () => {
    expect(isOpenNow({ ...hours, lunch: null }, at('2026-11-16T08:30:00Z'))).toBe(true);
  });
});
