import { api, queryOptions, useQuery, type Api, type Locale } from '@tax/shared';

export type PersonalProduct = Awaited<ReturnType<Api['services']['personalProducts']>>['items'][number];

/** What the personal cabinet sells: a service page links to the product that orders it. */
export async function getPersonalProducts(locale: Locale, signal?: AbortSignal): Promise<PersonalProduct[]> {
  const { items } = await api.services.personalProducts({ locale }, { signal });
  return items;
}

export const personalProductsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['personal-products', 'list', locale],
    queryFn: ({ signal }) => getPersonalProducts(locale, signal),
  });

export function usePersonalProducts(locale: Locale) {
  return useQuery(personalProductsQueryOptions(locale));
}
