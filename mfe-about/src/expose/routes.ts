import type { RemoteRoutesModule } from '@tax/shared';

/** The "about" section's pages: what the shell patches into its router (the remote contract, ./routes). */
const framePage = () => import('../features/frame/components/FramePage.tsx');

export const routes: RemoteRoutesModule = {
  section: 'about',
  version: __APP_VERSION__,
  namespace: 'about',
  translations: {
    uz: () => import('../locales/uz.json'),
    ru: () => import('../locales/ru.json'),
    en: () => import('../locales/en.json'),
  },
  pages: [
    { name: 'about', path: '/about', layout: 'default', load: framePage },
    { name: 'about-details', path: '/about/details', layout: 'default', parents: ['about'], load: framePage },
    { name: 'about-structure', path: '/about/structure', layout: 'default', parents: ['about'], load: framePage },
    { name: 'staff', path: '/staff', layout: 'default', parents: ['about'], load: framePage },
    { name: 'staff-slug', path: '/staff/:slug', layout: 'default', parents: ['about', 'staff'], load: framePage },
    { name: 'vacancy', path: '/vacancy', layout: 'default', parents: ['about'], load: framePage },
    { name: 'vacancy-slug', path: '/vacancy/:slug', layout: 'default', parents: ['about', 'vacancy'], load: framePage },
    { name: 'contacts', path: '/contacts', layout: 'default', load: framePage },
    { name: 'ustav', path: '/ustav', layout: 'default', parents: ['about'], load: framePage },
    { name: 'oferta', path: '/oferta', layout: 'default', parents: ['about'], load: framePage },
  ],
};

export default routes;
