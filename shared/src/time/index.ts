/**
 * `@tax/shared/time`: Tashkent time and the office-hours rule, for code outside the pages (the API, ops); the pages
 * take the same functions from `@tax/shared`.
 */
export {
  SITE_TIME_ZONE,
  TASHKENT_OFFSET_MS,
  dayEnd,
  dayStart,
  tashkentClock,
  tashkentDate,
  tashkentDay,
  tashkentWall,
} from './tashkent.ts';
export {
  closureOn,
  nextOpening,
  officeStatus,
  todayHours,
  upcomingClosures,
  weekdayHours,
  weekRuns,
  type WeekRun,
  type DayHours,
  type NextOpening,
  type OfficeStatus,
  type WeeklyHours,
} from './office-hours.ts';
