import { SITE_TIME_ZONE } from '@tax/shared';

export interface Hours {
  weekdays: { open: string; close: string };
  saturday: { open: string; close: string } | null;
  lunch: { start: string; end: string } | null;
}

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

/** Whether an office is open now (Tashkent time): open, on its lunch break, or closed. Sundays are closed. */
export function officeStatus(hours: Hours, now: Date = new Date()): OfficeStatus {
  const { day, minutes } = tashkentClock(now);
  const span = day === 0 ? null : day === 6 ? hours.saturday : hours.weekdays;
  if (!span || minutes < toMinutes(span.open) || minutes >= toMinutes(span.close)) return 'closed';
  if (day !== 6 && hours.lunch && minutes >= toMinutes(hours.lunch.start) && minutes < toMinutes(hours.lunch.end)) return 'lunch';
  return 'open';
}
