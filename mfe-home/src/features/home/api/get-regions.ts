import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

/** The 14 regions with their offices, and their groups. */
export const getRegions = (locale: Locale, signal?: AbortSignal) => api.regions.list({ locale }, signal ? { signal } : undefined);

export const regionsQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['home', 'regions', locale], queryFn: ({ signal }) => getRegions(locale, signal) });

export const useRegions = (locale: Locale) => useQuery(regionsQuery(locale));
