import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

/** Awards by year. */
export const fetchAwards = (locale: Locale, signal?: AbortSignal) => api.company.awards({ locale }, { signal });

export const awardsQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['about', 'awards', locale], queryFn: ({ signal }) => fetchAwards(locale, signal) });

export const useAwards = (locale: Locale) => useQuery(awardsQuery(locale));
