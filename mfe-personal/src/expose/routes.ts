import type { RemoteRoutesModule } from '@tax/shared';

/** The "personal" section's pages: what the shell patches into its router (the remote contract, ./routes). */
const framePage = () => import('../features/frame/components/FramePage.tsx');

export const routes: RemoteRoutesModule = {
  section: 'personal',
  version: __APP_VERSION__,
  namespace: 'personal',
  translations: {
    uz: () => import('../locales/uz.json'),
    ru: () => import('../locales/ru.json'),
    en: () => import('../locales/en.json'),
  },
  pages: [
    { name: 'personal-product', path: '/personal/product', layout: 'default', load: framePage },
    { name: 'personal-product-slug', path: '/personal/product/:slug', layout: 'default', parents: ['personal-product'], load: framePage },
    { name: 'signin', path: '/signin', layout: 'default', load: framePage },
    { name: 'registration', path: '/registration', layout: 'default', load: framePage },
  ],
};

export default routes;
