import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

/** Achievements in figures. */
export const fetchAchievements = (locale: Locale, signal?: AbortSignal) => api.company.achievements({ locale }, { signal });

export const achievementsQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['about', 'achievements', locale], queryFn: ({ signal }) => fetchAchievements(locale, signal) });

export const useAchievements = (locale: Locale) => useQuery(achievementsQuery(locale));
