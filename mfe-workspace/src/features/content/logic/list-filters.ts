import { EDITORIAL_LOCALE_STATES, EDITORIAL_REVIEW_STATES, EDITORIAL_TYPES, type EditorialType } from '@tax/shared/staff-api';
import { NEWS_TOPICS } from '@tax/shared/contract';

export const CONTENT_PAGE_SIZE = 25;
const LOCALES = ['uz', 'ru', 'en'] as const;

/** The list's query: the common filters and a type's own (news: topic). */
export type ContentFilters = {
  state?: (typeof EDITORIAL_LOCALE_STATES)[number];
  locale?: (typeof LOCALES)[number];
  /** Items whose review is in this state (`requested`: awaiting review). */
  review?: (typeof EDITORIAL_REVIEW_STATES)[number];
  q?: string;
  page?: number;
  pageSize?: number;
} & Record<string, string | number | undefined>;

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The content type the list shows (`?type=`), news by default. */
export function contentTypeFromParams(params: URLSearchParams): EditorialType {
  return oneOf(params.get('type'), EDITORIAL_TYPES) ?? 'news';
}

/**
 * The content list's filters from the address (`?state=draft&locale=ru&review=requested&topic=events&q=…&page=2`): every view has its
 * own address. Values the API would refuse are dropped here, not shown as an error page. `own`: the type's filters
 * and their values (default: news's topic).
 */
export function contentFiltersFromParams(
  params: URLSearchParams,
  own: Readonly<Record<string, readonly string[]>> = { topic: NEWS_TOPICS },
): ContentFilters {
  const page = Number(params.get('page'));
  const q = params.get('q')?.trim().slice(0, 200);
  const query: ContentFilters = {
    state: oneOf(params.get('state'), EDITORIAL_LOCALE_STATES),
    locale: oneOf(params.get('locale'), LOCALES),
    review: oneOf(params.get('review'), EDITORIAL_REVIEW_STATES),
    ...Object.fromEntries(Object.entries(own).map(([key, allowed]) => [key, oneOf(params.get(key), allowed)])),
    q: q || undefined,
    page: Number.isInteger(page) && page > 1 && page <= 100000 ? page : undefined,
    pageSize: CONTENT_PAGE_SIZE,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as ContentFilters;
}

/** The address's query for these filters (and the type, unless news). */
export function paramsFromContentFilters(filters: ContentFilters, type: EditorialType = 'news'): Record<string, string> {
  const out: Record<string, string> = type === 'news' ? {} : { type };
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'pageSize' || value === undefined || value === null || value === '') continue;
    if (key === 'page' && Number(value) <= 1) continue;
    out[key] = String(value);
  }
  return out;
}
