import { positiveIntParam } from '@tax/shared';
import type { VacancyFilter } from '../api/get-vacancies.ts';

const REGION_RE = /^[a-z-]{2,40}$/;

/** The vacancy list's filter from the address (`?region=bukhara&page=2`); nonsense is ignored. */
export function vacancyFilterFrom(search: URLSearchParams): VacancyFilter {
  const region = search.get('region') ?? '';
  return {
    ...(REGION_RE.test(region) ? { region } : {}),
    page: positiveIntParam(search.get('page'), 1000) ?? 1,
  };
}
