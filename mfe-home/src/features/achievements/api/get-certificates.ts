import { certificatesQuery, useQuery, type Locale } from '@tax/shared';

/** Licences and certificates: the kit's one query, which /about reads too. */
export { certificatesQuery };

export const useCertificates = (locale: Locale) => useQuery(certificatesQuery(locale));
