import type { PageLoaderArgs, RemoteRoutesModule } from '@tax/shared';

/**
 * The "about" section's pages: what the shell patches into its router (the remote contract, ./routes).
 * This module is on the first load, so it holds only names and paths: loaders and pages load lazily.
 */
type LoaderName = keyof typeof import('../app/loaders.ts');
const loader = (name: LoaderName) => async (args: PageLoaderArgs) => (await import('../app/loaders.ts'))[name](args);

const routes: RemoteRoutesModule = {
  section: 'about',
  version: __APP_VERSION__,
  namespace: 'about',
  translations: {
    uz: () => import('../locales/uz.json'),
    ru: () => import('../locales/ru.json'),
    en: () => import('../locales/en.json'),
  },
  pages: [
    { name: 'about', path: '/about', layout: 'default', loader: loader('about'), load: () => import('../app/pages/AboutPage.tsx') },
    {
      name: 'about-details',
      path: '/about/details',
      layout: 'default',
      parents: ['about'],
      loader: loader('details'),
      load: () => import('../app/pages/DetailsPage.tsx'),
    },
    {
      name: 'about-structure',
      path: '/about/structure',
      layout: 'default',
      parents: ['about'],
      loader: loader('structure'),
      load: () => import('../app/pages/StructurePage.tsx'),
    },
    {
      name: 'staff',
      path: '/staff',
      layout: 'default',
      parents: ['about'],
      loader: loader('staff'),
      load: () => import('../app/pages/StaffPage.tsx'),
    },
    {
      name: 'staff-slug',
      path: '/staff/:slug',
      layout: 'default',
      parents: ['about', 'staff'],
      loader: loader('staffMember'),
      load: () => import('../app/pages/StaffMemberPage.tsx'),
    },
    {
      name: 'vacancy',
      path: '/vacancy',
      layout: 'default',
      parents: ['about'],
      loader: loader('vacancies'),
      load: () => import('../app/pages/VacanciesPage.tsx'),
    },
    {
      name: 'vacancy-slug',
      path: '/vacancy/:slug',
      layout: 'default',
      parents: ['about', 'vacancy'],
      loader: loader('vacancy'),
      load: () => import('../app/pages/VacancyPage.tsx'),
    },
    {
      name: 'contacts',
      path: '/contacts',
      layout: 'default',
      loader: loader('contacts'),
      load: () => import('../app/pages/ContactsPage.tsx'),
    },
    {
      name: 'ustav',
      path: '/ustav',
      layout: 'default',
      parents: ['about'],
      loader: loader('ustav'),
      load: () => import('../app/pages/UstavPage.tsx'),
    },
    {
      name: 'oferta',
      path: '/oferta',
      layout: 'default',
      parents: ['about'],
      loader: loader('oferta'),
      load: () => import('../app/pages/OfertaPage.tsx'),
    },
  ],
};

export default routes;
