import { api, queryOptions, useQuery, type Api, type Locale } from '@tax/shared';

export type Region = Awaited<ReturnType<Api['regions']['list']>>['items'][number];

/** The regions with their offices: where every service is offered. */
export async function getRegions(locale: Locale, signal?: AbortSignal): Promise<Region[]> {
  const { items } = await api.regions.list({ locale }, { signal });
  return items;
}

export const regionsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['regions', 'list', locale],
    queryFn: ({ signal }) => getRegions(locale, signal),
  });

export function useRegions(locale: Locale) {
  return useQuery(regionsQueryOptions(locale));
}
