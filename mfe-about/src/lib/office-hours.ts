import type { OfficeHours } from '@tax/shared/contract';

/** Tashkent is UTC+5 all year (no daylight saving), so its wall clock is a fixed shift of UTC. */
const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;

const toMinutes = (hhmm: string): number => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/** Day of the week (0 = Sunday) and minutes since midnight on the Tashkent wall clock. */
export function tashkentClock(now: Date): { day: number; minutes: number } {
  const shifted = new Date(now.getTime() + TASHKENT_OFFSET_MS);
  return { day: shifted.getUTCDay(), minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

/** Whether an office is open at `now` in Tashkent time: weekdays, Saturday if it works, never Sunday, not at lunch. */
export function isOpenNow(hours: OfficeHours, now: Date = new Date()): boolean {
  const { day, minutes } = tashkentClock(now);
  const span = day === 0 ? null : day === 6 ? hours.saturday : hours.weekdays;
  if (!span) return false;
  if (minutes < toMinutes(span.open) || minutes >= toMinutes(span.close)) return false;
  if (hours.lunch && minutes >= toMinutes(hours.lunch.start) && minutes < toMinutes(hours.lunch.end)) return false;
  return true;
}
