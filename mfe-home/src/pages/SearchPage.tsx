import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Badge,
  Group,
  LocalizedLink,
  PageFrame,
  Skeleton,
  Stack,
  Text,
  formatNumber,
  localizedPath,
  useEarlyInput,
  useLocale,
  useNavigate,
  useSearchParams,
  useTranslation,
  UzbekFallbackNote,
  ErrorState,
  routeOfPath,
} from '@tax/shared';
import { useSearch } from '../features/search/api/search-site.ts';
import {
  SEARCH_KINDS,
  parseSearchParams,
  searchLinkQuery,
  MAX_QUERY_LENGTH,
  type SearchState,
} from '../features/search/hooks/search-params.ts';
import { snippetParts } from '../features/search/hooks/snippet.ts';
import classes from '../features/search/components/search.module.css';

const SUGGESTIONS = ['suggestInvoice', 'suggestKey', 'suggestVacancy'] as const;

function Snippet({ html }: { html: string }) {
  return (
    <>
      {snippetParts(html).map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
    </>
  );
}

/** Site search: the query lives in the URL; results in the active language, grouped by kind, paginated. */
export default function SearchPage() {
  const locale = useLocale();
  const { t } = useTranslation('home');
  const [params] = useSearchParams();
  const state = parseSearchParams(params);
  const navigate = useNavigate();
  const [draft, setDraft] = useState(state.q);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => setDraft(state.q), [state.q]);
  // After the line above: a query typed before the page's scripts ran wins over the address's.
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);
  const query = useSearch({ q: state.q, locale, page: state.page, ...(state.kind ? { kind: state.kind } : {}) });

  const go = (next: SearchState) => navigate(localizedPath('search', locale, {}, { query: searchLinkQuery(next) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim(), page: 1, ...(state.kind ? { kind: state.kind } : {}) });
  };

  const data = query.data;
  const groups = data?.groups ?? [];
  const all = groups.reduce((sum, group) => sum + group.total, 0);

  return (
    <PageFrame title={t('pages.search.title')} description={t('pages.search.description')} intro={t('pages.search.intro')}>
      <form ref={formRef} role="search" onSubmit={submit} className={classes.form} action={localizedPath('search', locale)} method="get">
        <label htmlFor="search-q" className={classes.label}>
          {t('search.label')}
        </label>
        <div className={classes.row}>
          <input
            id="search-q"
            ref={inputRef}
            name="q"
            type="search"
            value={draft}
            maxLength={MAX_QUERY_LENGTH}
            onChange={(event) => setDraft(event.currentTarget.value)}
            className={classes.input}
            placeholder={t('search.placeholder')}
            enterKeyHint="search"
          />
          <button type="submit" className={classes.submit}>
            {t('search.submit')}
          </button>
        </div>
      </form>

      {state.q === '' ? (
        <div className={classes.hint} data-testid="search-empty-query">
          <Text fw={700}>{t('search.emptyTitle')}</Text>
          <Text>{t('search.emptyText')}</Text>
          <Group gap="xs" mt="sm">
            {SUGGESTIONS.map((key) => (
              <LocalizedLink key={key} to="search" query={{ q: t(`search.${key}`) }} className={classes.chip}>
                {t(`search.${key}`)}
              </LocalizedLink>
            ))}
          </Group>
        </div>
      ) : query.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} height={64} radius="sm" />
          ))}
        </Stack>
      ) : query.isError && !data ? (
        <ErrorState onRetry={() => void query.refetch()} busy={query.isFetching} />
      ) : data ? (
        <div aria-busy={query.isFetching} data-testid="search-results">
          <p role="status" className={classes.count}>
            {t('search.found', { total: formatNumber(state.kind ? data.total : all, locale), q: state.q })}
            {/* In the same live region: a screen reader hears why the results may not hold every word. */}
            {data.match === 'any' && data.items.length > 0 ? (
              <span className={classes.someWords} data-testid="search-some-words">
                {t('search.someWords')}
              </span>
            ) : null}
          </p>
          {all > 0 ? (
            <nav aria-label={t('search.kinds')} className={classes.kinds}>
              <LocalizedLink
                to="search"
                query={searchLinkQuery({ q: state.q, page: 1 })}
                aria-current={state.kind ? undefined : 'page'}
                className={classes.kind}
              >
                {t('search.kind.all')}{' '}
                <Badge variant="filled" color="brand.8">
                  {formatNumber(all, locale)}
                </Badge>
              </LocalizedLink>
              {SEARCH_KINDS.map((kind) => {
                const total = groups.find((group) => group.kind === kind)?.total ?? 0;
                if (total === 0) return null;
                return (
                  <LocalizedLink
                    key={kind}
                    to="search"
                    query={searchLinkQuery({ q: state.q, page: 1, kind })}
                    aria-current={state.kind === kind ? 'page' : undefined}
                    className={classes.kind}
                    data-kind={kind}
                  >
                    {t(`search.kind.${kind}`)}{' '}
                    <Badge variant="filled" color="brand.8">
                      {formatNumber(total, locale)}
                    </Badge>
                  </LocalizedLink>
                );
              })}
            </nav>
          ) : null}
          {query.isError ? <ErrorState onRetry={() => void query.refetch()} busy={query.isFetching} /> : null}
          {data.items.length === 0 ? (
            <div className={classes.hint} data-testid="search-no-results">
              <Text fw={700}>{t('search.noResultsTitle', { q: state.q })}</Text>
              <Text>{t('search.noResultsText')}</Text>
            </div>
          ) : (
            <ol className={classes.results} start={(data.page - 1) * data.pageSize + 1}>
              {data.items.map((hit) => {
                const target = routeOfPath(hit.path);
                const lang = hit.translated ? undefined : 'uz';
                return (
                  <li key={`${hit.kind}:${hit.slug}`} className={classes.result} data-kind={hit.kind}>
                    <Badge variant="outline" color="brand.8" className={classes.badge}>
                      {t(`search.kindOne.${hit.kind}`)}
                    </Badge>
                    <h2 className={classes.resultTitle} lang={lang}>
                      {target ? (
                        <LocalizedLink to={target.to} params={target.params}>
                          {hit.title}
                        </LocalizedLink>
                      ) : (
                        hit.title
                      )}
                    </h2>
                    <p className={classes.snippet} lang={lang}>
                      <Snippet html={hit.snippet} />
                    </p>
                    <UzbekFallbackNote translated={hit.translated} />
                  </li>
                );
              })}
            </ol>
          )}
          {data.totalPages > 1 ? (
            <nav aria-label={t('search.pages')} className={classes.pagination}>
              {data.page > 1 ? (
                <LocalizedLink
                  to="search"
                  query={searchLinkQuery({ ...state, page: data.page - 1 })}
                  rel="prev"
                  className={classes.pageLink}
                >
                  {t('search.previous')}
                </LocalizedLink>
              ) : null}
              {Array.from({ length: data.totalPages }, (_, i) => i + 1)
                .filter((n) => n === 1 || n === data.totalPages || Math.abs(n - data.page) <= 2)
                .map((n) => (
                  <LocalizedLink
                    key={n}
                    to="search"
                    query={searchLinkQuery({ ...state, page: n })}
                    aria-current={n === data.page ? 'page' : undefined}
                    aria-label={t('search.pageN', { n })}
                    className={classes.pageLink}
                  >
                    {formatNumber(n, locale)}
                  </LocalizedLink>
                ))}
              {data.page < data.totalPages ? (
                <LocalizedLink
                  to="search"
                  query={searchLinkQuery({ ...state, page: data.page + 1 })}
                  rel="next"
                  className={classes.pageLink}
                >
                  {t('search.next')}
                </LocalizedLink>
              ) : null}
            </nav>
          ) : null}
        </div>
      ) : null}
    </PageFrame>
  );
}
