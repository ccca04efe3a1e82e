import { api, isPreviewAnswer, previewKey, queryOptions, useQuery, type Locale } from '@tax/shared';
import type { BusinessProduct } from './get-business-products.ts';

/** One product; with an editor's preview token (`?preview=`), its draft as Publish would make it. */
export async function getBusinessProduct(slug: string, locale: Locale, signal?: AbortSignal, preview: string | null = null) {
  const answer = await api.services.businessProduct(slug, { locale }, { signal, preview });
  return { item: answer.item as BusinessProduct, preview: isPreviewAnswer(answer) };
}

export const businessProductQueryOptions = (slug: string, locale: Locale, preview: string | null = null) =>
  queryOptions({
    queryKey: ['business-products', 'detail', slug, locale, ...previewKey(preview)],
    queryFn: ({ signal }) => getBusinessProduct(slug, locale, signal, preview),
  });

export function useBusinessProduct(slug: string, locale: Locale, preview: string | null = null) {
  return useQuery(businessProductQueryOptions(slug, locale, preview));
}
