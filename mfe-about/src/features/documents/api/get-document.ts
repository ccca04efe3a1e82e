import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

export type DocumentSlug = 'ustav' | 'oferta' | 'privacy' | 'accessibility';

/** The charter or the public offer, in sections. */
export const fetchDocument = (slug: DocumentSlug, locale: Locale, signal?: AbortSignal) =>
  api.company.document(slug, { locale }, { signal });

export const documentQuery = (slug: DocumentSlug, locale: Locale) =>
  queryOptions({ queryKey: ['about', 'document', slug, locale], queryFn: ({ signal }) => fetchDocument(slug, locale, signal) });

export const useDocument = (slug: DocumentSlug, locale: Locale) => useQuery(documentQuery(slug, locale));
