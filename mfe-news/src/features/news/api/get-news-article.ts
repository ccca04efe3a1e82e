import { api, isApiError, queryOptions, useQuery, type Locale, type NewsDetailResponse } from '@tax/shared';

/**
 * Fetches one article (sanitized HTML body, previous, next, related) in the visitor's language. With an editor's
 * preview token (`?preview=` on the page's address), the draft: never cached, marked `preview`.
 */
export function getNewsArticle(locale: Locale, slug: string, preview: string | null, signal?: AbortSignal): Promise<NewsDetailResponse> {
  return api.news.get(slug, preview ? { locale, preview } : { locale }, signal ? { signal } : undefined);
}

export function newsArticleQueryOptions(locale: Locale, slug: string, preview: string | null = null) {
  return queryOptions({
    queryKey: ['news', 'article', locale, slug, ...(preview ? [{ preview }] : [])] as const,
    queryFn: ({ signal }) => getNewsArticle(locale, slug, preview, signal),
  });
}

/** The article; its loader has prefetched it (and thrown the 404 for an unknown slug, the 410 for a withdrawn one). */
export function useNewsArticle(locale: Locale, slug: string, preview: string | null = null) {
  return useQuery(newsArticleQueryOptions(locale, slug, preview));
}

/**
 * The article's current slug when `slug` is an old address of it: the API answers 301 with the new slug (a fetch that
 * followed it got the article under its new slug; one that did not, the 301 itself). Null otherwise.
 */
export function movedSlug(slug: string, data: NewsDetailResponse | undefined, error: unknown): string | null {
  if (data && data.item.slug !== slug) return data.item.slug;
  if (isApiError(error) && error.status === 301) {
    const moved = (error.body as { slug?: unknown } | undefined)?.slug;
    if (typeof moved === 'string') return moved;
  }
  return null;
}
