import { forwardRef, useContext, useEffect, useRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_LocationContext } from 'react-router';
import { I18nContext, getI18n } from 'react-i18next';
import { isLocale, splitLocale, withLocale, type Locale, DEFAULT_LOCALE } from './locales.ts';
import { findRoute, localizedPath, type LinkOptions, type RouteName, type RouteParams, type SectionName } from './route-map.ts';
import { prefetchSectionOnIdle } from './prefetch.ts';

/**
 * The active locale: the route's (its path prefix), as loaders get it, so a page and its loader never disagree
 * while i18next is still switching. Outside a router (a widget rendered on its own in a test) it is i18next's.
 */
export function useLocale(): Locale {
  const location = useContext(UNSAFE_LocationContext)?.location;
  // The instance only, not `useTranslation`: every link of a page asks (40 on an article), and the strings are not
  // needed here. Components that show strings subscribe to language changes through their own `useTranslation`.
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  if (location) return splitLocale(location.pathname).locale;
  const language = i18n?.language;
  return language && isLocale(language) ? language : DEFAULT_LOCALE;
}

export type LocalizedLinkProps<N extends RouteName> = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: N;
  params?: RouteParams<N>;
  query?: LinkOptions['query'];
  hash?: string;
  /** Another language than the page's (for the language list). */
  locale?: Locale;
  children?: ReactNode;
  replace?: boolean;
};

/** Links to other sections, by the section they lead to: one observer for all of them prefetches a section on idle. */
const sectionOfLink = new WeakMap<Element, SectionName>();
let linksInView: IntersectionObserver | null = null;

function prefetchWhenSeen(node: Element, section: SectionName): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  linksInView ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const seen = sectionOfLink.get(entry.target);
      if (seen) prefetchSectionOnIdle(seen);
      linksInView?.unobserve(entry.target);
      sectionOfLink.delete(entry.target);
    }
  });
  sectionOfLink.set(node, section);
  linksInView.observe(node);
  return () => {
    linksInView?.unobserve(node);
    sectionOfLink.delete(node);
  };
}

/** A click the browser should handle itself: another button, a modifier key (new tab, window, download), another target. */
export function browserHandles(event: React.MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    (!!target && target !== '_self') ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}

/**
 * A link to a named route in the active language; links to other sections prefetch them when they come into view.
 *
 * Its own anchor, not react-router's `Link`: every href here is an absolute path the kit builds itself, so none of
 * `Link`'s relative resolution is needed, and that resolution (twice per link: its href and its click handler, each
 * serialising the route matches) was a tenth of a page's server render and of its hydration on pages with many
 * links (docs/decisions/0019). A plain left click navigates in the page through the data router, with a view
 * transition, replacing the history entry when the link is to the page the visitor is on, as `Link` does.
 */
export const LocalizedLink = forwardRef<HTMLAnchorElement, LocalizedLinkProps<RouteName>>(function LocalizedLink(
  { to, params, query, hash, locale, children, replace, onClick, target, ...rest },
  forwardedRef,
) {
  const active = useLocale();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const ref = useRef<HTMLAnchorElement | null>(null);
  const owner = findRoute(to)?.owner;
  // A page the types know but the registry does not (its section rolled back to a version without it): a plain
  // link home in the same language rather than a broken page.
  const href = owner
    ? localizedPath(to, locale ?? active, params as RouteParams<RouteName>, { query, hash })
    : withLocale('/', locale ?? active);

  useEffect(() => {
    const node = ref.current;
    if (!node || !owner || owner === 'shell') return;
    return prefetchWhenSeen(node, owner as SectionName);
  }, [owner]);

  return (
    <a
      {...rest}
      href={href}
      target={target}
      ref={(node) => {
        ref.current = node;
        if (typeof forwardedRef === 'function') forwardedRef(node);
        else if (forwardedRef) forwardedRef.current = node;
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!router || rest.download !== undefined || browserHandles(event, target)) return;
        event.preventDefault();
        const here = router.state.location;
        const same = `${here.pathname}${here.search}${here.hash}` === href;
        void router.navigate(href, { replace: replace ?? same, viewTransition: true });
      }}
    >
      {children}
    </a>
  );
}) as <N extends RouteName>(props: LocalizedLinkProps<N> & { ref?: React.Ref<HTMLAnchorElement> }) => ReactNode;
