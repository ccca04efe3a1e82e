import { tashkentDay } from '../time/tashkent.ts';
import { useNow } from '../ui/use-now.ts';

/*
 * Whether a licence or certificate is still valid, by the Tashkent calendar day (the site's dates are Tashkent
 * dates, wherever the visitor is). A date-only comparison: `validUntil` is the last day the document is valid.
 */

const HOUR_MS = 60 * 60 * 1000;

/** Whether a document valid until `validUntil` (an ISO date, inclusive; null: no expiry) has expired on `today`. */
export function hasExpired(validUntil: string | null, today: string): boolean {
  return validUntil !== null && validUntil < today;
}

/**
 * Today in Tashkent (an ISO date), to tell expired documents from valid ones. On the server and in the browser's
 * first render it is the day of `asOf`, the moment the data was fetched (a query's `dataUpdatedAt`, which travels
 * with the server-rendered page's data): hydration sees what the server rendered, even on a page rendered just
 * before midnight or served from the page cache. Right after, the browser's clock takes over, checked every hour.
 */
export function useTashkentToday(asOf: number): string {
  const now = useNow(HOUR_MS);
  return tashkentDay(now ?? asOf);
}
