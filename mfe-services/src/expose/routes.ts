import { defineSection, reloadNamespace } from '@tax/shared';

/**
 * The "services" section: its pages, their loaders and its strings (the remote contract, ./routes). The names and
 * paths here, with package.json "federation.prefixes", are the single truth of the section's routes: other
 * sections' typed links and the registry's route table are generated from them.
 * `/services/prices` and `/services/calculator` are static children: react-router ranks them above `:slug`,
 * and no service has (or may be given) those slugs.
 */
const routes = defineSection({
  section: 'services',
  version: __APP_VERSION__,
  namespace: 'services',
  translations: {
    uz: () => import('../locales/uz.json'),
    ru: () => import('../locales/ru.json'),
    en: () => import('../locales/en.json'),
  },
  pages: [
    {
      name: 'services',
      path: '/services',
      loader: () => import('../pages/ServicesPage.loader.ts'),
      load: () => import('../pages/ServicesPage.tsx'),
    },
    {
      name: 'services-prices',
      path: '/services/prices',
      parents: ['services'],
      loader: () => import('../pages/PriceListPage.loader.ts'),
      load: () => import('../pages/PriceListPage.tsx'),
    },
    {
      name: 'services-calculator',
      path: '/services/calculator',
      parents: ['services'],
      loader: () => import('../pages/CalculatorPage.loader.ts'),
      load: () => import('../pages/CalculatorPage.tsx'),
    },
    {
      name: 'services-slug',
      path: '/services/:slug',
      sitemap: { list: '/services', paged: true },
      parents: ['services'],
      loader: () => import('../pages/ServicePage.loader.ts'),
      load: () => import('../pages/ServicePage.tsx'),
    },
    {
      name: 'business',
      path: '/business',
      loader: () => import('../pages/BusinessPage.loader.ts'),
      load: () => import('../pages/BusinessPage.tsx'),
    },
    {
      name: 'business-products',
      path: '/business/products',
      parents: ['business'],
      loader: () => import('../pages/BusinessProductsPage.loader.ts'),
      load: () => import('../pages/BusinessProductsPage.tsx'),
    },
    {
      name: 'business-products-details',
      path: '/business/products/details',
      parents: ['business', 'business-products'],
      loader: () => import('../pages/BusinessProductDetailsPage.loader.ts'),
      load: () => import('../pages/BusinessProductDetailsPage.tsx'),
    },
  ],
});

// Development (the team's dev server): a changed locale file applies in the open page without a reload.
import.meta.webpackHot?.accept(
  ['../locales/uz.json', '../locales/ru.json', '../locales/en.json'],
  () => void reloadNamespace(routes.namespace),
);

export default routes;
