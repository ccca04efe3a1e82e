import { defineSection, reloadNamespace } from '@tax/shared';

/**
 * The "home" section: its pages, their loaders and its strings (the remote contract, ./routes). The names and
 * paths here, with package.json "federation.prefixes", are the single truth of the section's routes: other
 * sections' typed links and the registry's route table are generated from them.
 */
const routes = defineSection({
  section: 'home',
  version: __APP_VERSION__,
  namespace: 'home',
  translations: {
    uz: () => import('../locales/uz.json'),
    ru: () => import('../locales/ru.json'),
    en: () => import('../locales/en.json'),
  },
  pages: [
    {
      name: 'home',
      path: '/',
      layout: 'home',
      loader: () => import('../pages/HomePage.loader.ts'),
      // In the section's routes file itself: every visit of the section's first page needs it, so it comes without
      // a request of its own (220 bytes gzip and a round trip less); the search page loads on its own.
      load: () => import(/* webpackMode: "eager" */ '../pages/HomePage.tsx'),
    },
    {
      name: 'search',
      path: '/search',
      index: false,
      loader: () => import('../pages/SearchPage.loader.ts'),
      load: () => import('../pages/SearchPage.tsx'),
    },
  ],
});

// Development (the team's dev server): a changed locale file applies in the open page without a reload.
import.meta.webpackHot?.accept(
  ['../locales/uz.json', '../locales/ru.json', '../locales/en.json'],
  () => void reloadNamespace(routes.namespace),
);

export default routes;
