import { Suspense, lazy, useMemo, useSyncExternalStore, type ComponentType } from 'react';
import {
  activateLocale,
  data,
  isCodeLoadError,
  loadNamespaces,
  localizedRouteName,
  LOCALES,
  ownerOfPath,
  queryClient,
  redirect,
  registerNamespace,
  splitLocale,
  type Locale,
  type PageHandle,
  type PageLoaderArgs,
  type PageModule,
  type QueryClient,
  type RemotePage,
  type RemoteRoutesModule,
  type RouteObject,
} from '@tax/shared';
import { runMiddleware, type MiddlewareSet } from './middleware.ts';
import type { SectionLoader } from './federation.ts';
import type { RetrySignal } from './retry.ts';

/** What section routes need from the shell: the middleware set, and (in the browser) the page-code fallback and retry. */
export interface SectionRouteDeps {
  middleware: MiddlewareSet;
  /** The same page from another version of the section, when this version's page or loader chunk does not arrive. */
  pageElsewhere?: (section: string, page: string, failedVersion: string) => Promise<RemotePage>;
  /** Another version of the section, when this version's strings do not arrive. */
  routesElsewhere?: (section: string, failedVersion: string) => Promise<RemoteRoutesModule>;
  retry?: RetrySignal;
  /** The query client loaders fill: the page's one in the browser, a fresh one per request on the server. */
  queryClient?: QueryClient;
  /**
   * In the browser: runs a load of code, and when it fails because the visitor is offline, waits for the connection
   * and runs it again (connection.ts), so a navigation made offline waits instead of reloading the document.
   */
  whenConnected?: <T>(load: () => Promise<T>) => Promise<T>;
}

const direct = <T,>(load: () => Promise<T>): Promise<T> => load();

const pageComponent = (loaded: PageModule): ComponentType => {
  const Component = loaded.default ?? loaded.Component;
  if (!Component) throw new Error('The page module exports no component');
  return Component;
};

/**
 * A page whose code did not arrive (from its version nor from the other one). react-router keeps a rejected
 * `lazy()` for good, so the route gets this component instead: it shows the failure (the error screen, which
 * reloads once), and each "Try again" makes a new attempt, current version first.
 */
function recoveringPage(load: () => Promise<PageModule>, firstError: unknown, retry: RetrySignal): ComponentType {
  const startEpoch = retry.epoch;
  return function RecoveringPage() {
    const epoch = useSyncExternalStore(retry.subscribe, retry.read);
    const Page = useMemo(
      () => lazy(async () => (epoch === startEpoch ? Promise.reject(firstError) : { default: pageComponent(await load()) })),
      [epoch],
    );
    return (
      <Suspense fallback={<div aria-busy="true" />}>
        <Page />
      </Suspense>
    );
  };
}

function loadPage(module: RemoteRoutesModule, page: RemotePage, deps: SectionRouteDeps): Promise<PageModule> {
  return (deps.whenConnected ?? direct)(() => loadPageOnce(module, page, deps));
}

async function loadPageOnce(module: RemoteRoutesModule, page: RemotePage, deps: SectionRouteDeps): Promise<PageModule> {
  try {
    return await page.load();
  } catch (error) {
    if (!isCodeLoadError(error) || !deps.pageElsewhere) throw error;
    return (await deps.pageElsewhere(module.section, page.name, module.deployedVersion ?? module.version)).load();
  }
}

/** The section's strings; when this version's do not arrive, another version's (registered for good). */
async function loadSectionStrings(module: RemoteRoutesModule, locale: Locale, deps: SectionRouteDeps): Promise<void> {
  try {
    await loadNamespaces(locale, ['shell', module.namespace]);
  } catch (error) {
    if (!isCodeLoadError(error) || !deps.routesElsewhere) throw error;
    const other = await deps.routesElsewhere(module.section, module.deployedVersion ?? module.version);
    registerNamespace(module.namespace, other.translations);
    await loadNamespaces(locale, ['shell', module.namespace]);
  }
}

/** The page's loader; when its code does not arrive, the loader of the same page in another version. */
async function runPageLoader(module: RemoteRoutesModule, page: RemotePage, deps: SectionRouteDeps, args: PageLoaderArgs): Promise<unknown> {
  if (!page.loader) return null;
  try {
    return await page.loader(args);
  } catch (error) {
    if (!isCodeLoadError(error) || !deps.pageElsewhere) throw error;
    const other = await deps.pageElsewhere(module.section, page.name, module.deployedVersion ?? module.version);
    return other.loader ? other.loader(args) : null;
  }
}

export const LOCALE_ROUTE_ID: Record<Locale, string> = { uz: 'locale-uz', ru: 'locale-ru', en: 'locale-en' };

