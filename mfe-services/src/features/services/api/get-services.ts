import { api, isPreviewAnswer, previewKey, queryOptions, useQuery, type Api, type Locale } from '@tax/shared';

export type ServiceList = Awaited<ReturnType<Api['services']['list']>>;
export type Service = ServiceList['items'][number];

const PAGE_SIZE = 50;

/**
 * Every service in one language, most used first. The catalogue is small (a few dozen), so the pages search,
 * filter and sort it in the browser; further pages are fetched only if the catalogue ever outgrows one.
 */
export async function getServices(locale: Locale, signal?: AbortSignal, preview: string | null = null): Promise<ServicesRead> {
  const first = await api.services.list({ locale, pageSize: PAGE_SIZE, sort: 'popular' }, { signal, preview });
  const items = [...first.items];
  for (let page = 2; page <= first.totalPages; page += 1) {
    const next = await api.services.list({ locale, pageSize: PAGE_SIZE, sort: 'popular', page }, { signal, preview });
    items.push(...next.items);
  }
  return { items, preview: isPreviewAnswer(first) };
}

/** The list, and whether it is an editor's preview (a service's draft in it, `?preview=` on the page's address). */
export interface ServicesRead {
  items: Service[];
  preview: boolean;
}

export const servicesQueryOptions = (locale: Locale, preview: string | null = null) =>
  queryOptions({
    queryKey: ['services', 'list', locale, ...previewKey(preview)],
    queryFn: ({ signal }) => getServices(locale, signal, preview),
  });

export function useServices(locale: Locale, preview: string | null = null) {
  return useQuery({ ...servicesQueryOptions(locale, preview), select: (read: ServicesRead) => read.items });
}

/** Whether the list shown is an editor's preview (the page then says so). */
export function useServicesPreviewed(locale: Locale, preview: string | null): boolean {
  return useQuery({ ...servicesQueryOptions(locale, preview), select: (read: ServicesRead) => read.preview }).data === true;
}
