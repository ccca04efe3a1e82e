import type { Locale } from '../routing/locales.ts';
import { addSectionRoutes } from '../routing/route-map.ts';
import type { PageLayout, PageLoaderArgs, PageModule, RemotePage, RemoteRoutesModule } from './contract.ts';

/** Where the sitemap finds a parameterised page's values (SectionPage.sitemap). */
export interface SitemapSource {
  /** The API's list path, `/news`: its answer's `items` each have a `slug`. */
  list: string;
  /** The list answers in pages (`page`, `pageSize`, `totalPages`). */
  paged?: boolean;
  /** The item field holding the page's last change as a date (`date`, `published`). */
  lastmod?: string;
}

/** What a page's `<Page>.loader.ts` exports. */
export interface PageLoaderModule {
  loader: (args: PageLoaderArgs) => Promise<unknown>;
}

/** One page of a section, as the section declares it in `src/expose/routes.ts`. */
export interface SectionPage<Name extends string = string, Path extends string = string> {
  /** Stable route name ('news', 'news-slug'); other sections link to it by this name. */
  name: Name;
  /** Unprefixed path pattern ('/news/:slug'), under one of the section's package.json prefixes. */
  path: Path;
  /** 'default' unless the page is the home page; a private page's is 'staff' (the shell's staff chrome). */
  layout?: PageLayout;
  /** Route names of the breadcrumb trail between Home and this page. */
  parents?: readonly string[];
  /** Named middleware added to the two defaults. */
  middleware?: readonly string[];
  /**
   * A page for the people behind it, not for the public (the staff workspace): never indexed (noindex, nofollow),
   * never kept by the site server's render cache or any shared cache, left out of the sitemap, and rendered in the
   * browser only. Carried by the build's route table into the registry, so nothing outside the section names it.
   */
  private?: boolean;
  /**
   * `false` keeps a public page out of search engines' way (sign-in, search results, the cabinet): left out of the
   * sitemap and disallowed in robots.txt. Carried by the build into the registry, so no ops change lists it.
   */
  index?: boolean;
  /**
   * For a page with a parameter, where the sitemap finds its values: an API list (`/news`) whose items have a `slug`,
   * read page by page when `paged`, each item's `lastmod` field (a date) dating its page. A page with a parameter and
   * no source is not in the sitemap.
   */
  sitemap?: SitemapSource;
  /** The page's loader, `() => import('../pages/NewsPage.loader.ts')`: loaded beside the page's code, never on the first load. */
  loader?: () => Promise<PageLoaderModule>;
  /** The page, `() => import('../pages/NewsPage.tsx')`. */
  load: () => Promise<PageModule>;
}

export interface SectionDefinition<Pages extends readonly SectionPage[]> {
  /** The section's name in the registry (package.json "federation.section"). */
  section: string;
  /** `__APP_VERSION__`: the build's version. */
  version: string;
  /** The section's i18next namespace. */
  namespace: string;
  /** `{ uz: () => import('../locales/uz.json'), … }`. */
  translations: Record<Locale, () => Promise<unknown>>;
  /** Every page of the section is private (see SectionPage.private). */
  private?: boolean;
  pages: Pages;
}

/** The route table a section's pages make: `{ news: '/news', 'news-slug': '/news/:slug' }`. */
export type RoutesOf<Pages extends readonly SectionPage[]> = { [P in Pages[number] as P['name']]: P['path'] };

export type DefinedSection<Pages extends readonly SectionPage[]> = RemoteRoutesModule & {
  /** The section's pages as declared (names and paths as literal types). */
  declared: Pages;
};

/**
 * The one way to declare a section (its `src/expose/routes.ts`): its namespace, strings and pages. The result is
 * the remote contract the shell loads (`./routes`); loading it also tells the kit's links about the section's pages.
 * It depends on no library at run time, so `npm run routes` can read a section's route table from its routes.ts at
 * build time without loading the section.
 */
export function defineSection<const Pages extends readonly SectionPage[]>(definition: SectionDefinition<Pages>): DefinedSection<Pages> {
  const pages: RemotePage[] = definition.pages.map((page) => {
    const lazyLoader = page.loader;
    const isPrivate = page.private ?? definition.private;
    return {
      name: page.name,
      path: page.path,
      layout: page.layout ?? (isPrivate ? 'staff' : 'default'),
      ...(page.parents ? { parents: [...page.parents] } : {}),
      ...(page.middleware ? { middleware: [...page.middleware] } : {}),
      ...(isPrivate ? { private: true } : {}),
      ...(lazyLoader ? { loader: async (args: PageLoaderArgs) => (await lazyLoader()).loader(args) } : {}),
      load: page.load,
    };
  });
  addSectionRoutes(definition.section, Object.fromEntries(pages.map((page) => [page.name, page.path])));
  return {
    section: definition.section,
    version: definition.version,
    namespace: definition.namespace,
    translations: definition.translations,
    pages,
    declared: definition.pages,
  };
}

/** A section's route table (name -> path) at run time, as its build publishes it. */
export function routeTableOf(section: Pick<RemoteRoutesModule, 'pages'>): Record<string, string> {
  return Object.fromEntries(section.pages.map((page) => [page.name, page.path]));
}
