import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

/** Everyone on the staff pages (leadership, management, team). */
export const fetchStaff = (locale: Locale, signal?: AbortSignal) => api.company.staff({ locale }, { signal });

export const staffQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['about', 'staff', locale], queryFn: ({ signal }) => fetchStaff(locale, signal) });

export const useStaff = (locale: Locale) => useQuery(staffQuery(locale));
