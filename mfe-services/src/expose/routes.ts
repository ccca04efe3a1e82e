import type { RemoteRoutesModule } from '@tax/shared';
import { NAMESPACE, translations } from '../app/namespace.ts';
import { prefetch, prefetchOrNotFound, productParam } from '../app/loaders.ts';
import { servicesQueryOptions } from '../features/services/api/get-services.ts';
import { serviceQueryOptions } from '../features/services/api/get-service.ts';
import { regionsQueryOptions } from '../features/services/api/get-regions.ts';
import { personalProductsQueryOptions } from '../features/services/api/get-personal-products.ts';
import { businessProductsQueryOptions } from '../features/business/api/get-business-products.ts';
import { businessProductQueryOptions } from '../features/business/api/get-business-product.ts';
import { businessServicesQueryOptions } from '../features/business/api/get-business-services.ts';

/**
 * The "services" section's pages: what the shell patches into its router (the remote contract, ./routes).
 * Kept tiny (it is on the first load): each page's code is loaded when the page is first visited.
 * `/services/prices` and `/services/calculator` are static children: react-router ranks them above `:slug`,
 * and no service has (or may be given) those slugs.
 */
const routes: RemoteRoutesModule = {
  section: 'services',
  version: __APP_VERSION__,
  namespace: NAMESPACE,
  translations,
  pages: [
    {
      name: 'services',
      path: '/services',
      layout: 'default',
      loader: ({ locale, queryClient }) => prefetch(queryClient.ensureQueryData(servicesQueryOptions(locale))),
      load: () => import('../features/services/components/ServicesPage.tsx'),
    },
    {
      name: 'services-prices',
      path: '/services/prices',
      layout: 'default',
      parents: ['services'],
      loader: ({ locale, queryClient }) => prefetch(queryClient.ensureQueryData(servicesQueryOptions(locale))),
      load: () => import('../features/services/components/PriceListPage.tsx'),
    },
    {
      name: 'services-calculator',
      path: '/services/calculator',
      layout: 'default',
      parents: ['services'],
      loader: ({ locale, queryClient }) => prefetch(queryClient.ensureQueryData(servicesQueryOptions(locale))),
      load: () => import('../features/services/components/CalculatorPage.tsx'),
    },
    {
      name: 'services-slug',
      path: '/services/:slug',
      layout: 'default',
      parents: ['services'],
      loader: ({ params, locale, queryClient }) =>
        prefetchOrNotFound(
          queryClient.ensureQueryData(serviceQueryOptions(params.slug ?? '', locale)),
          queryClient.prefetchQuery(regionsQueryOptions(locale)),
          queryClient.prefetchQuery(personalProductsQueryOptions(locale)),
        ),
      load: () => import('../features/services/components/ServicePage.tsx'),
    },
    {
      name: 'business',
      path: '/business',
      layout: 'default',
      loader: ({ locale, queryClient }) =>
        prefetch(
          queryClient.ensureQueryData(businessServicesQueryOptions(locale)),
          queryClient.ensureQueryData(businessProductsQueryOptions(locale)),
        ),
      load: () => import('../features/business/components/BusinessPage.tsx'),
    },
    {
      name: 'business-products',
      path: '/business/products',
      layout: 'default',
      parents: ['business'],
      loader: ({ locale, queryClient }) => prefetch(queryClient.ensureQueryData(businessProductsQueryOptions(locale))),
      load: () => import('../features/business/components/ProductsPage.tsx'),
    },
    {
      name: 'business-products-details',
      path: '/business/products/details',
      layout: 'default',
      parents: ['business', 'business-products'],
      loader: ({ request, locale, queryClient }) => {
        const slug = productParam(request);
        return slug
          ? prefetchOrNotFound(queryClient.ensureQueryData(businessProductQueryOptions(slug, locale)))
          : prefetch(queryClient.ensureQueryData(businessProductsQueryOptions(locale)));
      },
      load: () => import('../features/business/components/ProductDetailsPage.tsx'),
    },
  ],
};

export default routes;
