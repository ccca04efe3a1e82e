import { api, queryOptions, useQuery, type Locale } from '@tax/shared';
import type { BusinessProduct } from './get-business-products.ts';

export async function getBusinessProduct(slug: string, locale: Locale, signal?: AbortSignal): Promise<BusinessProduct> {
  const { item } = await api.services.businessProduct(slug, { locale }, { signal });
  return item;
}

export const businessProductQueryOptions = (slug: string, locale: Locale) =>
  queryOptions({
    queryKey: ['business-products', 'detail', slug, locale],
    queryFn: ({ signal }) => getBusinessProduct(slug, locale, signal),
  });

export function useBusinessProduct(slug: string, locale: Locale) {
  return useQuery(businessProductQueryOptions(slug, locale));
}
