import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

/** The organisational tree. */
export const fetchStructure = (locale: Locale, signal?: AbortSignal) => api.company.structure({ locale }, { signal });

export const structureQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['about', 'structure', locale], queryFn: ({ signal }) => fetchStructure(locale, signal) });

export const useStructure = (locale: Locale) => useQuery(structureQuery(locale));
