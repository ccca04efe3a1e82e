import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

/** Licences and certificates with their scans. */
export const fetchCertificates = (locale: Locale, signal?: AbortSignal) => api.company.certificates({ locale }, { signal });

export const certificatesQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['about', 'certificates', locale], queryFn: ({ signal }) => fetchCertificates(locale, signal) });

export const useCertificates = (locale: Locale) => useQuery(certificatesQuery(locale));
