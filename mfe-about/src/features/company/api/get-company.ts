import { companyQuery, useQuery, type Locale } from '@tax/shared';

/** The company profile (texts, contacts, office hours, key figures): the kit's one query, which the home page reads too. */
export { companyQuery };

export const useCompany = (locale: Locale) => useQuery(companyQuery(locale));
