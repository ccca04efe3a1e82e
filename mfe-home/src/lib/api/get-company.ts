import { companyQuery, useQuery, type Locale } from '@tax/shared';

/** The company profile (call-centre number, office hours): the kit's one query, which /about reads too. */
export { companyQuery };

export const useCompany = (locale: Locale) => useQuery(companyQuery(locale));
