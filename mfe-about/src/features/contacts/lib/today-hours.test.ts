import { describe, expect, it } from 'vitest';
import { todayHours } from './today-hours.ts';

const hours = {
  weekdays: { open: '09:00', close: '18:00' },
  saturday: { open: '09:00', close: '13:00' },
  lunch: { start: '13:00', end: '14:00' },
};

describe("an office's hours today (Tashkent time)", () => {
  it('a weekday has its hours and the lunch break', () => {
    // Wednesday 02:00 in Tashkent is still Tuesday 21:00 UTC: the day is Tashkent's.
    expect(todayHours(hours, new Date('2026-11-24T21:00:00Z'))).toEqual({
      open: '09:00',
      close: '18:00',
      lunch: { start: '13:00', end: '14:00' },
    });
  });

  it('Saturday has its own hours without the weekday lunch; Sunday, and a Saturday without hours, are closed', () => {
    expect(todayHours(hours, new Date('2026-11-28T06:00:00Z'))).toEqual({ open: '09:00', close: '13:00', lunch: null });
    expect(todayHours(hours, new Date('2026-11-29T06:00:00Z'))).toBeNull();
    expect(todayHours({ ...hours, saturday: null }, new Date('2026-11-28T06:00:00Z'))).toBeNull();
  });
});
