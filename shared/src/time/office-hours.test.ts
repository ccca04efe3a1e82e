import { describe, expect, it } from 'vitest';
import { nextOpening, officeStatus, todayHours } from './office-hours.ts';
import { tashkentClock } from './tashkent.ts';

const hours = {
  weekdays: { open: '09:00', close: '18:00' },
  saturday: { open: '09:00', close: '13:00' },
  lunch: { start: '13:00', end: '14:00' },
};
// Tashkent is UTC+5 all year. 2026-03-02 is a Monday, 2026-03-07 a Saturday.
const at = (iso: string) => new Date(iso);

describe('office status in Tashkent time', () => {
  it('reads the Tashkent clock whatever the visitor’s zone', () => {
    expect(tashkentClock(at('2026-03-02T04:30:00Z'))).toEqual({ day: 1, minutes: 9 * 60 + 30 });
    // 21:00 UTC on Sunday is 02:00 Monday in Tashkent.
    expect(tashkentClock(at('2026-03-01T21:00:00Z'))).toEqual({ day: 1, minutes: 120 });
  });

  it('is open on a weekday inside the hours, at lunch in the break, closed outside', () => {
    expect(officeStatus(hours, at('2026-03-02T04:00:00Z'))).toBe('open'); // Mon 09:00
    expect(officeStatus(hours, at('2026-03-02T03:59:00Z'))).toBe('closed'); // Mon 08:59
    expect(officeStatus(hours, at('2026-03-02T08:15:00Z'))).toBe('lunch'); // Mon 13:15
    expect(officeStatus(hours, at('2026-03-02T09:00:00Z'))).toBe('open'); // Mon 14:00
    expect(officeStatus(hours, at('2026-03-02T13:00:00Z'))).toBe('closed'); // Mon 18:00
    expect(officeStatus({ ...hours, lunch: null }, at('2026-03-02T08:15:00Z'))).toBe('open');
  });

  it('keeps Saturday hours and closes on Sunday', () => {
    expect(officeStatus(hours, at('2026-03-07T07:00:00Z'))).toBe('open'); // Sat 12:00
    expect(officeStatus(hours, at('2026-03-07T08:30:00Z'))).toBe('closed'); // Sat 13:30
    expect(officeStatus({ ...hours, saturday: null }, at('2026-03-07T07:00:00Z'))).toBe('closed');
    expect(officeStatus(hours, at('2026-03-08T07:00:00Z'))).toBe('closed'); // Sunday
  });

  it('has no lunch break on Saturday: the break belongs to the weekday hours (the two old copies disagreed)', () => {
    const longSaturday = { ...hours, saturday: { open: '09:00', close: '15:00' } };
    expect(officeStatus(longSaturday, at('2026-03-07T08:30:00Z'))).toBe('open'); // Sat 13:30
    expect(officeStatus(longSaturday, at('2026-03-02T08:30:00Z'))).toBe('lunch'); // Mon 13:30
  });
});

describe('nextOpening', () => {
  it('says when a closed office opens: later today, after lunch, tomorrow, or after the weekend', () => {
    expect(nextOpening(hours, at('2026-03-02T03:59:00Z'))).toEqual({ inDays: 0, weekday: 1, time: '09:00' }); // Mon 08:59
    expect(nextOpening(hours, at('2026-03-02T08:15:00Z'))).toEqual({ inDays: 0, weekday: 1, time: '14:00' }); // Mon 13:15, lunch
    expect(nextOpening(hours, at('2026-03-02T09:00:00Z'))).toBeNull(); // Mon 14:00, open
    expect(nextOpening(hours, at('2026-03-02T13:00:00Z'))).toEqual({ inDays: 1, weekday: 2, time: '09:00' }); // Mon 18:00
    expect(nextOpening({ ...hours, saturday: null }, at('2026-03-06T14:00:00Z'))).toEqual({ inDays: 3, weekday: 1, time: '09:00' }); // Fri 19:00
    expect(nextOpening(hours, at('2026-03-08T05:00:00Z'))).toEqual({ inDays: 1, weekday: 1, time: '09:00' }); // Sun 10:00
  });
});

describe("todayHours: an office's hours today (Tashkent time)", () => {
  it('a weekday has its hours and the lunch break', () => {
    // Wednesday 02:00 in Tashkent is still Tuesday 21:00 UTC: the day is Tashkent's.
    expect(todayHours(hours, at('2026-11-24T21:00:00Z'))).toEqual({
      open: '09:00',
      close: '18:00',
      lunch: { start: '13:00', end: '14:00' },
    });
  });

  it('Saturday has its own hours without the weekday lunch; Sunday, and a Saturday without hours, are closed', () => {
    expect(todayHours(hours, at('2026-11-28T06:00:00Z'))).toEqual({ open: '09:00', close: '13:00', lunch: null });
    expect(todayHours(hours, at('2026-11-29T06:00:00Z'))).toBeNull();
    expect(todayHours({ ...hours, saturday: null }, at('2026-11-28T06:00:00Z'))).toBeNull();
  });
});
