import { queryOptions, regionsQuery, useQuery, type Locale } from '@tax/shared';

/** The regions with their offices: where every service is offered (the kit's one regions query, its list only). */
export const useRegions = (locale: Locale) => useQuery(queryOptions({ ...regionsQuery(locale), select: (data) => data.items }));
