import { achievementsQuery, useQuery, type Locale } from '@tax/shared';

/** The achievement counters: the kit's one query, which /about reads too. */
export { achievementsQuery };

export const useAchievements = (locale: Locale) => useQuery(achievementsQuery(locale));
