import { api, previewKey, queryOptions, useQuery, type Locale } from '@tax/shared';

/** The main slider's announcements; with an editor's preview token (`?preview=`), a slide's draft among them. */
export const getSlides = (locale: Locale, preview: string | null, signal?: AbortSignal) => api.news.slides({ locale }, { signal, preview });

export const slidesQuery = (locale: Locale, preview: string | null = null) =>
  queryOptions({
    queryKey: ['home', 'slides', locale, ...previewKey(preview)],
    queryFn: ({ signal }) => getSlides(locale, preview, signal),
  });

export const useSlides = (locale: Locale, preview: string | null = null) => useQuery(slidesQuery(locale, preview));
