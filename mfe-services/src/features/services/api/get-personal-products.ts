import { personalProductsQuery, useQuery, type Api, type Locale } from '@tax/shared';

export type PersonalProduct = Awaited<ReturnType<Api['services']['personalProducts']>>['items'][number];

/** What the personal cabinet sells: a service page links to the product that orders it (the kit's one query). */
export { personalProductsQuery };

const items = (data: { items: PersonalProduct[] }) => data.items;

export function usePersonalProducts(locale: Locale) {
  return useQuery({ ...personalProductsQuery(locale), select: items });
}
