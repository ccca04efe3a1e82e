import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

/** The 14 regions (codes for the service request's `region_name`, names for the cabinet's list). */
export const getRegions = (locale: Locale) => api.regions.list({ locale });

export const regionsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['personal', 'regions', locale], queryFn: () => getRegions(locale), staleTime: 5 * 60_000 });

export const useRegions = (locale: Locale) => useQuery(regionsQueryOptions(locale));
