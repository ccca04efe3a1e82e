import { isApiError, notFound, type PageLoaderArgs, type RemoteRoutesModule } from '@tax/shared';
import { translations, NAMESPACE } from '../app/translations.ts';
import { newsListQueryOptions } from '../features/news/api/get-news-list.ts';
import { newsArticleQueryOptions } from '../features/news/api/get-news-article.ts';
import { parseListParams } from '../features/news/hooks/list-params.ts';

/** The "news" section's pages: what the shell patches into its router (the remote contract, ./routes). */

/** Prefetches the list page the address asks for; a failure is left to the page's own error state and retry. */
async function newsLoader({ request, locale, queryClient }: PageLoaderArgs) {
  const params = parseListParams(new URL(request.url).searchParams);
  await queryClient.ensureQueryData(newsListQueryOptions(locale, params)).catch(() => undefined);
  return null;
}

/** Prefetches the article; an unknown slug is the shell's 404. */
async function articleLoader({ params, locale, queryClient }: PageLoaderArgs) {
  const slug = params.slug ?? '';
  try {
    await queryClient.ensureQueryData(newsArticleQueryOptions(locale, slug));
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound();
    // Other failures: the page shows its error state with a retry.
  }
  return null;
}

const routes: RemoteRoutesModule = {
  section: 'news',
  version: __APP_VERSION__,
  namespace: NAMESPACE,
  translations,
  pages: [
    { name: 'news', path: '/news', layout: 'default', loader: newsLoader, load: () => import('../app/pages/NewsPage.tsx') },
    {
      name: 'news-slug',
      path: '/news/:slug',
      layout: 'default',
      parents: ['news'],
      loader: articleLoader,
      load: () => import('../features/news/components/NewsArticlePage.tsx'),
    },
  ],
};

export default routes;
