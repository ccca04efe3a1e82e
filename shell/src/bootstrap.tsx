import '@tax/shared/styles.css';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import {
  I18nextProvider,
  MantineProvider,
  QueryClientProvider,
  RouterProvider,
  activateLocale,
  configureApi,
  configureKit,
  cssVariablesResolver,
  i18n,
  loadNamespaces,
  ownerOfPath,
  queryClient,
  recordError,
  registerNamespace,
  rootRedirect,
  splitLocale,
  theme,
  withLocale,
  type RegistryDocument,
} from '@tax/shared';
import { installAnalytics } from './app/analytics.ts';
import { auth } from './app/auth-middleware.ts';
import { LazyNotifications } from './app/LazyNotifications.tsx';
import { RuntimeConfigContext } from './app/context.ts';
import { SectionLoader } from './app/federation.ts';
import { PageViews, createMiddleware } from './app/middleware.ts';
import { RetrySignal } from './app/retry.ts';
import { createSiteRouter } from './app/router.tsx';
import { loadRegistry, loadRuntimeConfig } from './app/runtime-config.ts';
import { ShellServicesContext, type ShellServices } from './app/services.ts';
import { forgetFailedShares, newChunkUrls } from './app/shares.ts';

registerNamespace('shell', {
  uz: () => import(/* webpackChunkName: "shell-uz" */ './locales/uz.json'),
  ru: () => import(/* webpackChunkName: "shell-ru" */ './locales/ru.json'),
  en: () => import(/* webpackChunkName: "shell-en" */ './locales/en.json'),
});

async function start() {
  // At the bare root only: the stored language, then the browser's, may send the visitor to /ru or /en.
  const target = rootRedirect(window.location.pathname, document.cookie, navigator.languages);
  if (target) window.history.replaceState(null, '', `${withLocale('/', target)}${window.location.search}${window.location.hash}`);

  const { locale, path } = splitLocale(window.location.pathname);
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
  const sections = new SectionLoader(registry);
  const retry = new RetrySignal();
  const services: ShellServices = {
    retry,
    async tryAgain() {
      sections.forgetFailures();
      await forgetFailedShares();
      newChunkUrls();
      retry.bump();
    },
  };

  // The first page's section loads alongside the shell's strings, before the router starts.
  const owner = ownerOfPath(path, sections.prefixes());
  await Promise.allSettled([stringsReady, owner ? sections.loadRoutes(owner) : null]);
  activateLocale(locale);

  const { router, prefetch } = createSiteRouter(sections, {
    middleware: createMiddleware({ auth }, pageViews),
    pageElsewhere: (section, page, failedVersion) => sections.pageElsewhere(section, page, failedVersion),
    routesElsewhere: (section, failedVersion) => sections.routesElsewhere(section, failedVersion),
    retry,
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

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container, {
    onUncaughtError: (error) => recordError(error),
    onCaughtError: (error) => recordError(error),
  }).render(
    <StrictMode>
      <ShellServicesContext.Provider value={services}>
        <RuntimeConfigContext.Provider value={config}>
          <I18nextProvider i18n={i18n}>
            <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
              <QueryClientProvider client={queryClient}>
                <LazyNotifications />
                <RouterProvider router={router} />
              </QueryClientProvider>
            </MantineProvider>
          </I18nextProvider>
        </RuntimeConfigContext.Provider>
      </ShellServicesContext.Provider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  recordError(error);
  const container = document.getElementById('root');
  if (container) {
    container.innerHTML =
      '<div role="alert" style="padding:2rem"><p lang="uz">Saytni yuklab boʻlmadi.</p><p lang="ru">Не удалось загрузить сайт.</p><p lang="en">The site could not be loaded.</p><p><a href="/">Bosh sahifa / Главная / Home</a></p></div>';
  }
});
