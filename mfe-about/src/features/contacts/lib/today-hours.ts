import { tashkentClock } from '@tax/shared';
import type { OfficeHours } from '@tax/shared/contract';

/** An office's hours on one day: opening, closing and the lunch break if it has one that day. */
export interface DayHours {
  open: string;
  close: string;
  lunch: { start: string; end: string } | null;
}

/**
 * The office's hours today in Tashkent (null: closed all day), by the kit's rule (officeStatus): Sunday closed,
 * Saturday its own hours without the lunch break, which is a weekday one.
 */
export function todayHours(hours: OfficeHours, now: Date): DayHours | null {
  const { day } = tashkentClock(now);
  if (day === 0) return null;
  if (day === 6) return hours.saturday ? { ...hours.saturday, lunch: null } : null;
  return { ...hours.weekdays, lunch: hours.lunch };
}
