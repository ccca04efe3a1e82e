import { prefetchPage, type PageLoaderArgs } from '@tax/shared';
import { newsListQueryOptions } from '../features/news/api/get-news-list.ts';
import { parseListParams } from '../features/news/hooks/list-params.ts';

/** `/news`: the list page the address asks for (page, year, topic). */
export const loader = (args: PageLoaderArgs) =>
  prefetchPage(args, { wait: [newsListQueryOptions(args.locale, parseListParams(new URL(args.request.url).searchParams))] });
