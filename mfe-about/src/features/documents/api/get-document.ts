import { api, previewKey, queryOptions, useQuery, type Locale } from '@tax/shared';

export const DOCUMENT_SLUGS = ['ustav', 'oferta', 'privacy', 'accessibility'] as const;
export type DocumentSlug = (typeof DOCUMENT_SLUGS)[number];

/** The charter or the public offer, in sections, with the versions it replaced; with a preview token, the draft. */
export const fetchDocument = (slug: DocumentSlug, locale: Locale, preview: string | null, signal?: AbortSignal) =>
  api.company.document(slug, { locale }, { signal, preview });

export const documentQuery = (slug: DocumentSlug, locale: Locale, preview: string | null = null) =>
  queryOptions({
    queryKey: ['about', 'document', slug, locale, ...previewKey(preview)],
    queryFn: ({ signal }) => fetchDocument(slug, locale, preview, signal),
  });

export const useDocument = (slug: DocumentSlug, locale: Locale, preview: string | null = null) =>
  useQuery(documentQuery(slug, locale, preview));

/** A previous version whole, as it was in force, with the current version's label and date. */
export const documentVersionQuery = (slug: DocumentSlug, version: string, locale: Locale) =>
  queryOptions({
    queryKey: ['about', 'document', slug, 'versions', version, locale],
    queryFn: ({ signal }) => api.company.documentVersion(slug, version, { locale }, { signal }),
  });

export const useDocumentVersion = (slug: DocumentSlug, version: string, locale: Locale) =>
  useQuery(documentVersionQuery(slug, version, locale));

/** The document a version page is of, from its address (`/ru/ustav/versions/2.1` → `ustav`). */
export function documentSlugOf(pathname: string): DocumentSlug {
  const segments = pathname.split('/').filter(Boolean);
  const first = ['ru', 'en'].includes(segments[0] ?? '') ? segments[1] : segments[0];
  return DOCUMENT_SLUGS.find((slug) => slug === first) ?? 'ustav';
}

/**
 * A version label as its page's address ends (`3.1` → `3-1`): an address ending like a file name (`.1`) is never a
 * page, and labels have no dashes (the contract), so the address reads back to its label.
 */
export const versionAddress = (label: string) => label.replaceAll('.', '-');
export const labelOfAddress = (part: string) => part.replaceAll('-', '.');
