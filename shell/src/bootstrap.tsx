import '@tax/shared/styles.css';
import { startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  RouterProvider,
  activateLocale,
  configureApi,
  configureKit,
  i18n,
  loadNamespaces,
  loadWaitingParts,
  ownerOfPath,
  queryClient,
  recordError,
  registerNamespace,
  rootRedirect,
  splitLocale,
  withLocale,
  type PageHandle,
  type RegistryDocument,
  type RemoteRoutesModule,
} from '@tax/shared';
import { hydrate, setHydrating } from '@tax/shared/ssr';
import { installAnalytics } from './app/analytics.ts';
import { AppProviders } from './app/AppProviders.tsx';
import { auth } from './app/auth-middleware.ts';
import { SectionLoader } from './app/federation.ts';
import { readServerState, revivedErrors } from './app/hydration.ts';
import { PageViews, createMiddleware } from './app/middleware.ts';
import { RetrySignal } from './app/retry.ts';
import { createSiteRouter, type Hydration } from './app/router.tsx';
import { loadRegistry, loadRuntimeConfig } from './app/runtime-config.ts';
import type { ShellServices } from './app/services.ts';
import { ReleaseBeacons } from './app/release-beacons.ts';
import { watchVitals } from './app/web-vitals.ts';
import { forgetFailedShares, forgetShareFailuresAsTheyHappen, newChunkUrls } from './app/shares.ts';
import { ConnectionWaits, whenConnected } from './app/connection.ts';
import { registerShellStrings } from './app/strings.ts';
import { showStartFailure } from './start-failure.ts';
import { yieldToMain } from './app/yield.ts';

registerShellStrings();

