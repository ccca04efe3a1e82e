import { api, previewKey, queryOptions, useQuery, type Locale } from '@tax/shared';

/** One staff member by slug (404 for an unknown slug); with an editor's preview token, the draft. */
export const fetchStaffMember = (slug: string, locale: Locale, preview: string | null, signal?: AbortSignal) =>
  api.company.staffMember(slug, { locale }, { signal, preview });

export const staffMemberQuery = (slug: string, locale: Locale, preview: string | null = null) =>
  queryOptions({
    queryKey: ['about', 'staff', slug, locale, ...previewKey(preview)],
    queryFn: ({ signal }) => fetchStaffMember(slug, locale, preview, signal),
  });

export const useStaffMember = (slug: string, locale: Locale, preview: string | null = null) =>
  useQuery(staffMemberQuery(slug, locale, preview));
