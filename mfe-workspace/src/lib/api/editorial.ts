/** The editorial API's queries as the content pages read them (editor role). */
import { queryOptions } from '@tax/shared';
import type { NewsEditorialListQuery } from '@tax/shared/staff-api';
import { staffApi } from './staff.ts';

export const EDITORIAL_KEY = ['workspace', 'editorial'] as const;

export const newsListQuery = (query: NewsEditorialListQuery) =>
  queryOptions({
    queryKey: [...EDITORIAL_KEY, 'news', 'list', query] as const,
    queryFn: ({ signal }) => staffApi.editorial.news.list(query, { signal }),
  });

export const newsItemKey = (id: string) => [...EDITORIAL_KEY, 'news', 'item', id] as const;

export const newsItemQuery = (id: string) =>
  queryOptions({
    queryKey: newsItemKey(id),
    queryFn: ({ signal }) => staffApi.editorial.news.get(id, { signal }),
    // The editor holds the text; a refetch on focus would not replace it, and would only cost requests.
    refetchOnWindowFocus: false,
  });

export const newsRevisionsQuery = (id: string) =>
  queryOptions({
    queryKey: [...EDITORIAL_KEY, 'news', 'revisions', id] as const,
    queryFn: ({ signal }) => staffApi.editorial.news.revisions(id, { signal }),
  });

export const newsDiffQuery = (id: string, from: number, to: number) =>
  queryOptions({
    queryKey: [...EDITORIAL_KEY, 'news', 'diff', id, from, to] as const,
    queryFn: ({ signal }) => staffApi.editorial.news.diff(id, { from, to }, { signal }),
    staleTime: Infinity,
  });
