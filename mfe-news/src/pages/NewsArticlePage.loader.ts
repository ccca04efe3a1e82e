import { prefetchPage, type PageLoaderArgs } from '@tax/shared';
import { newsArticleQueryOptions } from '../features/news/api/get-news-article.ts';

/** `/news/:slug`: the article; an unknown slug is the 404. */
export const loader = (args: PageLoaderArgs) => prefetchPage(args, { main: newsArticleQueryOptions(args.locale, args.params.slug ?? '') });
