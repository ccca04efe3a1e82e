import { partnersQuery, useQuery, type Locale } from '@tax/shared';

/** Partners with their logos: the kit's one query, which /about reads too. */
export { partnersQuery };

export const usePartners = (locale: Locale) => useQuery(partnersQuery(locale));
