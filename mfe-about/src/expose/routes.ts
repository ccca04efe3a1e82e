import { defineSection, reloadNamespace } from '@tax/shared';

/**
 * The "about" section: its pages, their loaders and its strings (the remote contract, ./routes). The names and
 * paths here, with package.json "federation.prefixes", are the single truth of the section's routes: other
 * sections' typed links and the registry's route table are generated from them.
 */
const routes = defineSection({
  section: 'about',
  version: __APP_VERSION__,
  namespace: 'about',
  translations: {
    uz: () => import('../locales/uz.json'),
    ru: () => import('../locales/ru.json'),
    en: () => import('../locales/en.json'),
  },
  pages: [
    {
      name: 'about',
      path: '/about',
      loader: () => import('../pages/AboutPage.loader.ts'),
      load: () => import('../pages/AboutPage.tsx'),
    },
    {
      name: 'about-details',
      path: '/about/details',
      parents: ['about'],
      loader: () => import('../pages/DetailsPage.loader.ts'),
      load: () => import('../pages/DetailsPage.tsx'),
    },
    {
      name: 'about-structure',
      path: '/about/structure',
      parents: ['about'],
      loader: () => import('../pages/StructurePage.loader.ts'),
      load: () => import('../pages/StructurePage.tsx'),
    },
    {
      name: 'staff',
      path: '/staff',
      parents: ['about'],
      loader: () => import('../pages/StaffPage.loader.ts'),
      load: () => import('../pages/StaffPage.tsx'),
    },
    {
      name: 'staff-slug',
      path: '/staff/:slug',
      sitemap: { list: '/staff' },
      parents: ['about', 'staff'],
      loader: () => import('../pages/StaffMemberPage.loader.ts'),
      load: () => import('../pages/StaffMemberPage.tsx'),
    },
    {
      name: 'vacancy',
      path: '/vacancy',
      parents: ['about'],
      loader: () => import('../pages/VacanciesPage.loader.ts'),
      load: () => import('../pages/VacanciesPage.tsx'),
    },
    {
      name: 'vacancy-slug',
      path: '/vacancy/:slug',
      sitemap: { list: '/vacancies', paged: true, lastmod: 'published' },
      parents: ['about', 'vacancy'],
      loader: () => import('../pages/VacancyPage.loader.ts'),
      load: () => import('../pages/VacancyPage.tsx'),
    },
    {
      name: 'contacts',
      path: '/contacts',
      loader: () => import('../pages/ContactsPage.loader.ts'),
      load: () => import('../pages/ContactsPage.tsx'),
    },
    {
      name: 'ustav',
      path: '/ustav',
      parents: ['about'],
      loader: () => import('../pages/UstavPage.loader.ts'),
      load: () => import('../pages/UstavPage.tsx'),
    },
    {
      name: 'oferta',
      path: '/oferta',
      parents: ['about'],
      loader: () => import('../pages/OfertaPage.loader.ts'),
      load: () => import('../pages/OfertaPage.tsx'),
    },
    {
      name: 'privacy',
      path: '/privacy',
      parents: ['about'],
      loader: () => import('../pages/PrivacyPage.loader.ts'),
      load: () => import('../pages/PrivacyPage.tsx'),
    },
    {
      name: 'accessibility',
      path: '/accessibility',
      parents: ['about'],
      loader: () => import('../pages/AccessibilityPage.loader.ts'),
      load: () => import('../pages/AccessibilityPage.tsx'),
    },
    {
      name: 'ustav-version',
      path: '/ustav/versions/:slug',
      // A replaced version (`:slug` is its label, `3-0` for 3.0: every page parameter of the site is named slug, which polymorphic
      // links rely on). Readable by anyone; search engines are sent to the version in force.
      index: false,
      parents: ['about', 'ustav'],
      loader: () => import('../pages/DocumentVersionPage.loader.ts'),
      load: () => import('../pages/DocumentVersionPage.tsx'),
    },
    {
      name: 'oferta-version',
      path: '/oferta/versions/:slug',
      // A replaced version (`:slug` is its label, `3-0` for 3.0: every page parameter of the site is named slug, which polymorphic
      // links rely on). Readable by anyone; search engines are sent to the version in force.
      index: false,
      parents: ['about', 'oferta'],
      loader: () => import('../pages/DocumentVersionPage.loader.ts'),
      load: () => import('../pages/DocumentVersionPage.tsx'),
    },
    {
      name: 'privacy-version',
      path: '/privacy/versions/:slug',
      // A replaced version (`:slug` is its label, `3-0` for 3.0: every page parameter of the site is named slug, which polymorphic
      // links rely on). Readable by anyone; search engines are sent to the version in force.
      index: false,
      parents: ['about', 'privacy'],
      loader: () => import('../pages/DocumentVersionPage.loader.ts'),
      load: () => import('../pages/DocumentVersionPage.tsx'),
    },
    {
      name: 'accessibility-version',
      path: '/accessibility/versions/:slug',
      // A replaced version (`:slug` is its label, `3-0` for 3.0: every page parameter of the site is named slug, which polymorphic
      // links rely on). Readable by anyone; search engines are sent to the version in force.
      index: false,
      parents: ['about', 'accessibility'],
      loader: () => import('../pages/DocumentVersionPage.loader.ts'),
      load: () => import('../pages/DocumentVersionPage.tsx'),
    },
  ],
});

// Development (the team's dev server): a changed locale file applies in the open page without a reload.
import.meta.webpackHot?.accept(
  ['../locales/uz.json', '../locales/ru.json', '../locales/en.json'],
  () => void reloadNamespace(routes.namespace),
);

export default routes;
