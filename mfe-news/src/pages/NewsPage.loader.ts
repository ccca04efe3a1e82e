import { prefetchPage, type PageLoaderArgs } from '@tax/shared';
import { newsListQueryOptions } from '../features/news/api/get-news-list.ts';
import { parseListParams } from '../features/news/hooks/list-params.ts';
import { videosQueryOptions } from '../features/videos/api/get-videos.ts';

/**
 * `/news`: the list page the address asks for (page, year, topic), waited for; the video gallery below it loads
 * alongside (the server renders it with its videos: it was a loading skeleton in the markup, for ever to a reader
 * without scripts).
 */
export const loader = (args: PageLoaderArgs) =>
  prefetchPage(args, {
    wait: [newsListQueryOptions(args.locale, parseListParams(new URL(args.request.url).searchParams))],
    later: [videosQueryOptions(args.locale)],
  });
