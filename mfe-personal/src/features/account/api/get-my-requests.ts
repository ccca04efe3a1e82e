import { api, queryOptions, useQuery, type Locale } from '@tax/shared';
import { MY_REQUESTS_KEY } from '../../../lib/api/my-requests-key.ts';

/** The signed-in visitor's own service requests, service titles in the locale. */
export const getMyRequests = (locale: Locale) => api.auth.myRequests({ locale });

export const myRequestsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: [...MY_REQUESTS_KEY, locale], queryFn: () => getMyRequests(locale), staleTime: 0 });

export const useMyRequests = (locale: Locale) => useQuery(myRequestsQueryOptions(locale));

export type MyRequest = Awaited<ReturnType<typeof getMyRequests>>['items'][number];
