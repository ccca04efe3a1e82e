import { forwardRef, useEffect, useRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale, DEFAULT_LOCALE } from './locales.ts';
import { ROUTES, localizedPath, type LinkOptions, type RouteName, type RouteParams } from './route-map.ts';
import { prefetchSectionOnIdle } from './prefetch.ts';

/** The active locale, from the route (the shell's locale routes carry it) or i18next. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
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
  const href = localizedPath(to, locale ?? active, params as never, { query, hash });
  const ref = useRef<HTMLAnchorElement | null>(null);
  const owner = ROUTES[to].owner;

  useEffect(() => {
    const node = ref.current;
    if (!node || owner === 'shell' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        prefetchSectionOnIdle(owner);
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
