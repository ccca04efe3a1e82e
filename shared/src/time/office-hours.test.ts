import { describe, expect, it } from 'vitest';
import { closureOn, nextOpening, officeStatus, todayHours, upcomingClosures, weekRuns } from './office-hours.ts';
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

describe('a week of its own, public holidays and one-off closures', () => {
  const nine = (close: string, lunch: { start: string; end: string } | null = { start: '13:00', end: '14:00' }) => ({
    open: '09:00',
    close,
    lunch,
  });
  // Sunday first: closed; Mon–Thu 09–18 with lunch; Friday 09–17 with a lunch at 12:00; Saturday 10–14 with none.
  const week = [
    null,
    nine('18:00'),
    nine('18:00'),
    nine('18:00'),
    nine('18:00'),
    nine('17:00', { start: '12:00', end: '13:00' }),
    { open: '10:00', close: '14:00', lunch: null },
  ];
  const office = {
    ...hours,
    week,
    closures: [
      { date: '2026-03-09', kind: 'holiday' as const, reason: 'Xalqaro xotin-qizlar kuni' },
      { date: '2026-03-04', kind: 'closure' as const, reason: 'Sanitariya kuni' },
      { date: '2026-03-04', kind: 'holiday' as const, reason: 'Boshqa' },
    ],
  };

  it('reads each weekday its own hours and lunch break', () => {
    expect(officeStatus(office, at('2026-03-06T07:30:00Z'))).toBe('lunch'); // Fri 12:30
    expect(officeStatus(office, at('2026-03-06T12:30:00Z'))).toBe('closed'); // Fri 17:30
    expect(officeStatus(office, at('2026-03-07T04:30:00Z'))).toBe('closed'); // Sat 09:30
    expect(officeStatus(office, at('2026-03-07T08:30:00Z'))).toBe('open'); // Sat 13:30: no lunch that day
  });

  it('is closed all day on a one-off closure, with its reason, and a closure wins over a holiday the same day', () => {
    const wednesdayNoon = at('2026-03-04T06:00:00Z');
    expect(officeStatus(office, wednesdayNoon)).toBe('closed');
    expect(todayHours(office, wednesdayNoon)).toBeNull();
    expect(closureOn(office, wednesdayNoon)).toEqual({ date: '2026-03-04', kind: 'closure', reason: 'Sanitariya kuni' });
    // 23:30 on Tuesday in Tashkent is still Tuesday: open tomorrow is not today.
    expect(closureOn(office, at('2026-03-03T18:30:00Z'))).toBeNull();
    expect(closureOn(office, at('2026-03-03T19:00:00Z'))?.reason).toBe('Sanitariya kuni'); // Wed 00:00 Tashkent
  });

  it('opens next on the first day after the holidays and closures', () => {
    // Tue 18:30: Wednesday is closed, so Thursday at 09:00.
    expect(nextOpening(office, at('2026-03-03T13:30:00Z'))).toEqual({ inDays: 2, weekday: 4, time: '09:00' });
    // Sat 15:00: Sunday closed, Monday a public holiday: Tuesday.
    expect(nextOpening(office, at('2026-03-07T10:00:00Z'))).toEqual({ inDays: 3, weekday: 2, time: '09:00' });
    expect(nextOpening({ ...office, week: Array(7).fill(null) }, at('2026-03-07T10:00:00Z'))).toBeNull();
  });

  it('groups the week into runs of equal hours and lists the coming closures in order', () => {
    expect(weekRuns(office).map((r) => [r.from, r.to, r.hours?.close ?? null])).toEqual([
      [1, 4, '18:00'],
      [5, 5, '17:00'],
      [6, 6, '14:00'],
      [0, 0, null],
    ]);
    expect(weekRuns(hours).map((r) => [r.from, r.to])).toEqual([
      [1, 5],
      [6, 6],
      [0, 0],
    ]);
    expect(upcomingClosures(office, at('2026-03-05T06:00:00Z')).map((c) => c.date)).toEqual(['2026-03-09']);
    expect(upcomingClosures(office, at('2026-03-01T06:00:00Z'), 2).map((c) => c.date)).toEqual(['2026-03-04', '2026-03-04']);
  });
});
