import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

/** One staff member by slug (404 for an unknown slug). */
export const fetchStaffMember = (slug: string, locale: Locale, signal?: AbortSignal) =>
  api.company.staffMember(slug, { locale }, { signal });

export const staffMemberQuery = (slug: string, locale: Locale) =>
  queryOptions({ queryKey: ['about', 'staff', slug, locale], queryFn: ({ signal }) => fetchStaffMember(slug, locale, signal) });

export const useStaffMember = (slug: string, locale: Locale) => useQuery(staffMemberQuery(slug, locale));
