import { defineSection, reloadNamespace } from '@tax/shared';

/**
 * The "news" section: its pages, their loaders and its strings (the remote contract, ./routes). The names and
 * paths here, with package.json "federation.prefixes", are the single truth of the section's routes: other
 * sections' typed links and the registry's route table are generated from them.
 */
const routes = defineSection({
  section: 'news',
  version: __APP_VERSION__,
  namespace: 'news',
  translations: {
    uz: () => import('../locales/uz.json'),
    ru: () => import('../locales/ru.json'),
    en: () => import('../locales/en.json'),
  },
  pages: [
    { name: 'news', path: '/news', loader: () => import('../pages/NewsPage.loader.ts'), load: () => import('../pages/NewsPage.tsx') },
    {
      name: 'news-slug',
      path: '/news/:slug',
      sitemap: { list: '/news', paged: true, lastmod: 'date' },
      parents: ['news'],
      loader: () => import('../pages/NewsArticlePage.loader.ts'),
      load: () => import('../pages/NewsArticlePage.tsx'),
    },
  ],
});

// Development (the team's dev server): a changed locale file applies in the open page without a reload.
import.meta.webpackHot?.accept(
  ['../locales/uz.json', '../locales/ru.json', '../locales/en.json'],
  () => void reloadNamespace(routes.namespace),
);

export default routes;
