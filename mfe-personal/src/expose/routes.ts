import type { RemoteRoutesModule } from '@tax/shared';

/**
 * The "personal" section's pages: what the shell patches into its router (the remote contract, ./routes).
 * Kept tiny (it is on the first load): loaders and pages are loaded when a page is first visited.
 */
const loaders = () => import('./loaders.ts');

const routes: RemoteRoutesModule = {
  section: 'personal',
  version: __APP_VERSION__,
  namespace: 'personal',
  translations: {
    uz: () => import('../locales/uz.json'),
    ru: () => import('../locales/ru.json'),
    en: () => import('../locales/en.json'),
  },
  pages: [
    {
      name: 'personal-product',
      path: '/personal/product',
      layout: 'default',
      loader: async (args) => (await loaders()).productsLoader(args),
      load: () => import('../features/products/components/ProductsPage.tsx'),
    },
    {
      name: 'personal-product-slug',
      path: '/personal/product/:slug',
      layout: 'default',
      parents: ['personal-product'],
      loader: async (args) => (await loaders()).productLoader(args),
      load: () => import('../features/products/components/ProductPage.tsx'),
    },
    {
      name: 'personal-requests',
      path: '/personal/requests',
      layout: 'default',
      middleware: ['auth'],
      loader: async (args) => (await loaders()).requestsLoader(args),
      load: () => import('../features/account/components/CabinetPage.tsx'),
    },
    {
      name: 'personal-partner',
      path: '/personal/partner',
      layout: 'default',
      loader: async (args) => (await loaders()).meLoader(args),
      load: () => import('../features/partner/components/PartnerPage.tsx'),
    },
    {
      name: 'signin',
      path: '/signin',
      layout: 'default',
      loader: async (args) => (await loaders()).meLoader(args),
      load: () => import('../features/account/components/SignInPage.tsx'),
    },
    {
      name: 'registration',
      path: '/registration',
      layout: 'default',
      loader: async (args) => (await loaders()).meLoader(args),
      load: () => import('../features/account/components/RegistrationPage.tsx'),
    },
  ],
};

export default routes;
