import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

/** The company profile (call-centre number, office hours). */
export const getCompany = (locale: Locale, signal?: AbortSignal) => api.company.profile({ locale }, signal ? { signal } : undefined);

export const companyQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['home', 'company', locale], queryFn: ({ signal }) => getCompany(locale, signal) });

export const useCompany = (locale: Locale) => useQuery(companyQuery(locale));
