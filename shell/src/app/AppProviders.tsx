import { StrictMode, useEffect, type ReactNode } from 'react';
import {
  I18nextProvider,
  QueryClientProvider,
  SiteOriginContext,
  ThemeProvider,
  layOutDeferred,
  type QueryClient,
  type i18n as kitI18n,
} from '@tax/shared';
import { setHydrating } from '@tax/shared/ssr';
import { loadPageFeedbackSoon } from '../layout/page-feedback-part.ts';
import { LazyNotifications } from './LazyNotifications.tsx';
import { providedKitParts } from './provided-kit.ts';
import { RuntimeConfigContext } from './context.ts';
import type { RuntimeConfig } from './runtime-config.ts';
import { ShellServicesContext, type ShellServices } from './services.ts';

export interface AppProvidersProps {
  services: ShellServices;
  config: RuntimeConfig;
  /** The kit's i18next, or (on the server) a per-request clone of it fixed to the page's language. */
  i18n: typeof kitI18n;
  queryClient: QueryClient;
  /** The origin for absolute links in the head; default the configured site URL (else the page's own origin). */
  origin?: string;
  /** The router: RouterProvider in the browser, StaticRouterProvider on the server. */
  children: ReactNode;
}

// The kit's parts the shell provides to the sections without loading them itself: named here, the one module both
// the browser build and the server build start from (provided-kit.ts).
void providedKitParts;

/**
 * After the first commit (the hydration of a server-rendered page, or the first render of one rendered here): pages
 * rendered from now on defer their lower parts again, and the document says the page's scripts have taken over.
 * Rendered on the server too (it renders nothing): the tree must have the same shape on both sides, or React's ids
 * (`useId`: labels, tabs, descriptions) differ between the markup and the browser.
 */
function AppReady() {
  useEffect(() => {
    setHydrating(false);
    document.documentElement.dataset.app = 'ready';
    // A long page's blocks below the first screen, skipped while it loaded, laid out in short idle-time slices.
    void layOutDeferred();
    // The feedback foot's code, soon after the page is live (page-feedback-part.ts).
    loadPageFeedbackSoon();
  }, []);
  return null;
}

/**
 * The tree around the router, the same on the server and in the browser (so hydration finds what it rendered, and
 * React's ids are the same on both sides).
 */
export function AppProviders({ services, config, i18n, queryClient, origin, children }: AppProvidersProps) {
  return (
    <StrictMode>
      <ShellServicesContext.Provider value={services}>
        <RuntimeConfigContext.Provider value={config}>
          <I18nextProvider i18n={i18n}>
            {/* The theme's CSS variables and global classes are in the kit's stylesheet (ui/theme.css, generated from the
                theme), not computed into a <style> of every page: that was a sixth of each server render. */}
            <ThemeProvider>
              <QueryClientProvider client={queryClient}>
                <SiteOriginContext.Provider value={origin ?? config.siteUrl}>
                  <LazyNotifications />
                  {children}
                  <AppReady />
                </SiteOriginContext.Provider>
              </QueryClientProvider>
            </ThemeProvider>
          </I18nextProvider>
        </RuntimeConfigContext.Provider>
      </ShellServicesContext.Provider>
    </StrictMode>
  );
}
