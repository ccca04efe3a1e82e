import { describe, expect, it } from 'vitest';
import { dayEnd, dayStart, tashkentClock, tashkentDate, tashkentDay } from './tashkent.ts';

describe('Tashkent time', () => {
  it('counts days in Tashkent (UTC+5), wherever the clock is read', () => {
    expect(tashkentDay(new Date('2026-11-24T18:59:59Z'))).toBe('2026-11-24');
    expect(tashkentDay(new Date('2026-11-24T19:00:00Z'))).toBe('2026-11-25');
    expect(tashkentDay(Date.parse('2026-11-25T10:00:00+05:00'))).toBe('2026-11-25');
  });

  it('gives a day its Tashkent bounds: from its midnight to the next one, exclusive', () => {
    expect(dayStart('2026-05-01').toISOString()).toBe('2026-04-30T19:00:00.000Z');
    expect(dayEnd('2026-05-03').toISOString()).toBe('2026-05-03T19:00:00.000Z');
    expect(tashkentDay(dayStart('2026-05-01'))).toBe('2026-05-01');
    expect(tashkentDay(dayEnd('2026-05-03').getTime() - 1)).toBe('2026-05-03');
  });

  it('reads a date-only value as that day in Tashkent, anything else as given', () => {
    expect(tashkentDay(tashkentDate('2026-01-01'))).toBe('2026-01-01');
    expect(tashkentDate('2026-01-01T03:00:00Z').toISOString()).toBe('2026-01-01T03:00:00.000Z');
  });

  it('reads the weekday and the minutes of the Tashkent clock', () => {
    // 21:00 UTC on Sunday 1 March 2026 is 02:00 on Monday in Tashkent.
    expect(tashkentClock(new Date('2026-03-01T21:00:00Z'))).toEqual({ day: 1, minutes: 120 });
    expect(tashkentClock(new Date('2026-03-07T07:30:00Z'))).toEqual({ day: 6, minutes: 12 * 60 + 30 });
  });
});