async function start() {
  // At the bare root only: the stored language, then the browser's, may send the visitor to /ru or /en.
  const target = rootRedirect(window.location.pathname, document.cookie, navigator.languages);
  if (target) window.history.replaceState(null, '', `${withLocale('/', target)}${window.location.search}${window.location.hash}`);

  const { locale, path } = splitLocale(window.location.pathname);
  // This module was evaluated in a task of its own (shell/src/index.ts): the rest goes on in tasks of its own too.
  await yieldToMain();
  const stringsReady = loadNamespaces(locale, ['shell']);
  const config = await loadRuntimeConfig();
  configureApi({ baseUrl: config.apiBase });
  const pageViews = new PageViews();
  installAnalytics(config, pageViews);

  let registry: RegistryDocument;
  try {
    registry = await loadRegistry(config);
  } catch (error) {
    // No registry: the shell still starts; every section shows the error screen with a retry.
    recordError(error);
    registry = { schemaVersion: 1, remotes: {} };
  }
  // Release figures per version (docs/operations.md): views, code-loading failures, fallbacks, render errors.
  const beacons = new ReleaseBeacons(`${String(config.apiBase).replace(/\/$/, '')}/beacons`);
  beacons.install();
  const sections = new SectionLoader(registry, undefined, undefined, (kind, section, version) => beacons.report(kind, section, version));
  /** The section that owns the page shown now ('shell' for the shell's own pages), and the version it runs. */
  const ownerNow = (): [string, string | undefined] => {
    const section = ownerOfPath(splitLocale(window.location.pathname).path, sections.prefixes());
    return section ? [section, sections.versionOf(section)] : ['shell', __APP_VERSION__];
  };
  /** The page this page load landed on: its vitals are its own (decision 0046), whatever the visitor opens next. */
  let landing: { app: string; version: string | undefined; page: string } | undefined;
  pageViews.listen((view) => {
    const [app, version] = ownerNow();
    landing ??= { app, version, page: view.page };
    beacons.report('view', app, version);
  });
  window.addEventListener('unhandledrejection', () => {
    const [app, version] = ownerNow();
    beacons.report('unhandled-rejection', app, version);
  });
  const retry = new RetrySignal();
  forgetShareFailuresAsTheyHappen();
  /** Everything that failed to load code forgets it: sections, pages, shared modules, the shell's own chunks. */
  const forget = async () => {
    sections.forgetFailures();
    await forgetFailedShares();
    newChunkUrls();
  };
  const connection = new ConnectionWaits();
  // Back online: what failed meanwhile is tried anew on its next use (a part's retry, the next navigation).
  window.addEventListener('online', () => void forget());
  const services: ShellServices = {
    reportRenderError() {
      const [app, version] = ownerNow();
      beacons.report('render-error', app, version);
    },
    retry,
    connection,
    async tryAgain() {
      await forget();
      retry.bump();
    },
  };

  // The first page's section loads alongside the shell's strings, before the router starts.
  const owner = ownerOfPath(path, sections.prefixes());
  const [, routes] = await Promise.allSettled([stringsReady, owner ? sections.loadRoutes(owner) : null]);

  // A server-rendered page (docs/decisions/0010) is hydrated with what the server rendered it from: its loaders'
  // data and its queries, so nothing is fetched again. Without it (a fallback page), the page renders here.
  const server = readServerState(document);
  let hydration: Hydration | undefined;
  if (server && server.section === owner) {
    const module: RemoteRoutesModule | null = routes.status === 'fulfilled' ? routes.value : null;
    // Only the same tree is hydrated: if this browser runs another version of the section than the server rendered
    // (its current code did not arrive here and the previous one runs), the page is rendered anew over the markup.
    if (!owner || (module && (module.deployedVersion ?? module.version) === server.version)) {
      let strings = true;
      if (module) {
        registerNamespace(module.namespace, module.translations);
        strings = await loadNamespaces(locale, [module.namespace]).then(
          () => true,
          () => false,
        );
      }
      // Without the section's strings the page could not render what the server did: it renders here, and its
      // loader finds the strings in the other version (as for any page whose code did not arrive).
      if (strings) {
        hydrate(queryClient, server.queries);
        hydration = { module: module ?? undefined, state: { loaderData: server.loaderData, errors: revivedErrors(server.errors) } };
      }
    }
  }
  await yieldToMain();
  activateLocale(locale);
  // Hydration renders at once: the language must be switched already, not on its way (i18next may defer it).
  if (hydration && i18n.language !== locale) await i18n.changeLanguage(locale);

  const { router, prefetch } = await createSiteRouter(
    sections,
    {
      middleware: createMiddleware({ auth }, pageViews),
      pageElsewhere: (section, page, failedVersion) => sections.pageElsewhere(section, page, failedVersion),
      routesElsewhere: (section, failedVersion) => sections.routesElsewhere(section, failedVersion),
      retry,
      whenConnected: (load) => whenConnected(load, connection, forget),
    },
    hydration,
  );
  // A navigation starts: the parts of the page still waiting for the view load now (React holds the navigation until
  // what it renders again has its code; the kit's nearView).
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') loadWaitingParts();
  });
  // A hydrated page ran no loader here, so no page-view middleware: its view is counted now.
  if (hydration) {
    const [app, version] = ownerNow();
    const page = (router.state.matches.at(-1)?.route.handle as PageHandle | undefined)?.name;
    if (page) landing ??= { app, version, page };
    beacons.report('view', app, version);
  }
  watchVitals((metric, value, hidden) => {
    if (landing) beacons.reportVital(metric, landing.app, landing.version, landing.page, value, hidden);
  });
  // The kit's one way in to the shell: widgets of other sections and link prefetch.
  configureKit({
    loadWidget: async (id) => {
      const widget = await sections.loadWidget(id);
      if (typeof widget !== 'function' && (typeof widget !== 'object' || widget === null)) throw new Error(`${id} is not a component`);
      return widget as ComponentType<Record<string, unknown>>;
    },
    prefetchSection: (section) => prefetch(section),
  });

  await yieldToMain();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const app = (
    <AppProviders services={services} config={config} i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const rootOptions = {
    onUncaughtError: (error: unknown) => recordError(error),
    onCaughtError: (error: unknown) => recordError(error),
  };
  if (hydration) {
    setHydrating(true);
    // In a transition: hydration yields to the browser between components instead of one long task, so a cheap
    // phone stays responsive while a long page becomes interactive.
    startTransition(() => {
      hydrateRoot(container, app, {
        ...rootOptions,
        // A mismatch is recovered by React (it renders that part anew); recorded so that tests and operators see it.
        onRecoverableError: (error: unknown, info: { componentStack?: string }) => {
          recordError(error);
          if (info.componentStack) console.warn('[hydration]', info.componentStack.trim().split('\n').slice(0, 12).join(' < '));
        },
      });
    });
  } else {
    createRoot(container, rootOptions).render(app);
  }
}

start().catch((error: unknown) => {
  recordError(error);
  showStartFailure();
});
