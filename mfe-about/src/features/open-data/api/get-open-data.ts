import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

/** Open data sets (download links via api.company.openDataUrl). */
export const fetchOpenData = (locale: Locale, signal?: AbortSignal) => api.company.openData({ locale }, { signal });

export const openDataQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['about', 'open-data', locale], queryFn: ({ signal }) => fetchOpenData(locale, signal) });

export const useOpenData = (locale: Locale) => useQuery(openDataQuery(locale));
