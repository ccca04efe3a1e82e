import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

/** Partners with their logos. */
export const getPartners = (locale: Locale, signal?: AbortSignal) => api.company.partners({ locale }, signal ? { signal } : undefined);

export const partnersQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['home', 'partners', locale], queryFn: ({ signal }) => getPartners(locale, signal) });

export const usePartners = (locale: Locale) => useQuery(partnersQuery(locale));
