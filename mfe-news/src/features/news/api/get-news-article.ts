import { api, queryOptions, useQuery, type Locale, type NewsDetailResponse } from '@tax/shared';

/** Fetches one article (sanitized HTML body, previous, next, related) in the visitor's language. */
export function getNewsArticle(locale: Locale, slug: string, signal?: AbortSignal): Promise<NewsDetailResponse> {
  return api.news.get(slug, { locale }, signal ? { signal } : undefined);
}

export function newsArticleQueryOptions(locale: Locale, slug: string) {
  return queryOptions({
    queryKey: ['news', 'article', locale, slug] as const,
    queryFn: ({ signal }) => getNewsArticle(locale, slug, signal),
  });
}

/** The article; its loader has prefetched it (and thrown the 404 for an unknown slug). */
export function useNewsArticle(locale: Locale, slug: string) {
  return useQuery(newsArticleQueryOptions(locale, slug));
}
