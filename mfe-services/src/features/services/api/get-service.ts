import { api, isPreviewAnswer, previewKey, queryOptions, useQuery, type Locale } from '@tax/shared';
import type { Service } from './get-services.ts';

/** One service; with an editor's preview token (`?preview=`), its draft as Publish would make it. */
export async function getService(slug: string, locale: Locale, signal?: AbortSignal, preview: string | null = null) {
  const answer = await api.services.get(slug, { locale }, { signal, preview });
  return { item: answer.item as Service, preview: isPreviewAnswer(answer) };
}

export const serviceQueryOptions = (slug: string, locale: Locale, preview: string | null = null) =>
  queryOptions({
    queryKey: ['services', 'detail', slug, locale, ...previewKey(preview)],
    queryFn: ({ signal }) => getService(slug, locale, signal, preview),
  });

export function useService(slug: string, locale: Locale, preview: string | null = null) {
  return useQuery(serviceQueryOptions(slug, locale, preview));
}
