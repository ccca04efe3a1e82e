import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '../routing/locales.ts';

/**
 * The remote contract: what a section exposes as `./routes`. The shell turns each page into three
 * route objects (uz, ru, en) named `name___locale`; a page's title is the key `pages.<name>.title`
 * of the section's namespace, wraps its loader with the page's middleware and
 * the section's translations, and patches them into its router when the section is first needed.
 */
/** 'staff': the chrome of private pages (the staff workspace), which a page gets by being private. */
export type PageLayout = 'home' | 'default' | 'staff';

export interface PageLoaderArgs {
  params: Record<string, string | undefined>;
  request: Request;
  locale: Locale;
  queryClient: QueryClient;
}

export interface PageModule {
  default?: ComponentType;
  Component?: ComponentType;
  ErrorBoundary?: ComponentType;
}

export interface RemotePage {
  /** Stable route name ('news', 'news-slug', 'about-structure'). */
  name: string;
  /** Unprefixed path pattern ('/news/:slug'). */
  path: string;
  layout: PageLayout;
  /** Route names of the breadcrumb trail between Home and this page ('news' for 'news-slug'). */
  parents?: string[];
  /** Named middleware to run before the page's loader; when absent, the two defaults run. */
  middleware?: string[];
  /** Not a public page: noindex, never cached by the site server or a CDN, not in the sitemap, rendered in the browser. */
  private?: boolean;
  /** Prefetches the page's data through the shared query client; may throw `notFound()`. */
  loader?: (args: PageLoaderArgs) => Promise<unknown>;
  /** The page's code, loaded when the page is first visited. */
  load: () => Promise<PageModule>;
}

/** One language's strings of a namespace: a JSON import (`() => import('./locales/en.json')`) or a plain object. */
export type TranslationLoader = () => Promise<unknown>;

export interface RemoteRoutesModule {
  section: string;
  /** Build version of the remote (from its package.json at build time). */
  version: string;
  /** Set by the shell: the registry version it was loaded from (what deploy and rollback name). */
  deployedVersion?: string;
  /** The section's i18next namespace and its per-language loaders. */
  namespace: string;
  translations: Record<Locale, TranslationLoader>;
  pages: RemotePage[];
}

/** What a page's route handle carries (read by the shell's layouts, breadcrumbs and head). */
export interface PageHandle {
  name: string;
  locale: Locale;
  section: string;
  /** The registry version of the section (what deploy and rollback name); the build's own is `buildVersion`. */
  sectionVersion: string;
  buildVersion: string;
  namespace: string;
  layout: PageLayout;
  parents: string[];
}
