import type { OfficeClosure, OfficeHours } from '../contract/common.ts';
import { tashkentClock, tashkentDay } from './tashkent.ts';

export type OfficeStatus = 'open' | 'lunch' | 'closed';

/**
 * A week's hours: an office's (with its weekday lunch break), or the call centre's (none). An office kept in the
 * workspace also has each day's own hours (`week`, 0 = Sunday) and the days it is closed (`closures`).
 */
export type WeeklyHours = Pick<OfficeHours, 'weekdays' | 'saturday'> & {
  lunch?: OfficeHours['lunch'];
  week?: OfficeHours['week'];
  closures?: readonly OfficeClosure[] | undefined;
};

/** An office's hours on one day: opening, closing and the lunch break if it has one that day. */
export interface DayHours {
  open: string;
  close: string;
  lunch: { start: string; end: string } | null;
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A weekday's hours (0 = Sunday) by the week's own schedule when it has one; else by the summary rule: Sundays
 * closed, Saturday its own (shorter) hours without the lunch break, which is a weekday one (the offices' hours read
 * "Mon–Fri 09:00–18:00, lunch 13:00–14:00; Sat 09:00–13:00").
 */
export function weekdayHours(hours: WeeklyHours, weekday: number): DayHours | null {
  if (hours.week && hours.week.length === 7) return hours.week[weekday] ?? null;
  if (weekday === 0) return null;
  if (weekday === 6) return hours.saturday ? { ...hours.saturday, lunch: null } : null;
  return { ...hours.weekdays, lunch: hours.lunch ?? null };
}

/** The holiday or one-off closure on the Tashkent day of `now`, if any (a one-off closure wins over a holiday). */
export function closureOn(hours: WeeklyHours, now: Date): OfficeClosure | null {
  const day = tashkentDay(now);
  const matching = (hours.closures ?? []).filter((c) => c.date === day);
  return matching.find((c) => c.kind === 'closure') ?? matching[0] ?? null;
}

/**
 * The office's hours today in Tashkent (null: closed all day: by its week, a public holiday or a one-off closure).
 */
export function todayHours(hours: WeeklyHours, now: Date): DayHours | null {
  if (closureOn(hours, now)) return null;
  return weekdayHours(hours, tashkentClock(now).day);
}

/** The one office-hours rule (Tashkent time): open, on its lunch break, or closed. */
export function officeStatus(hours: WeeklyHours, now: Date = new Date()): OfficeStatus {
  const span = todayHours(hours, now);
  const { minutes } = tashkentClock(now);
  if (!span || minutes < toMinutes(span.open) || minutes >= toMinutes(span.close)) return 'closed';
  if (span.lunch && minutes >= toMinutes(span.lunch.start) && minutes < toMinutes(span.lunch.end)) return 'lunch';
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
 * next day it has hours and no closure. Null when it is open now, or opens on none of the next 31 days.
 */
export function nextOpening(hours: WeeklyHours, now: Date = new Date()): NextOpening | null {
  const status = officeStatus(hours, now);
  if (status === 'open') return null;
  const { day, minutes } = tashkentClock(now);
  const today = todayHours(hours, now);
  if (status === 'lunch' && today?.lunch) return { inDays: 0, weekday: day, time: today.lunch.end };
  if (today && minutes < toMinutes(today.open)) return { inDays: 0, weekday: day, time: today.open };
  // A month ahead: a run of holidays and closures is never longer, and a week without hours ends it anyway.
  for (let inDays = 1; inDays <= 31; inDays += 1) {
    const span = todayHours(hours, new Date(now.getTime() + inDays * DAY_MS));
    if (span) return { inDays, weekday: (day + inDays) % 7, time: span.open };
  }
  return null;
}

/** Days in a row with the same hours, for one line each: "Mon–Fri 09:00–18:00, lunch 13:00–14:00". */
export interface WeekRun {
  /** First and last weekday of the run, Monday first (1…6, then 0 for Sunday). */
  from: number;
  to: number;
  hours: DayHours | null;
}

const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;
const same = (a: DayHours | null, b: DayHours | null) => JSON.stringify(a) === JSON.stringify(b);

/** The week from Monday to Sunday as runs of days with the same hours (closed days included, as null). */
export function weekRuns(hours: WeeklyHours): WeekRun[] {
  const runs: WeekRun[] = [];
  for (const weekday of MONDAY_FIRST) {
    const span = weekdayHours(hours, weekday);
    const last = runs.at(-1);
    if (last && same(last.hours, span)) last.to = weekday;
    else runs.push({ from: weekday, to: weekday, hours: span });
  }
  return runs;
}

/** The holidays and closures from today (Tashkent) on, earliest first, at most `limit`. */
export function upcomingClosures(hours: WeeklyHours, now: Date, limit = 3): OfficeClosure[] {
  const today = tashkentDay(now);
  return (hours.closures ?? [])
    .filter((c) => c.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, limit);
}