/** A route path inside a locale tree: 'news/:slug' for uz, 'en/news/:slug' for en ('' for the locale's root). */
export function localePath(locale: Locale, path: string): string {
  const relative = path.replace(/^\//, '');
  if (locale === 'uz') return relative;
  return relative ? `${locale}/${relative}` : locale;
}

/** Turns a section's pages into route objects for one locale: `news-slug___ru` and so on. */
export function sectionRoutes(module: RemoteRoutesModule, locale: Locale, deps: SectionRouteDeps): RouteObject[] {
  return module.pages.map((page) => {
    const handle: PageHandle = {
      name: page.name,
      locale,
      section: module.section,
      sectionVersion: module.deployedVersion ?? module.version,
      buildVersion: module.version,
      namespace: module.namespace,
      layout: page.layout,
      parents: page.parents ?? [],
    };
    const path = localePath(locale, page.path);
    const base = {
      id: localizedRouteName(page.name, locale),
      handle,
      loader: async ({ request, params }: { request: Request; params: Record<string, string | undefined> }) => {
        // The page's strings and its data load side by side: neither needs the other, and on a slow network
        // one round trip saved is worth more than any byte.
        const connected = deps.whenConnected ?? direct;
        const strings = connected(() => loadSectionStrings(module, locale, deps));
        const pageData = (async () => {
          await runMiddleware(page.middleware, { request, params, locale, page }, deps.middleware);
          const args = { request, params, locale, queryClient: deps.queryClient ?? queryClient };
          return connected(() => runPageLoader(module, page, deps, args));
        })();
        const [, result] = await Promise.all([strings, pageData]);
        return result;
      },
      lazy: async () => {
        let loaded: PageModule;
        try {
          loaded = await loadPage(module, page, deps);
        } catch (error) {
          const retry = deps.retry;
          if (!isCodeLoadError(error) || !retry) throw error;
          return { Component: recoveringPage(() => loadPage(module, page, deps), error, retry) };
        }
        return { Component: pageComponent(loaded), ...(loaded.ErrorBoundary ? { ErrorBoundary: loaded.ErrorBoundary } : {}) };
      },
    };
    return path === '' ? { ...base, index: true as const } : { ...base, path };
  });
}

type Patch = (routeId: string | null, children: RouteObject[]) => void;

/**
 * Finds, loads and patches in the section that owns a path (react-router's patchRoutesOnNavigation), and gives
 * the locale trees their catch-all: a path that no loaded section matched either belongs to a section that
 * could not be loaded (try again: success patches it in and re-enters the address, failure shows the error
 * screen whose retry comes back here) or to nobody (the 404).
 */
export function createSectionPatcher(loader: SectionLoader, routerPatch: () => Patch | null, deps: SectionRouteDeps) {
  const patched = new Set<string>();
  // Inside a navigation react-router hands us `patch`; outside one (a retry, a prefetch) the router's own.
  let patchFn: Patch | null = null;
  const currentPatch = (): Patch | null => routerPatch() ?? patchFn;

  const ensure = async (section: string, patch: Patch | null) => {
    if (patched.has(section)) return;
    const module = await (deps.whenConnected ?? direct)(() => loader.loadRoutes(section));
    if (patched.has(section) || !patch) return;
    registerNamespace(module.namespace, module.translations);
    for (const locale of LOCALES) patch(LOCALE_ROUTE_ID[locale], sectionRoutes(module, locale, deps));
    patched.add(section);
  };

  const ownerOf = (pathname: string) => ownerOfPath(splitLocale(pathname).path, loader.prefixes());

  return {
    /** A section whose routes are in the router from the start (the server-rendered first page's). */
    adopt(module: RemoteRoutesModule) {
      registerNamespace(module.namespace, module.translations);
      patched.add(module.section);
    },
    async patchRoutesOnNavigation({ path, patch }: { path: string; patch: Patch }) {
      patchFn = patch;
      const section = ownerOf(new URL(path, 'http://x').pathname);
      if (!section) return;
      try {
        await ensure(section, patch);
      } catch {
        // The catch-all route matches instead; its loader tries again and shows the error screen.
      }
    },
    /** The loader of each locale's catch-all route. */
    async catchAll({ request }: { request: Request }): Promise<never> {
      const url = new URL(request.url);
      const section = ownerOf(url.pathname);
      if (!section || patched.has(section)) throw data({ message: 'Not Found' }, { status: 404, statusText: 'Not Found' });
      await ensure(section, currentPatch());
      throw redirect(`${url.pathname}${url.search}${url.hash}`);
    },
    /**
     * Loads a section's code ahead of need (link prefetch); errors are left for the real navigation. Its routes are
     * patched in by the navigation that needs them (at once: the code is there). Patching them now would make
     * react-router re-render the whole page once per language, three times per section, while the visitor reads it.
     */
    prefetch(section: string) {
      if (patched.has(section)) return;
      void loader.loadRoutes(section).catch(() => undefined);
    },
  };
}

/** The locale routes' loader: activates the language (and its chrome strings) before the page renders. */
export function localeLoader(locale: Locale) {
  return async () => {
    await loadNamespaces(locale, ['shell']);
    activateLocale(locale);
    return null;
  };
}
