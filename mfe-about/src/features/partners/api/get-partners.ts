import { partnersQuery, useQuery, type Locale } from '@tax/shared';

/** Partners with logos: the kit's one query, which the home page reads too. */
export { partnersQuery };

export const usePartners = (locale: Locale, preview: string | null = null) => useQuery(partnersQuery(locale, preview));
