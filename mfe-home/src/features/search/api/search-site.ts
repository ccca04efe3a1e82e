import { api, keepPreviousData, queryOptions, useQuery, type Locale } from '@tax/shared';
import type { SearchKind } from '../hooks/search-params.ts';

export interface SearchArgs {
  q: string;
  locale: Locale;
  page: number;
  kind?: SearchKind;
}

export const PAGE_SIZE = 10;

/** Full-text search of the site in one language, ranked, with <mark> snippets and counts by kind. */
export const searchSite = ({ q, locale, page, kind }: SearchArgs, signal?: AbortSignal) =>
  api.search({ q, locale, page, pageSize: PAGE_SIZE, ...(kind ? { kind } : {}) }, signal ? { signal } : undefined);

export const searchQuery = (args: SearchArgs) =>
  queryOptions({
    queryKey: ['home', 'search', args.locale, args.q, args.kind ?? 'all', args.page],
    queryFn: ({ signal }) => searchSite(args, signal),
    enabled: args.q.length > 0,
  });

export const useSearch = (args: SearchArgs) => useQuery({ ...searchQuery(args), placeholderData: keepPreviousData });
