import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

/** Licences and certificates. */
export const getCertificates = (locale: Locale, signal?: AbortSignal) =>
  api.company.certificates({ locale }, signal ? { signal } : undefined);

export const certificatesQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['home', 'certificates', locale], queryFn: ({ signal }) => getCertificates(locale, signal) });

export const useCertificates = (locale: Locale) => useQuery(certificatesQuery(locale));
