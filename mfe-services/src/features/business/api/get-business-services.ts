import { api, queryOptions, useQuery, type Api, type Locale } from '@tax/shared';

export type BusinessService = Awaited<ReturnType<Api['services']['list']>>['items'][number];

/** The services for businesses, most used first (the API's `category=business` filter). */
export async function getBusinessServices(locale: Locale, signal?: AbortSignal): Promise<BusinessService[]> {
  const { items } = await api.services.list({ locale, category: 'business', sort: 'popular', pageSize: 50 }, { signal });
  return items;
}

export const businessServicesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['services', 'business', locale],
    queryFn: ({ signal }) => getBusinessServices(locale, signal),
  });

export function useBusinessServices(locale: Locale) {
  return useQuery(businessServicesQueryOptions(locale));
}
