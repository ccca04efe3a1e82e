/**
 * Tashkent time, the site's one clock: the dates it shows, the days its filters mean, the hours its offices keep are
 * Tashkent's, wherever the visitor, the server or the staff member is. Used by the sections, the shell and the API
 * (`@tax/shared/time`). Plain arithmetic, no Intl: the same answer on the server and in every browser.
 */

/** The site's time zone, for what only Intl can do (dates before 1992, another zone). */
export const SITE_TIME_ZONE = 'Asia/Tashkent';

/** Tashkent keeps UTC+5 the whole year and has since 1992 (no daylight saving time). */
export const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;
const TASHKENT_OFFSET = '+05:00';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first moment from which the fixed offset holds (1 January 1992 in Tashkent). */
export const FIXED_OFFSET_SINCE = Date.UTC(1992, 0, 1) - TASHKENT_OFFSET_MS;

/**
 * A moment as a Date whose UTC fields read Tashkent's wall clock (`getUTCHours()` is the hour in Tashkent). Holds
 * from 1992 (FIXED_OFFSET_SINCE).
 */
export function tashkentWall(moment: Date | number): Date {
  return new Date(new Date(moment).getTime() + TASHKENT_OFFSET_MS);
}

/** The Tashkent calendar day of a moment, as an ISO date ("2026-11-25"). */
export function tashkentDay(moment: Date | number): string {
  return tashkentWall(moment).toISOString().slice(0, 10);
}

/** The first moment of a YYYY-MM-DD day in Tashkent. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00${TASHKENT_OFFSET}`);

/** The first moment after a YYYY-MM-DD day in Tashkent (an exclusive end). */
export const dayEnd = (day: string): Date => new Date(dayStart(day).getTime() + DAY_MS);

/** A date-only value ("2026-11-25") at noon in Tashkent, so that it reads as that day in Tashkent; else as given. */
export const tashkentDate = (value: string): Date =>
  new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00${TASHKENT_OFFSET}` : value);

/** Day of the week (0 = Sunday) and minutes since midnight in Tashkent. */
export function tashkentClock(now: Date): { day: number; minutes: number } {
  const wall = tashkentWall(now);
  return { day: wall.getUTCDay(), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}
