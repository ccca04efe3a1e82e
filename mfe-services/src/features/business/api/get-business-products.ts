import { api, queryOptions, useQuery, type Api, type Locale } from '@tax/shared';

export type BusinessProduct = Awaited<ReturnType<Api['services']['businessProducts']>>['items'][number];

export async function getBusinessProducts(locale: Locale, signal?: AbortSignal): Promise<BusinessProduct[]> {
  const { items } = await api.services.businessProducts({ locale }, { signal });
  return items;
}

export const businessProductsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['business-products', 'list', locale],
    queryFn: ({ signal }) => getBusinessProducts(locale, signal),
  });

export function useBusinessProducts(locale: Locale) {
  return useQuery(businessProductsQueryOptions(locale));
}
