import { AsyncLocalStorage } from 'node:async_hooks';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import {
  LOCALES,
  ME_KEY,
  SIGNED_IN_HINT_COOKIE,
  configureApi,
  configureKit,
  data,
  i18n,
  isCodeLoadError,
  isRouteErrorResponse,
  loadNamespaces,
  localizedPath,
  ownerOfPath,
  readCookie,
  redirect,
  registerNamespace,
  registryRoutes,
  setSiteRoutes,
  splitLocale,
  type Locale,
  type RegistryDocument,
  type RemoteRoutesModule,
  type CreateRenderer,
  type RenderRequest,
  type RenderResult,
  type RendererOptions,
} from '@tax/shared';
import {
  StaticRouterProvider,
  createQueryClient,
  createStaticHandler,
  createStaticRouter,
  dehydrate,
  forgetNamespace,
  type StaticHandlerContext,
} from '@tax/shared/ssr';
import { AppProviders } from '../app/AppProviders.tsx';
import { canonical, type Middleware, type MiddlewareSet } from '../app/middleware.ts';
import { RetrySignal } from '../app/retry.ts';
import { shellRoutes } from '../app/router.tsx';
import { LOCALE_ROUTE_ID, sectionRoutes, type SectionRouteDeps } from '../app/routes.tsx';
import type { RuntimeConfig } from '../app/runtime-config.ts';
import type { ShellServices } from '../app/services.ts';
import { registerShellStrings } from '../app/strings.ts';
import { splitHead } from './head.ts';
import { ServerSections } from './sections.ts';
import { pageFeedback } from '../layout/page-feedback-part.ts';
import { apiUnavailable } from './unavailable.ts';
import { errorPageStatus } from '../pages/error-status.ts';

type StaticHandler = ReturnType<typeof createStaticHandler>;
type QueryClientOf = ReturnType<typeof createQueryClient>;

/** A page that depends on the visitor (the cabinet): the browser renders it, and it is never cached. */
class PrivatePage extends Error {
  override name = 'PrivatePage';
}

/**
 * The server's middleware: `canonical` as in the browser; `auth` decides without asking the API (no visitor's
 * session is ever used on the server): no session hint, the sign-in page; a hint, the browser renders the page.
 */
function serverMiddleware(cookie: string | undefined): MiddlewareSet {
  const auth: Middleware = ({ request, locale }) => {
    if (readCookie(cookie ?? '', SIGNED_IN_HINT_COOKIE) === '1') throw new PrivatePage('the page depends on the visitor');
    const url = new URL(request.url);
    throw redirect(localizedPath('signin', locale, {}, { query: { redirect: `${url.pathname}${url.search}` } }));
  };
  return new Map<string, Middleware>([
    ['canonical', canonical],
    ['page-view', () => undefined],
    ['auth', auth],
  ]);
}

/** Route errors as JSON (react-router's error responses are revived by the browser's bootstrap). */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { __type: 'RouteErrorResponse', status: error.status, statusText: error.statusText, data: error.data }
        : null,
    ]),
  );
}

/** JSON that is safe inside a `<script>` element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The versions the render under way is composed from (`RenderResult.versions`): the shell's, the page's section's, and
 * each other section's whose widget it loads. Widgets load inside React's render, which carries this context along.
 */
const composedOf = new AsyncLocalStorage<Record<string, string>>();

/**
 * A page's markup. Its data is all loaded before it renders (loaders and every query waited for), so a page nearly
 * always renders in one synchronous pass: `renderToString`, which builds the string itself, costs about a tenth of a
 * render less than `prerender`'s web stream (its bytes encoded, streamed and decoded again). A part that still
 * suspends (a widget's code or strings not yet loaded in this process) or fails comes out of that pass as a
 * boundary left to the browser (`<!--$!-->`), and the page is rendered again with `prerender`, which waits for it
 * and reports the failure; so is a page whose root suspends (renderToString then throws).
 */
async function renderMarkup(tree: ReactNode, signal: AbortSignal | undefined, onError: (error: unknown) => void): Promise<string> {
  if (process.env.SSR_STRING_PASS !== '0') {
    try {
      const markup = renderToString(tree);
      if (!/<!--\$[!?]/.test(markup)) return markup;
    } catch {
      // The root suspended: the full pass below waits for it.
    }
  }
  const { prelude } = await prerender(tree, {
    ...(signal ? { signal } : {}),
    // Every Suspense boundary inline, where it stands: React otherwise moves a large one (past 12.8 KB of markup)
    // to the end of the page with an inline script to put it back, which the site's CSP (script-src 'self')
    // blocks; the browser then renders that part anew (DeferHydration wraps such parts).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError,
  });
  return streamToString(prelude);
}

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

