import { api, queryOptions, useQuery, type Api, type Locale } from '@tax/shared';

export type ServiceList = Awaited<ReturnType<Api['services']['list']>>;
export type Service = ServiceList['items'][number];

const PAGE_SIZE = 50;

/**
 * Every service in one language, most used first. The catalogue is small (a few dozen), so the pages search,
 * filter and sort it in the browser; further pages are fetched only if the catalogue ever outgrows one.
 */
export async function getServices(locale: Locale, signal?: AbortSignal): Promise<Service[]> {
  const first = await api.services.list({ locale, pageSize: PAGE_SIZE, sort: 'popular' }, { signal });
  const items = [...first.items];
  for (let page = 2; page <= first.totalPages; page += 1) {
    const next = await api.services.list({ locale, pageSize: PAGE_SIZE, sort: 'popular', page }, { signal });
    items.push(...next.items);
  }
  return items;
}

export const servicesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['services', 'list', locale],
    queryFn: ({ signal }) => getServices(locale, signal),
  });

export function useServices(locale: Locale) {
  return useQuery(servicesQueryOptions(locale));
}
