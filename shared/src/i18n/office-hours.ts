import type { OfficeHours } from '../contract/common.ts';
import { SITE_TIME_ZONE } from './format.ts';

export type OfficeStatus = 'open' | 'lunch' | 'closed';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Day of the week (0 = Sunday) and minutes since midnight in Tashkent, wherever the visitor is. */
export function tashkentClock(now: Date): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return { day: WEEKDAYS.indexOf(get('weekday')), minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

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
export function officeStatus(hours: OfficeHours, now: Date = new Date()): OfficeStatus {
  const { day, minutes } = tashkentClock(now);
  const span = day === 0 ? null : day === 6 ? hours.saturday : hours.weekdays;
  if (!span || minutes < toMinutes(span.open) || minutes >= toMinutes(span.close)) return 'closed';
  if (day !== 6 && hours.lunch && minutes >= toMinutes(hours.lunch.start) && minutes < toMinutes(hours.lunch.end)) return 'lunch';
  return 'open';
}
