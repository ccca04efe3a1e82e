import type { RemoteRoutesModule } from '@tax/shared';

/** The "news" section's pages: what the shell patches into its router (the remote contract, ./routes). */
const framePage = () => import('../features/frame/components/FramePage.tsx');

export const routes: RemoteRoutesModule = {
  section: 'news',
  version: __APP_VERSION__,
  namespace: 'news',
  translations: {
    uz: () => import('../locales/uz.json'),
    ru: () => import('../locales/ru.json'),
    en: () => import('../locales/en.json'),
  },
  pages: [
    { name: 'news', path: '/news', layout: 'default', load: framePage },
    { name: 'news-slug', path: '/news/:slug', layout: 'default', parents: ['news'], load: framePage },
  ],
};

export default routes;
