import type { OfficeHours } from '../contract/common.ts';
import { tashkentClock } from './tashkent.ts';

export type OfficeStatus = 'open' | 'lunch' | 'closed';

/** A week's hours: an office's (with its weekday lunch break), or the call centre's (none). */
export type WeeklyHours = Pick<OfficeHours, 'weekdays' | 'saturday'> & { lunch?: OfficeHours['lunch'] };

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * The one office-hours rule (Tashkent time): open, on its lunch break, or closed. Sundays are closed; Saturday
 * keeps its own (shorter) hours. The lunch break is a weekday one: the offices' hours read "Mon–Fri 09:00–18:00,
 * lunch 13:00–14:00; Sat 09:00–13:00" and the sample content pairs every lunch with the weekday hours, so an
 * office open on Saturday across the weekday lunch hour is open then.
 */
export function officeStatus(hours: WeeklyHours, now: Date = new Date()): OfficeStatus {
  const { day, minutes } = tashkentClock(now);
  const span = day === 0 ? null : day === 6 ? hours.saturday : hours.weekdays;
  if (!span || minutes < toMinutes(span.open) || minutes >= toMinutes(span.close)) return 'closed';
  if (day !== 6 && hours.lunch && minutes >= toMinutes(hours.lunch.start) && minutes < toMinutes(hours.lunch.end)) return 'lunch';
  return 'open';
}

/** When a closed office opens next (Tashkent time): in how many days (0 = today), on which weekday (0 = Sunday), at what time. */
export interface NextOpening {
  inDays: number;
  weekday: number;
  time: string;
}

/**
 * When an office that is not open now opens next: later today (before opening, or after its lunch break), else the
 * next day it has hours. Null when it is open now, or has no hours at all in a week.
 */
export function nextOpening(hours: WeeklyHours, now: Date = new Date()): NextOpening | null {
  const status = officeStatus(hours, now);
  if (status === 'open') return null;
  const { day, minutes } = tashkentClock(now);
  if (status === 'lunch' && hours.lunch) return { inDays: 0, weekday: day, time: hours.lunch.end };
  const spanOf = (weekday: number) => (weekday === 0 ? null : weekday === 6 ? hours.saturday : hours.weekdays);
  const today = spanOf(day);
  if (today && minutes < toMinutes(today.open)) return { inDays: 0, weekday: day, time: today.open };
  for (let inDays = 1; inDays <= 7; inDays += 1) {
    const weekday = (day + inDays) % 7;
    const span = spanOf(weekday);
    if (span) return { inDays, weekday, time: span.open };
  }
  return null;
}

/** An office's hours on one day: opening, closing and the lunch break if it has one that day. */
export interface DayHours {
  open: string;
  close: string;
  lunch: { start: string; end: string } | null;
}

/**
 * The office's hours today in Tashkent (null: closed all day), by the same rule as officeStatus: Sunday closed,
 * Saturday its own hours without the lunch break, which is a weekday one.
 */
export function todayHours(hours: WeeklyHours, now: Date): DayHours | null {
  const { day } = tashkentClock(now);
  if (day === 0) return null;
  if (day === 6) return hours.saturday ? { ...hours.saturday, lunch: null } : null;
  return { ...hours.weekdays, lunch: hours.lunch ?? null };
}
