import {
  LOCALES,
  Outlet,
  createBrowserRouter,
  localizedRouteName,
  type DataRouter,
  type Locale,
  type PageHandle,
  type RouteObject,
} from '@tax/shared';
import { RootLayout } from '../layout/RootLayout.tsx';
import { ErrorScreen, FatalMessage } from '../pages/ErrorScreen.tsx';
import { EmptyPage, ErrorPage, SuccessPage } from '../pages/ShellPages.tsx';
import { BootFallback } from './BootFallback.tsx';
import type { SectionLoader } from './federation.ts';
import { LOCALE_ROUTE_ID, createSectionPatcher, localeLoader, localePath, type SectionRouteDeps } from './routes.tsx';

function shellPage(name: 'empty' | 'error' | 'success', locale: Locale, Component: () => React.ReactNode): RouteObject {
  const handle: PageHandle = {
    name,
    locale,
    section: 'shell',
    sectionVersion: __APP_VERSION__,
    buildVersion: __APP_VERSION__,
    namespace: 'shell',
    layout: 'default',
    parents: [],
  };
  return { id: localizedRouteName(name, locale), path: localePath(locale, name), handle, Component };
}

/**
 * The shell's own routes: the chrome, and three pathless locale trees (so that '/en' itself is matched by the
 * catch-all and sections get patched in) with the shell pages and the catch-all.
 */
export function shellRoutes(catchAll: (args: { request: Request }) => Promise<never>): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <FatalMessage />,
      HydrateFallback: BootFallback,
      children: LOCALES.map((locale) => ({
        id: LOCALE_ROUTE_ID[locale],
        loader: localeLoader(locale),
        element: <Outlet />,
        errorElement: <ErrorScreen />,
        children: [
          shellPage('empty', locale, EmptyPage),
          shellPage('error', locale, ErrorPage),
          shellPage('success', locale, SuccessPage),
          // Never rendered: its loader redirects (a section just loaded) or throws (the 404, a section that is down).
          { id: localizedRouteName('not-found', locale), path: localePath(locale, '*'), loader: catchAll, Component: () => null },
        ],
      })),
    },
  ];
}

export function createSiteRouter(
  loader: SectionLoader,
  deps: SectionRouteDeps,
): { router: DataRouter; prefetch: (section: string) => void } {
  let router: DataRouter | null = null;
  const patcher = createSectionPatcher(loader, () => (router ? (routeId, children) => router?.patchRoutes(routeId, children) : null), deps);
  router = createBrowserRouter(shellRoutes(patcher.catchAll), {
    patchRoutesOnNavigation: patcher.patchRoutesOnNavigation,
  });
  return { router, prefetch: patcher.prefetch };
}
