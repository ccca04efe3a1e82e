import { useEffect } from 'react';
import {
  LOCALES,
  LOCALE_TAGS,
  OG_LOCALES,
  localeCookie,
  readLocaleCookie,
  splitLocale,
  useLocale,
  useLocation,
  usePageHandle,
  usePageStatus,
  useSiteOrigin,
  withLocale,
} from '@tax/shared';

/**
 * Per page: `<html lang>`, hreflang alternates (uz, ru, en, x-default), canonical and og:locale tags.
 * The page's own `<title>` and description come from its PageFrame. Also remembers the active language
 * in the `i18n_redirected` cookie whenever it changes.
 */
export function HeadTags() {
  const locale = useLocale();
  const location = useLocation();
  const origin = useSiteOrigin();
  const status = usePageStatus();
  const handle = usePageHandle();
  const { path } = splitLocale(location.pathname);

  useEffect(() => {
    document.documentElement.lang = LOCALE_TAGS[locale];
    if (readLocaleCookie(document.cookie) !== locale) document.cookie = localeCookie(locale);
  }, [locale]);

  // An error page (a 404, /error) is no address of its own: kept out of search results, with no canonical or alternates.
  if (status !== 200 || handle?.name === 'error') return <meta name="robots" content="noindex" />;
  return (
    <>
      <link rel="canonical" href={`${origin}${withLocale(path, locale)}`} />
      {LOCALES.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={`${origin}${withLocale(path, l)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${withLocale(path, 'uz')}`} />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      {LOCALES.filter((l) => l !== locale).map((l) => (
        <meta key={l} property="og:locale:alternate" content={OG_LOCALES[l]} />
      ))}
      <meta property="og:url" content={`${origin}${withLocale(path, locale)}`} />
    </>
  );
}
