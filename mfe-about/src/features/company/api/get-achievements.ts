import { achievementsQuery, useQuery, type Locale } from '@tax/shared';

/** Achievements in figures: the kit's one query, which the home page reads too. */
export { achievementsQuery };

export const useAchievements = (locale: Locale) => useQuery(achievementsQuery(locale));
