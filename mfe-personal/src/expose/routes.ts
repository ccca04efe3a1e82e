import { defineSection, reloadNamespace } from '@tax/shared';

/**
 * The "personal" section: its pages, their loaders and its strings (the remote contract, ./routes). The names and
 * paths here, with package.json "federation.prefixes", are the single truth of the section's routes: other
 * sections' typed links and the registry's route table are generated from them.
 */
const routes = defineSection({
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
      loader: () => import('../pages/ProductsPage.loader.ts'),
      load: () => import('../pages/ProductsPage.tsx'),
    },
    {
      name: 'personal-product-slug',
      path: '/personal/product/:slug',
      sitemap: { list: '/personal-products' },
      parents: ['personal-product'],
      loader: () => import('../pages/ProductPage.loader.ts'),
      load: () => import('../pages/ProductPage.tsx'),
    },
    {
      name: 'personal-requests',
      path: '/personal/requests',
      index: false,
      middleware: ['auth'],
      loader: () => import('../pages/CabinetPage.loader.ts'),
      load: () => import('../pages/CabinetPage.tsx'),
    },
    {
      name: 'personal-partner',
      path: '/personal/partner',
      loader: () => import('../pages/PartnerPage.loader.ts'),
      load: () => import('../pages/PartnerPage.tsx'),
    },
    {
      // The registration e-mail's link (?token=…): a one-time address, never cached or logged with its token.
      name: 'personal-confirm',
      path: '/personal/confirm',
      index: false,
      load: () => import('../pages/ConfirmPage.tsx'),
    },
    {
      name: 'signin',
      path: '/signin',
      index: false,
      loader: () => import('../pages/SignInPage.loader.ts'),
      load: () => import('../pages/SignInPage.tsx'),
    },
    {
      name: 'registration',
      path: '/registration',
      index: false,
      loader: () => import('../pages/RegistrationPage.loader.ts'),
      load: () => import('../pages/RegistrationPage.tsx'),
    },
    {
      name: 'password-reset',
      path: '/password-reset',
      index: false,
      load: () => import('../pages/PasswordResetPage.tsx'),
    },
  ],
});

// Development (the team's dev server): a changed locale file applies in the open page without a reload.
import.meta.webpackHot?.accept(
  ['../locales/uz.json', '../locales/ru.json', '../locales/en.json'],
  () => void reloadNamespace(routes.namespace),
);

export default routes;
