import type { RemoteRoutesModule } from '@tax/shared';

/** The "home" section's pages: what the shell patches into its router (the remote contract, ./routes). */
const framePage = () => import('../features/frame/components/FramePage.tsx');

export const routes: RemoteRoutesModule = {
  section: 'home',
  version: __APP_VERSION__,
  namespace: 'home',
  translations: {
    uz: () => import('../locales/uz.json'),
    ru: () => import('../locales/ru.json'),
    en: () => import('../locales/en.json'),
  },
  pages: [
    { name: 'home', path: '/', layout: 'home', load: framePage },
    { name: 'search', path: '/search', layout: 'default', load: framePage },
  ],
};

export default routes;
