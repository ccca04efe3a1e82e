/** The editorial API's queries as the content pages read them (editor role), for any content type. */
import { queryOptions } from '@tax/shared';
import type { EditorialType } from '@tax/shared/staff-api';
import { staffApi } from './staff.ts';

export const EDITORIAL_KEY = ['workspace', 'editorial'] as const;

export const contentListKey = (type: EditorialType) => [...EDITORIAL_KEY, type, 'list'] as const;

export const contentListQuery = (type: EditorialType, query: object) =>
  queryOptions({
    queryKey: [...contentListKey(type), query] as const,
    queryFn: ({ signal }) => staffApi.editorial.of(type).list(query as never, { signal }),
  });

export const contentItemKey = (type: EditorialType, id: string) => [...EDITORIAL_KEY, type, 'item', id] as const;

export const contentItemQuery = (type: EditorialType, id: string) =>
  queryOptions({
    queryKey: contentItemKey(type, id),
    queryFn: ({ signal }) => staffApi.editorial.of(type).get(id, { signal }),
    // The editor holds the text; a refetch on focus would not replace it, and would only cost requests.
    refetchOnWindowFocus: false,
  });

export const contentRevisionsKey = (type: EditorialType, id: string) => [...EDITORIAL_KEY, type, 'revisions', id] as const;

export const contentRevisionsQuery = (type: EditorialType, id: string) =>
  queryOptions({
    queryKey: contentRevisionsKey(type, id),
    queryFn: ({ signal }) => staffApi.editorial.of(type).revisions(id, { signal }),
  });

export const contentDiffQuery = (type: EditorialType, id: string, from: number, to: number) =>
  queryOptions({
    queryKey: [...EDITORIAL_KEY, type, 'diff', id, from, to] as const,
    queryFn: ({ signal }) => staffApi.editorial.of(type).diff(id, { from, to }, { signal }),
    staleTime: Infinity,
  });
