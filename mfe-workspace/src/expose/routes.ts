import { defineSection, reloadNamespace } from '@tax/shared';

/**
 * The "workspace" section: the staff's own pages (the remote contract, ./routes). Every page is private: never
 * indexed, never cached by the site server or a CDN, absent from the sitemap, rendered in the browser only; the
 * registry carries that from here, so neither the site server nor the sitemap names a page of this section.
 */
const routes = defineSection({
  section: 'workspace',
  version: __APP_VERSION__,
  namespace: 'workspace',
  private: true,
  translations: {
    uz: () => import('../locales/uz.json'),
    ru: () => import('../locales/ru.json'),
    en: () => import('../locales/en.json'),
  },
  pages: [
    { name: 'workspace', path: '/workspace', load: () => import('../pages/InboxPage.tsx') },
    { name: 'workspace-signin', path: '/workspace/signin', load: () => import('../pages/SignInPage.tsx') },
    // One parameter, `slug` (`contact-<id>`): the kit's link types take a page's parameters from every page's pattern
    // where a link's target is not a literal (a polymorphic Anchor), and every other dynamic page has only `slug`.
    { name: 'workspace-item', path: '/workspace/inbox/:slug', parents: ['workspace'], load: () => import('../pages/ItemPage.tsx') },
    { name: 'workspace-content', path: '/workspace/content', load: () => import('../pages/ContentPage.tsx') },
    // `news-<id>`, or `news-new` for an item not yet created: one parameter, as for the inbox's items.
    {
      name: 'workspace-content-item',
      path: '/workspace/content/:slug',
      parents: ['workspace-content'],
      load: () => import('../pages/ContentItemPage.tsx'),
    },
    { name: 'workspace-templates', path: '/workspace/templates', load: () => import('../pages/TemplatesPage.tsx') },
    { name: 'workspace-sessions', path: '/workspace/sessions', load: () => import('../pages/SessionsPage.tsx') },
    { name: 'workspace-accounts', path: '/workspace/accounts', load: () => import('../pages/AccountsPage.tsx') },
    { name: 'workspace-audit', path: '/workspace/audit', load: () => import('../pages/AuditPage.tsx') },
  ],
});

// Development (the team's dev server): a changed locale file applies in the open page without a reload.
import.meta.webpackHot?.accept(
  ['../locales/uz.json', '../locales/ru.json', '../locales/en.json'],
  () => void reloadNamespace(routes.namespace),
);

export default routes;
