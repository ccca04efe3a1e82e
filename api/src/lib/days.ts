/**
 * Days as people in the workspace mean them: in Tashkent time. A filter "from 1 May to 3 May" covers 1 May 00:00 to
 * 4 May 00:00 there. The kit's one Tashkent clock (shared/src/time/tashkent.ts), under the names the API uses.
 */
export { dayEnd, dayStart, tashkentDay } from '@tax/shared/time';
