import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

/** The central apparatus: departments and their heads. */
export const fetchDepartments = (locale: Locale, signal?: AbortSignal) => api.company.departments({ locale }, { signal });

export const departmentsQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['about', 'departments', locale], queryFn: ({ signal }) => fetchDepartments(locale, signal) });

export const useDepartments = (locale: Locale) => useQuery(departmentsQuery(locale));
