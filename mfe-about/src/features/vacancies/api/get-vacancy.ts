import { api, previewKey, queryOptions, useQuery, type Locale } from '@tax/shared';

/** One vacancy by slug (404 for an unknown slug); with an editor's preview token, its draft. */
export const fetchVacancy = (slug: string, locale: Locale, preview: string | null, signal?: AbortSignal) =>
  api.vacancies.get(slug, { locale }, { signal, preview });

export const vacancyQuery = (slug: string, locale: Locale, preview: string | null = null) =>
  queryOptions({
    queryKey: ['about', 'vacancy', slug, locale, ...previewKey(preview)],
    queryFn: ({ signal }) => fetchVacancy(slug, locale, preview, signal),
  });

export const useVacancy = (slug: string, locale: Locale, preview: string | null = null) => useQuery(vacancyQuery(slug, locale, preview));
