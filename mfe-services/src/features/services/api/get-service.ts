import { api, queryOptions, useQuery, type Locale } from '@tax/shared';
import type { Service } from './get-services.ts';

export async function getService(slug: string, locale: Locale, signal?: AbortSignal): Promise<Service> {
  const { item } = await api.services.get(slug, { locale }, { signal });
  return item;
}

export const serviceQueryOptions = (slug: string, locale: Locale) =>
  queryOptions({
    queryKey: ['services', 'detail', slug, locale],
    queryFn: ({ signal }) => getService(slug, locale, signal),
  });

export function useService(slug: string, locale: Locale) {
  return useQuery(serviceQueryOptions(slug, locale));
}
