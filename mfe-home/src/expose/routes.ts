import type { RemoteRoutesModule } from '@tax/shared';
import { slidesQuery } from '../features/home/api/get-slides.ts';
import { companyQuery } from '../features/home/api/get-company.ts';
import { searchQuery } from '../features/search/api/search-site.ts';
import { parseSearchParams } from '../features/search/hooks/search-params.ts';

/**
 * The "home" section's pages: what the shell patches into its router (the remote contract, ./routes).
 * Loaders prefetch the first screen's data; a failure there is left to the page, whose sections show their
 * own error state with a retry, so one failing endpoint never takes the whole home page down.
 */
const routes: RemoteRoutesModule = {
  section: 'home',
  version: __APP_VERSION__,
  namespace: 'home',
  translations: {
    uz: () => import('../locales/uz.json'),
    ru: () => import('../locales/ru.json'),
    en: () => import('../locales/en.json'),
  },
  pages: [
    {
      name: 'home',
      path: '/',
      layout: 'home',
      loader: async ({ locale, queryClient }) => {
        await Promise.allSettled([queryClient.ensureQueryData(slidesQuery(locale)), queryClient.ensureQueryData(companyQuery(locale))]);
        return null;
      },
      load: () => import('../features/home/components/HomePage.tsx'),
    },
    {
      name: 'search',
      path: '/search',
      layout: 'default',
      loader: async ({ locale, queryClient, request }) => {
        const state = parseSearchParams(new URL(request.url).search);
        if (state.q) await queryClient.ensureQueryData(searchQuery({ locale, ...state })).catch(() => undefined);
        return null;
      },
      load: () => import('../features/search/components/SearchPage.tsx'),
    },
  ],
};

export default routes;
