import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

/** The company profile: texts, contacts, office hours, key figures. */
export const fetchCompany = (locale: Locale, signal?: AbortSignal) => api.company.profile({ locale }, { signal });

export const companyQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['about', 'company', locale], queryFn: ({ signal }) => fetchCompany(locale, signal) });

export const useCompany = (locale: Locale) => useQuery(companyQuery(locale));
