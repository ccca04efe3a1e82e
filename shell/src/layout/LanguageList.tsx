import {
  LOCALES,
  LOCALE_NAMES,
  LOCALE_TAGS,
  browserHandles,
  localeCookie,
  switchLocaleHref,
  useLocale,
  useLocation,
  useNavigate,
  useTranslation,
} from '@tax/shared';
import classes from './layout.module.css';

/**
 * Each language named in itself; the current one is marked; the link keeps the page, query and hash, and the place
 * on the page. Plain anchors that navigate in the page (react-router's `Link` resolved each of its hrefs again, twice,
 * on every render of every page: these are already absolute).
 */
export function LanguageList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <nav aria-label={t('language.label')}>
      <ul className={classes.languages}>
        {LOCALES.map((l) => {
          const href = switchLocaleHref(location, l);
          return (
            <li key={l}>
              <a
                href={href}
                hrefLang={LOCALE_TAGS[l]}
                lang={LOCALE_TAGS[l]}
                aria-current={l === locale ? 'true' : undefined}
                className={classes.language}
                data-locale={l}
                onClick={(event) => {
                  document.cookie = localeCookie(l);
                  onNavigate?.();
                  // A new tab or window, a download: the browser's.
                  if (browserHandles(event, undefined)) return;
                  event.preventDefault();
                  void navigate(href, { preventScrollReset: true, replace: l === locale });
                }}
              >
                {LOCALE_NAMES[l]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
