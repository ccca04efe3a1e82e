import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

/** Partners with logos. */
export const fetchPartners = (locale: Locale, signal?: AbortSignal) => api.company.partners({ locale }, { signal });

export const partnersQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['about', 'partners', locale], queryFn: ({ signal }) => fetchPartners(locale, signal) });

export const usePartners = (locale: Locale) => useQuery(partnersQuery(locale));
