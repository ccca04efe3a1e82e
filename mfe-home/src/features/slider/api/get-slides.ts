import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

/** The main slider's announcements. */
export const getSlides = (locale: Locale, signal?: AbortSignal) => api.news.slides({ locale }, signal ? { signal } : undefined);

export const slidesQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['home', 'slides', locale], queryFn: ({ signal }) => getSlides(locale, signal) });

export const useSlides = (locale: Locale) => useQuery(slidesQuery(locale));
