import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

/** One vacancy by slug (404 for an unknown slug). */
export const fetchVacancy = (slug: string, locale: Locale, signal?: AbortSignal) => api.vacancies.get(slug, { locale }, { signal });

export const vacancyQuery = (slug: string, locale: Locale) =>
  queryOptions({ queryKey: ['about', 'vacancy', slug, locale], queryFn: ({ signal }) => fetchVacancy(slug, locale, signal) });

export const useVacancy = (slug: string, locale: Locale) => useQuery(vacancyQuery(slug, locale));
