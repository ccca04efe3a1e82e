import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

/** The 14 regions with their offices, and their grouping (Tashkent city, then the rest). */
export const fetchRegions = (locale: Locale, signal?: AbortSignal) => api.regions.list({ locale }, { signal });

export const regionsQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['about', 'regions', locale], queryFn: ({ signal }) => fetchRegions(locale, signal) });

export const useRegions = (locale: Locale) => useQuery(regionsQuery(locale));
