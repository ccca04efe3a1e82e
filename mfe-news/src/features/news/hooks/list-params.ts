import { NEWS_TOPICS, positiveIntParam } from '@tax/shared';
import type { NewsListParams, NewsTopic } from '../api/get-news-list.ts';

/** News per list page: a grid of three columns at full width. */
export const NEWS_PAGE_SIZE = 9;

/**
 * Reads the list's state from the address (`?page=2&year=2025&topic=digital`). A value the API would refuse
 * (a page of 0, a year out of range, an unknown topic) is dropped, so a hand-edited address still shows news.
 */
export function parseListParams(search: URLSearchParams): NewsListParams {
  const page = positiveIntParam(search.get('page'), 999_999) ?? 1;
  const year = positiveIntParam(search.get('year'), 999_999);
  const topic = search.get('topic');
  return {
    page: Math.min(page, 100_000),
    pageSize: NEWS_PAGE_SIZE,
    year: year && year >= 2000 && year <= 2100 ? year : undefined,
    // The contract's closed set of topics; anything else in the address is ignored.
    topic: (NEWS_TOPICS as readonly string[]).includes(topic ?? '') ? (topic as NewsTopic) : undefined,
  };
}

/** The address query of a list state; page 1 and empty filters are left out (one address per page). */
export function listQuery(params: { page?: number; year?: number | undefined; topic?: string | undefined }) {
  return {
    year: params.year,
    topic: params.topic,
    page: params.page && params.page > 1 ? params.page : undefined,
  };
}

/** The page numbers to show: all of them when few, else the first, the last and a window around the current. */
export function pageWindow(current: number, total: number, around = 1): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1);
  const pages = new Set<number>([1, total]);
  for (let page = current - around; page <= current + around; page += 1) if (page >= 1 && page <= total) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const [index, page] of sorted.entries()) {
    const before = sorted[index - 1];
    if (before !== undefined && page - before > 1) result.push(page - before === 2 ? page - 1 : 'gap');
    result.push(page);
  }
  return result;
}
