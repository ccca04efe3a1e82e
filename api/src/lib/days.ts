/**
 * Days as people in the workspace mean them: in Tashkent time (UTC+5 all year, no daylight saving). A filter "from 1 May
 * to 3 May" covers 1 May 00:00 to 4 May 00:00 there.
 */
const TASHKENT_OFFSET = '+05:00';

/** The first moment of a YYYY-MM-DD day in Tashkent. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00${TASHKENT_OFFSET}`);

/** The first moment after a YYYY-MM-DD day in Tashkent (an exclusive end). */
export const dayEnd = (day: string): Date => new Date(dayStart(day).getTime() + 86_400_000);

/** The Tashkent calendar day (YYYY-MM-DD) of a moment: what "today" means in a filter. */
export const tashkentDay = (moment: Date): string => new Date(moment.getTime() + 5 * 3_600_000).toISOString().slice(0, 10);
