import { forwardRef, useContext, useEffect, useRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link, UNSAFE_LocationContext } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { isLocale, splitLocale, withLocale, type Locale, DEFAULT_LOCALE } from './locales.ts';
import { findRoute, localizedPath, type LinkOptions, type RouteName, type RouteParams, type SectionName } from './route-map.ts';
import { prefetchSectionOnIdle } from './prefetch.ts';

/**
 * The active locale: the route's (its path prefix), as loaders get it, so a page and its loader never disagree
 * while i18next is still switching. Outside a router (a widget rendered on its own in a test) it is i18next's.
 */
export function useLocale(): Locale {
  const location = useContext(UNSAFE_LocationContext)?.location;
  const { i18n } = useTranslation();
  if (location) return splitLocale(location.pathname).locale;
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
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

/** A link to a named route in the active language; links to other sections prefetch them on idle. */
export const LocalizedLink = forwardRef<HTMLAnchorElement, LocalizedLinkProps<RouteName>>(function LocalizedLink(
  { to, params, query, hash, locale, children, replace, ...rest },
  forwardedRef,
) {
  const active = useLocale();
  const ref = useRef<HTMLAnchorElement | null>(null);
  const owner = findRoute(to)?.owner;
  // A page the types know but the registry does not (its section rolled back to a version without it): a plain
  // link home in the same language rather than a broken page.
  const href = owner
    ? localizedPath(to, locale ?? active, params as RouteParams<RouteName>, { query, hash })
    : withLocale('/', locale ?? active);

  useEffect(() => {
    const node = ref.current;
    if (!node || !owner || owner === 'shell' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        prefetchSectionOnIdle(owner as SectionName);
        observer.disconnect();
      }
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [owner]);

  return (
    <Link
      to={href}
      viewTransition
      replace={replace}
      ref={(node) => {
        ref.current = node;
        if (typeof forwardedRef === 'function') forwardedRef(node);
        else if (forwardedRef) forwardedRef.current = node;
      }}
      {...rest}
    >
      {children}
    </Link>
  );
}) as <N extends RouteName>(props: LocalizedLinkProps<N> & { ref?: React.Ref<HTMLAnchorElement> }) => ReactNode;
