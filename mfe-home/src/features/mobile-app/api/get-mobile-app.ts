import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

/** Where to download the mobile app. */
export const getMobileApp = (locale: Locale, signal?: AbortSignal) => api.company.mobileApp({ locale }, signal ? { signal } : undefined);

export const mobileAppQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['home', 'mobileApp', locale], queryFn: ({ signal }) => getMobileApp(locale, signal) });

export const useMobileApp = (locale: Locale) => useQuery(mobileAppQuery(locale));
