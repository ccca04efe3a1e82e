import type { RemoteRoutesModule } from '@tax/shared';

/** The "services" section's pages: what the shell patches into its router (the remote contract, ./routes). */
const framePage = () => import('../features/frame/components/FramePage.tsx');

export const routes: RemoteRoutesModule = {
  section: 'services',
  version: __APP_VERSION__,
  namespace: 'services',
  translations: {
    uz: () => import('../locales/uz.json'),
    ru: () => import('../locales/ru.json'),
    en: () => import('../locales/en.json'),
  },
  pages: [
    { name: 'services', path: '/services', layout: 'default', load: framePage },
    { name: 'services-slug', path: '/services/:slug', layout: 'default', parents: ['services'], load: framePage },
    { name: 'business', path: '/business', layout: 'default', load: framePage },
    { name: 'business-products', path: '/business/products', layout: 'default', parents: ['business'], load: framePage },
    { name: 'business-products-details', path: '/business/products/details', layout: 'default', parents: ['business', 'business-products'], load: framePage },
  ],
};

export default routes;
