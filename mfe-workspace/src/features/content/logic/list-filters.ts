import { EDITORIAL_LOCALE_STATES, type NewsEditorialListQuery } from '@tax/shared/staff-api';
import { NEWS_TOPICS } from '@tax/shared/contract';

export const CONTENT_PAGE_SIZE = 25;
const LOCALES = ['uz', 'ru', 'en'] as const;

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * The content list's filters from the address (`?state=draft&locale=ru&topic=events&q=…&page=2`): every view has its
 * own address. Values the API would refuse are dropped here, not shown as an error page.
 */
export function contentFiltersFromParams(params: URLSearchParams): NewsEditorialListQuery {
  const page = Number(params.get('page'));
  const q = params.get('q')?.trim().slice(0, 200);
  const query: NewsEditorialListQuery = {
    state: oneOf(params.get('state'), EDITORIAL_LOCALE_STATES),
    locale: oneOf(params.get('locale'), LOCALES),
    topic: oneOf(params.get('topic'), NEWS_TOPICS),
    q: q || undefined,
    page: Number.isInteger(page) && page > 1 && page <= 100000 ? page : undefined,
    pageSize: CONTENT_PAGE_SIZE,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as NewsEditorialListQuery;
}

/** The address's query for these filters. */
export function paramsFromContentFilters(filters: NewsEditorialListQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'pageSize' || value === undefined || value === null || value === '') continue;
    if (key === 'page' && Number(value) <= 1) continue;
    out[key] = String(value);
  }
  return out;
}
