import {
  activateLocale,
  data,
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
  type RemoteRoutesModule,
  type RouteObject,
} from '@tax/shared';
import { runMiddleware } from './middleware.ts';
import type { SectionLoader } from './federation.ts';

export const LOCALE_ROUTE_ID: Record<Locale, string> = { uz: 'locale-uz', ru: 'locale-ru', en: 'locale-en' };

/** Turns a section's pages into route objects for one locale: `news-slug___ru` and so on. */
export function sectionRoutes(module: RemoteRoutesModule, locale: Locale): RouteObject[] {
  return module.pages.map((page) => {
    const handle: PageHandle = {
      name: page.name,
      locale,
      section: module.section,
      sectionVersion: module.version,
      namespace: module.namespace,
      layout: page.layout,
      parents: page.parents ?? [],
    };
    const isIndex = page.path === '/';
    const base = {
      id: localizedRouteName(page.name, locale),
      handle,
      loader: async ({ request, params }: { request: Request; params: Record<string, string | undefined> }) => {
        await loadNamespaces(locale, ['shell', module.namespace]);
        await runMiddleware(page.middleware, { request, params, locale, page });
        if (!page.loader) return null;
        return page.loader({ request, params, locale, queryClient });
      },
      lazy: async () => {
        const loaded = await page.load();
        const Component = loaded.default ?? loaded.Component;
        return { Component, ...(loaded.ErrorBoundary ? { ErrorBoundary: loaded.ErrorBoundary } : {}) };
      },
    };
    return isIndex ? { ...base, index: true as const } : { ...base, path: page.path.slice(1) };
  });
}

/**
 * Stand-in routes for a section that could not be loaded: they match its prefixes and, when their loader runs
 * (a navigation or the error screen's retry), try to load the section again. Success patches in the real
 * routes and re-enters the same address; failure shows the error screen.
 */
export function unavailableRoutes(section: string, prefixes: string[], locale: Locale, retry: () => Promise<void>): RouteObject[] {
  return prefixes.map((prefix) => {
    const loader = async ({ request }: { request: Request }) => {
      await retry();
      const url = new URL(request.url);
      throw redirect(`${url.pathname}${url.search}${url.hash}`);
    };
    const id = `${section}-unavailable${prefix.replace(/\//g, '-')}___${locale}`;
    return prefix === '/' ? { id, index: true as const, loader } : { id, path: `${prefix.slice(1)}/*`, loader };
  });
}

type Patch = (routeId: string | null, children: RouteObject[]) => void;

/** Finds, loads and patches in the section that owns a path (react-router's patchRoutesOnNavigation). */
export function createSectionPatcher(loader: SectionLoader, routerPatch: () => Patch | null) {
  const patched = new Set<string>();
  const failed = new Set<string>();
  // Inside a navigation react-router hands us `patch`; outside one (a retry, a prefetch) the router's own.
  let patchFn: Patch | null = null;
  const currentPatch = (): Patch | null => routerPatch() ?? patchFn;

  const patchSection = (module: RemoteRoutesModule, section: string, patch: Patch) => {
    if (patched.has(section)) return;
    registerNamespace(module.namespace, module.translations as never);
    for (const locale of LOCALES) patch(LOCALE_ROUTE_ID[locale], sectionRoutes(module, locale));
    patched.add(section);
  };

  const ensure = async (section: string, patch: Patch) => {
    patchFn = patch;
    if (patched.has(section)) return;
    try {
      const module = await loader.loadRoutes(section);
      patchSection(module, section, patch);
    } catch (error) {
      if (!failed.has(section)) {
        failed.add(section);
        const prefixes = loader.prefixes()[section] ?? [];
        const retry = async () => {
          const module = await loader.loadRoutes(section);
          const patchNow = currentPatch();
          if (patchNow) patchSection(module, section, patchNow);
        };
        for (const locale of LOCALES) patch(LOCALE_ROUTE_ID[locale], unavailableRoutes(section, prefixes, locale, retry));
      }
      throw error;
    }
  };

  return {
    async patchRoutesOnNavigation({ path, patch }: { path: string; patch: Patch }) {
      const { path: unprefixed } = splitLocale(new URL(path, 'http://x').pathname);
      const section = ownerOfPath(unprefixed, loader.prefixes());
      if (!section) return;
      try {
        await ensure(section, patch);
      } catch {
        // The stand-in routes now match this path; their loader shows the error screen (and can retry).
      }
    },
    /** Loads a section's code ahead of need (link prefetch); errors are left for the real navigation. */
    prefetch(section: string) {
      const patchNow = currentPatch();
      if (!patchNow || patched.has(section)) {
        void loader.loadRoutes(section).catch(() => undefined);
        return;
      }
      void ensure(section, patchNow).catch(() => undefined);
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

/** Unknown paths: the 404, thrown so that the error screen shows it with its status. */
export function notFoundLoader() {
  throw data({ message: 'Not Found' }, { status: 404, statusText: 'Not Found' });
}
