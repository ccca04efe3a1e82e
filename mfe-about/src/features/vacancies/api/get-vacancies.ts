import { api, keepPreviousData, queryOptions, useQuery, type Locale } from '@tax/shared';

export interface VacancyFilter {
  region?: string;
  page?: number;
}

export const VACANCY_PAGE_SIZE = 20;

/** Vacancies, open first, optionally in one region. */
export const fetchVacancies = (filter: VacancyFilter, locale: Locale, signal?: AbortSignal) =>
  api.vacancies.list(
    { locale, page: filter.page ?? 1, pageSize: VACANCY_PAGE_SIZE, ...(filter.region ? { region: filter.region as never } : {}) },
    { signal },
  );

export const vacanciesQuery = (filter: VacancyFilter, locale: Locale) =>
  queryOptions({
    queryKey: ['about', 'vacancies', locale, filter.region ?? '', filter.page ?? 1],
    queryFn: ({ signal }) => fetchVacancies(filter, locale, signal),
    placeholderData: keepPreviousData,
  });

export const useVacancies = (filter: VacancyFilter, locale: Locale) => useQuery(vacanciesQuery(filter, locale));
