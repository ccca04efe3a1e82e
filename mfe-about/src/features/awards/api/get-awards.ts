import { api, previewKey, queryOptions, useQuery, type Locale } from '@tax/shared';

/** Awards by year; with an editor's preview token, an award's draft among them. */
export const fetchAwards = (locale: Locale, preview: string | null, signal?: AbortSignal) =>
  api.company.awards({ locale }, { signal, preview });

export const awardsQuery = (locale: Locale, preview: string | null = null) =>
  queryOptions({
    queryKey: ['about', 'awards', locale, ...previewKey(preview)],
    queryFn: ({ signal }) => fetchAwards(locale, preview, signal),
  });

export const useAwards = (locale: Locale, preview: string | null = null) => useQuery(awardsQuery(locale, preview));
