import { prefetchPage, type PageLoaderArgs } from '@tax/shared';
import { searchQuery } from '../features/search/api/search-site.ts';
import { parseSearchParams } from '../features/search/hooks/search-params.ts';

/** `/search`: the results for the address's query, if it has one. */
export const loader = (args: PageLoaderArgs) => {
  const state = parseSearchParams(new URL(args.request.url).search);
  return prefetchPage(args, { wait: state.q ? [searchQuery({ locale: args.locale, ...state })] : [] });
};
