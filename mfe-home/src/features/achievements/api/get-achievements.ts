import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

/** The achievement counters. */
export const getAchievements = (locale: Locale, signal?: AbortSignal) =>
  api.company.achievements({ locale }, signal ? { signal } : undefined);

export const achievementsQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['home', 'achievements', locale], queryFn: ({ signal }) => getAchievements(locale, signal) });

export const useAchievements = (locale: Locale) => useQuery(achievementsQuery(locale));
