import { INBOX_KINDS, INBOX_STATUSES, type InboxListQuery } from '@tax/shared/staff-api';

const LANGUAGES = ['uz', 'ru', 'en'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const INBOX_PAGE_SIZE = 25;

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * The inbox's filters from the address (`?kind=contact&status=new&from=2026-11-01&q=…&page=2`), so that every view
 * has its own address (a colleague can be sent it; sign-in comes back to it). Values the API would refuse are
 * dropped here rather than shown as an error page.
 */
export function filtersFromParams(params: URLSearchParams, regions: readonly string[]): InboxListQuery {
  const page = Number(params.get('page'));
  const from = params.get('from');
  const to = params.get('to');
  const q = params.get('q')?.trim().slice(0, 200);
  const assignee = params.get('assignee');
  const query: InboxListQuery = {
    kind: oneOf(params.get('kind'), INBOX_KINDS),
    status: oneOf(params.get('status'), INBOX_STATUSES),
    from: from && DAY.test(from) ? from : undefined,
    to: to && DAY.test(to) ? to : undefined,
    region: oneOf(params.get('region'), regions) as InboxListQuery['region'],
    language: oneOf(params.get('language'), LANGUAGES),
    assignee: assignee === 'me' || assignee === 'none' ? assignee : undefined,
    q: q || undefined,
    page: Number.isInteger(page) && page > 1 && page <= 100000 ? page : undefined,
    pageSize: INBOX_PAGE_SIZE,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as InboxListQuery;
}

/** The address's query for these filters (a change of filter goes back to the first page). */
export function paramsFromFilters(filters: InboxListQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'pageSize' || value === undefined || value === null || value === '') continue;
    if (key === 'page' && Number(value) <= 1) continue;
    out[key] = String(value);
  }
  return out;
}
