import {
  LOCALES,
  Outlet,
  createBrowserRouter,
  localizedRouteName,
  type DataRouter,
  type Locale,
  type PageHandle,
  type RemoteRoutesModule,
  type RouteObject,
} from '@tax/shared';
import { matchRoutes, type HydrationState } from '@tax/shared/ssr';
import { RootLayout } from '../layout/RootLayout.tsx';
import { ErrorScreen, FatalMessage } from '../pages/ErrorScreen.tsx';
import { EmptyPage, ErrorPage, SuccessPage } from '../pages/ShellPages.tsx';
import { BootFallback } from './BootFallback.tsx';
import type { SectionLoader } from './federation.ts';
import { LOCALE_ROUTE_ID, createSectionPatcher, localeLoader, localePath, sectionRoutes, type SectionRouteDeps } from './routes.tsx';

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
export function shellRoutes(
  catchAll: (args: { request: Request }) => Promise<never>,
  /** Section routes already loaded (server rendering and hydration): in the tree from the start, not patched in. */
  sectionChildren: (locale: Locale) => RouteObject[] = () => [],
): RouteObject[] {
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
          ...sectionChildren(locale),
          // Never rendered: its loader redirects (a section just loaded) or throws (the 404, a section that is down).
          { id: localizedRouteName('not-found', locale), path: localePath(locale, '*'), loader: catchAll, Component: () => null },
        ],
      })),
    },
  ];
}

/** A server-rendered first page: its section's routes and what the server's loaders returned. */
export interface Hydration {
  /** The section of the first page (none for the shell's own pages and the 404 of an unowned path). */
  module?: RemoteRoutesModule;
  state: HydrationState;
}

export async function createSiteRouter(
  loader: SectionLoader,
  deps: SectionRouteDeps,
  hydration?: Hydration,
): Promise<{ router: DataRouter; prefetch: (section: string) => void }> {
  let router: DataRouter | null = null;
  const patcher = createSectionPatcher(loader, () => (router ? (routeId, children) => router?.patchRoutes(routeId, children) : null), deps);
  if (hydration?.module) patcher.adopt(hydration.module);
  const first = hydration?.module;
  const routes = shellRoutes(patcher.catchAll, first ? (locale) => sectionRoutes(first, locale, deps) : undefined);
  if (hydration) {
    // The first page's code must be there before hydrating, or the router would render its fallback over the
    // server's markup (react-router's manual server-rendering guide does the same).
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
  }
  router = createBrowserRouter(routes, {
    patchRoutesOnNavigation: patcher.patchRoutesOnNavigation,
    ...(hydration ? { hydrationData: hydration.state } : {}),
  });
  return { router, prefetch: patcher.prefetch };
}
