import {
  LOCALES,
  LOCALE_NAMES,
  LOCALE_TAGS,
  Link,
  localeCookie,
  switchLocaleHref,
  useLocale,
  useLocation,
  useTranslation,
} from '@tax/shared';
import classes from './layout.module.css';

/** Each language named in itself; the current one is marked; the link keeps the page, query and hash. */
export function LanguageList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const location = useLocation();
  return (
    <nav aria-label={t('language.label')}>
      <ul className={classes.languages}>
        {LOCALES.map((l) => (
          <li key={l}>
            <Link
              to={switchLocaleHref(location, l)}
              hrefLang={LOCALE_TAGS[l]}
              lang={LOCALE_TAGS[l]}
              aria-current={l === locale ? 'true' : undefined}
              className={classes.language}
              data-locale={l}
              preventScrollReset
              onClick={() => {
                document.cookie = localeCookie(l);
                onNavigate?.();
              }}
            >
              {LOCALE_NAMES[l]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
