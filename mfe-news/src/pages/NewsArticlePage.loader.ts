import { localizedPath, prefetchPage, redirect, type PageLoaderArgs } from '@tax/shared';
import { movedSlug, newsArticleQueryOptions } from '../features/news/api/get-news-article.ts';

/**
 * `/news/:slug`: the article; an unknown slug is the 404, a withdrawn article the 410, an old slug of a renamed one a
 * 301 to its new address. `?preview=<token>`: an editor's draft (the site server never caches such a page).
 */
export async function loader(args: PageLoaderArgs) {
  const slug = args.params.slug ?? '';
  const preview = new URL(args.request.url).searchParams.get('preview');
  const main = newsArticleQueryOptions(args.locale, slug, preview);
  await prefetchPage(args, { main });
  const moved = preview
    ? null
    : movedSlug(slug, args.queryClient.getQueryData(main.queryKey), args.queryClient.getQueryState(main.queryKey)?.error);
  if (moved) throw redirect(localizedPath('news-slug', args.locale, { slug: moved }), 301);
  return null;
}
