import { certificatesQuery, useQuery, type Locale } from '@tax/shared';

/** Licences and certificates with their scans: the kit's one query, which the home page reads too. */
export { certificatesQuery };

export const useCertificates = (locale: Locale, preview: string | null = null) => useQuery(certificatesQuery(locale, preview));