export const createRenderer: CreateRenderer = async (options: RendererOptions) => {
  let publicApiBase = '/api';
  configureApi({ baseUrl: options.apiBase, fetch: options.apiFetch, publicBaseUrl: publicApiBase });
  registerShellStrings();
  const sections = new ServerSections(options.serverEntry);
  configureKit({
    loadWidget: async (id) => {
      const { widget, section, version } = await sections.widget(id);
      // The page is composed from this section's code too (a news canary then concerns the home page).
      const composed = composedOf.getStore();
      if (composed) composed[section] ??= version;
      if (typeof widget !== 'function' && (typeof widget !== 'object' || widget === null)) throw new Error(`${id} is not a component`);
      return widget as ComponentType<Record<string, unknown>>;
    },
    prefetchSection: () => undefined,
  });
  const services: ShellServices = { retry: new RetrySignal(), tryAgain: async () => undefined };
  // One i18next per language over the kit's one store of strings: renders in different languages run side by side.
  const translators = Object.fromEntries(
    LOCALES.map((locale) => [locale, i18n.cloneInstance({ lng: locale, initAsync: false })]),
  ) as Record<Locale, typeof i18n>;
  /** The version whose strings are loaded for each section namespace. */
  const stringsOf = new Map<string, string>();
  let lastRegistry: RegistryDocument | null = null;

  // The routes, and react-router's static handler over them, are made once per section version (their making, and
  // the handler's ranking of every route, were a twentieth of each render); what differs between requests (the
  // visitor's cookie for the middleware, the request's query client) reaches the loaders through `requestDeps`.
  const requestDeps = new AsyncLocalStorage<{ middleware: MiddlewareSet; queryClient: QueryClientOf }>();
  const deps: SectionRouteDeps = {
    get middleware() {
      const current = requestDeps.getStore();
      if (!current) throw new Error('a section loader ran outside a render');
      return current.middleware;
    },
    get queryClient() {
      return requestDeps.getStore()?.queryClient;
    },
  };
  const notFound = async (): Promise<never> => {
    throw data({ message: 'Not Found' }, { status: 404, statusText: 'Not Found' });
  };
  const handlers = new WeakMap<RemoteRoutesModule, StaticHandler>();
  let shellHandler: StaticHandler | null = null;
  const handlerFor = (module: RemoteRoutesModule | undefined): StaticHandler => {
    const known = module ? handlers.get(module) : shellHandler;
    if (known) return known;
    const handler = createStaticHandler(shellRoutes(notFound, module ? (l) => sectionRoutes(module, l, deps) : undefined));
    if (module) handlers.set(module, handler);
    else shellHandler = handler;
    return handler;
  };
  /** A render that failed made no handler worth keeping (a page's code that failed to load stays failed in it). */
  const forgetHandler = (module: RemoteRoutesModule | undefined) => {
    if (module) handlers.delete(module);
    else shellHandler = null;
  };

  const adoptRegistry = (registry: RegistryDocument) => {
    if (registry === lastRegistry) return;
    lastRegistry = registry;
    sections.registry = registry;
    setSiteRoutes(registryRoutes(registry));
  };

  const adoptStrings = (module: RemoteRoutesModule) => {
    const version = module.deployedVersion ?? module.version;
    if (stringsOf.get(module.namespace) === version) return;
    if (stringsOf.has(module.namespace)) forgetNamespace(module.namespace);
    registerNamespace(module.namespace, module.translations);
    stringsOf.set(module.namespace, version);
  };

  /** Every render records the versions it is composed from: its section's, and each widget's as it loads. */
  function render(request: RenderRequest): Promise<RenderResult> {
    const versions: Record<string, string> = { shell: __APP_VERSION__ };
    return composedOf.run(versions, () => renderComposed(request, versions));
  }

  async function renderComposed(request: RenderRequest, versions: Record<string, string>): Promise<RenderResult> {
    const url = new URL(request.url, request.origin);
    const { locale, path } = splitLocale(url.pathname);
    adoptRegistry(request.registry);
    if (request.config.apiBase !== publicApiBase) {
      publicApiBase = request.config.apiBase;
      configureApi({ baseUrl: options.apiBase, fetch: options.apiFetch, publicBaseUrl: publicApiBase });
    }
    const prefixes = Object.fromEntries(Object.entries(request.registry.remotes).map(([name, remote]) => [name, remote.prefixes]));
    const owner = ownerOfPath(path, prefixes);
    let module: RemoteRoutesModule | undefined;
    if (owner) {
      try {
        const loaded = await sections.routes(owner, request.registry);
        module = loaded.module;
        versions[owner] = loaded.entry.version;
        adoptStrings(module);
      } catch (error) {
        options.log({ level: 'error', message: 'server code of the section could not be loaded', section: owner, error });
        return { kind: 'fallback', reason: 'section-code', section: owner, error, cacheable: false };
      }
    }
    // The page's foot loads near the view in the browser; here it is rendered with every page.
    await Promise.all([loadNamespaces(locale, ['shell', ...(module ? [module.namespace] : [])]), pageFeedback.ready()]);

    const queryClient = createQueryClient({ server: true });
    const handler = handlerFor(module);
    // No signal on this Request: with the render's signal here, heap snapshots showed every render (~150 KB) still
    // reachable after its response, through that signal (undici's Request outlives the render) and the listener
    // React leaves on the signal it renders with. The budget is checked after the loaders instead.
    let context = await requestDeps.run({ middleware: serverMiddleware(request.cookie), queryClient }, () =>
      handler.query(new Request(url.href)),
    );
    if (request.signal?.aborted) return { kind: 'fallback', reason: 'timeout', ...(owner ? { section: owner } : {}), cacheable: false };
    if (context instanceof Response) {
      const location = context.headers.get('Location');
      if (context.status >= 300 && context.status < 400 && location) return { kind: 'redirect', status: context.status, location };
      return { kind: 'fallback', reason: `loader answered ${context.status}`, cacheable: false };
    }
    for (const error of Object.values(context.errors ?? {})) {
      if (error instanceof PrivatePage) return { kind: 'fallback', reason: 'private', cacheable: false };
      if (!isRouteErrorResponse(error) || error.status >= 500) {
        forgetHandler(module);
        options.log({
          level: 'error',
          message: 'a loader failed on the server',
          ...(owner ? { section: owner, version: versions[owner] } : {}),
          error,
        });
        return { kind: 'fallback', reason: 'loader-error', ...(owner ? { section: owner } : {}), error, cacheable: false };
      }
    }
    // What the page asked for further down (`later`) is waited for too, within the budget: the browser then fetches nothing again.
    await Promise.allSettled(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.promise),
    );
    // A page that asks who is signed in shows the answer for a visitor without a session (asked without cookies, the
    // API says "nobody"); for one whose browser says it has a session, the browser renders it, and it is never cached.
    const me = queryClient.getQueryCache().find({ queryKey: ME_KEY });
    if (me && readCookie(request.cookie ?? '', SIGNED_IN_HINT_COOKIE) === '1')
      return { kind: 'fallback', reason: 'private', cacheable: false };

    const origin = request.config.siteUrl || request.origin;
    const config: RuntimeConfig = { ...request.config, siteUrl: request.config.siteUrl };
    const renderErrors: unknown[] = [];
    const onRenderError = (error: unknown) => {
      renderErrors.push(error);
    };
    // What an error screen in the page shows (ErrorScreen reports it while rendering): the status the page answers.
    let shown = 0;
    const pageServices: ShellServices = { ...services, reportStatus: (status) => (shown = Math.max(shown, status)) };
    const tree = (pageContext: StaticHandlerContext) => (
      <AppProviders services={pageServices} config={config} i18n={translators[locale]} queryClient={queryClient} origin={origin}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, pageContext)} context={pageContext} hydrate={false} />
      </AppProviders>
    );
    let markup: string;
    try {
      markup = await renderMarkup(tree(context), request.signal, onRenderError);
    } catch (error) {
      if (request.signal?.aborted || isCodeLoadError(error)) throw error;
      // The page's own code threw while rendering: its error screen (the language's error element) is rendered here
      // with the status it shows, 500, rather than a client-rendered page that showed the same screen with a 200.
      options.log({
        level: 'error',
        message: 'the page failed to render: its error screen is served',
        ...(owner ? { section: owner, version: versions[owner] } : {}),
        error,
      });
      context = { ...context, errors: { [LOCALE_ROUTE_ID[locale]]: error }, statusCode: 500 };
      markup = await renderMarkup(tree(context), request.signal, onRenderError);
    }
    if (request.signal?.aborted) return { kind: 'fallback', reason: 'timeout', ...(owner ? { section: owner } : {}), cacheable: false };
    for (const error of renderErrors) {
      options.log({
        level: 'warn',
        message: 'part of the page renders in the browser',
        ...(owner ? { section: owner, version: versions[owner] } : {}),
        error,
      });
    }
    const { head, html } = splitHead(markup);
    let status = Math.max(context.statusCode, shown);
    const page = context.matches.at(-1)?.route.id ?? '';
    // `/error?status=…` answers the status it shows: a known 4xx or 5xx, anything else 500; never cached (every
    // made-up status would be a page of its own in the cache).
    const errorPage = page.startsWith('error___') && context.statusCode === 200;
    if (errorPage) status = errorPageStatus(url.searchParams.get('status'));
    const state = scriptJson({
      v: 1,
      section: owner,
      version: owner ? versions[owner] : null,
      loaderData: context.loaderData,
      errors: serializeErrors(context.errors),
      // The signed-out answer travels too (an error), so the browser hydrates the same "please sign in" the server rendered.
      queries: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => query.state.status === 'success' || (query === me && query.state.status === 'error'),
        shouldRedactErrors: () => false,
      }),
    });
    // A page rendered while one of its requests failed (the API down, a visitor over his limit) is served, never
    // cached: one bad moment, or one visitor's limit, must not become everyone's page for a minute.
    const failed = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query !== me && query.state.status === 'error')
      .map((query) => query.state.error);
    // Its parts show "loading" and are asked for again in the browser; the status says the API could not answer.
    if (status === 200 && apiUnavailable(failed)) status = 503;
    // An error screen (a 5xx) is not a page to keep: the next visitor's render may well succeed.
    return { kind: 'page', status, head, html, state, versions, cacheable: failed.length === 0 && !errorPage && status < 500 };
  }

  return { version: __APP_VERSION__, render };
};
