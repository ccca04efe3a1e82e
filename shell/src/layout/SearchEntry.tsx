import { useRef, useState, type FormEvent } from 'react';
import { localizedPath, useEarlyInput, useLocale, useNavigate, useTranslation } from '@tax/shared';
import classes from './layout.module.css';

/**
 * A search entry (the header's, the not-found page's): leads to /search?q=… in the active language. `label` names the
 * form as a landmark when the page has more than one; `initial` fills the field.
 */
export function SearchEntry({
  id,
  onNavigate,
  label,
  initial = '',
}: {
  id: string;
  onNavigate?: () => void;
  label?: string;
  initial?: string;
}) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const navigate = useNavigate();
  const [query, setQuery] = useState(initial);
  // Typed before the page's scripts ran: kept (a search sent then would have been empty).
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);
  const action = localizedPath('search', locale);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(localizedPath('search', locale, {}, { query: { q: query.trim() } }));
    onNavigate?.();
  };
  return (
    <form ref={formRef} role="search" aria-label={label} action={action} method="get" onSubmit={submit} className={classes.search}>
      {/* A plain input: the header must not pull the form kit into every first load. */}
      <input
        id={id}
        name="q"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        className={classes.searchInput}
        enterKeyHint="search"
      />
      <button type="submit" className={classes.searchButton}>
        {t('search.submit')}
      </button>
    </form>
  );
}
