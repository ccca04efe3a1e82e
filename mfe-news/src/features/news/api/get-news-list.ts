import { api, queryOptions, useQuery, keepPreviousData, type Locale, type NewsListResponse } from '@tax/shared';

/** What the news list can be asked for: a page, and optionally a year and a topic. */
export interface NewsListParams {
  page: number;
  pageSize: number;
  year?: number | undefined;
  topic?: NewsTopic | undefined;
}

export type NewsTopic = NewsListResponse['topics'][number];

/** Fetches one page of the news, newest first, in the visitor's language. */
export function getNewsList(locale: Locale, params: NewsListParams, signal?: AbortSignal): Promise<NewsListResponse> {
  return api.news.list(
    {
      locale,
      page: params.page,
      pageSize: params.pageSize,
      ...(params.year ? { year: params.year } : {}),
      ...(params.topic ? { topic: params.topic } : {}),
    },
    signal ? { signal } : undefined,
  );
}

export function newsListQueryOptions(locale: Locale, params: NewsListParams) {
  return queryOptions({
    queryKey: ['news', 'list', locale, params.page, params.pageSize, params.year ?? null, params.topic ?? null] as const,
    queryFn: ({ signal }) => getNewsList(locale, params, signal),
  });
}

/** The news list; keeps the previous page on screen while the next one loads. */
export function useNewsList(locale: Locale, params: NewsListParams) {
  return useQuery({ ...newsListQueryOptions(locale, params), placeholderData: keepPreviousData });
}
