import type { ReactNode } from 'react';
import {
  ErrorState,
  NEWS_TOPICS,
  LOCALE_NAMES,
  LOCALES,
  LocalizedLink,
  PageFrame,
  Skeleton,
  Text,
  VisuallyHidden,
  apiBaseUrl,
  formatNumber,
  useLocale,
  useSearchParams,
  useSiteOrigin,
  useTranslation,
  type Locale,
  type NewsListResponse,
} from '@tax/shared';
import { useNewsList, type NewsListParams } from '../api/get-news-list.ts';
import { listQuery, pageWindow, parseListParams } from '../hooks/list-params.ts';
import { NewsCard } from './NewsCard.tsx';
import classes from './news.module.css';

/** The absolute address of the RSS feed of the news in one language (served by the API), for feed readers. */
export function feedUrl(locale: Locale, origin: string): string {
  const path = `${apiBaseUrl().replace(/\/$/, '')}/news/feed.xml?locale=${locale}`;
  return origin ? new URL(path, origin).href : path;
}

/** `/news`: the news list, newest first, with year and topic filters and page numbers in the address. */
export function NewsListPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('news');
  const locale = useLocale();
  const origin = useSiteOrigin();
  const [search] = useSearchParams();
  const params = parseListParams(search);
  const query = useNewsList(locale, params);
  const data = query.data;
  return (
    <PageFrame title={t('pages.news.title')} description={t('pages.news.description')} intro={t('pages.news.intro')}>
      {/* One feed per language, each saying its language (typed links, so they are not taken for page alternates). */}
      {LOCALES.map((feedLocale) => (
        <link
          key={feedLocale}
          rel="alternate"
          type="application/rss+xml"
          href={feedUrl(feedLocale, origin)}
          hrefLang={feedLocale}
          title={t('list.feedLanguage', { language: LOCALE_NAMES[feedLocale] })}
        />
      ))}
      <div className={classes.toolbar}>
        <Text component="p" aria-live="polite" className={classes.status}>
          {/* Past the last page the page says so itself ("There is no page 3"), not "Page 3 of 1". */}
          {data && data.totalPages > 0 && params.page <= data.totalPages
            ? t('list.summary', { page: formatNumber(params.page, locale), total: formatNumber(data.totalPages, locale) })
            : null}
        </Text>
        <a href={feedUrl(locale, origin)} hrefLang={locale} className={classes.feedLink} type="application/rss+xml">
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <rect width="16" height="16" rx="3" fill="#c25100" />
            <circle cx="4.5" cy="11.5" r="1.5" fill="#fff" />
            <path d="M3 7a6 6 0 0 1 6 6h-2a4 4 0 0 0-4-4zM3 3a10 10 0 0 1 10 10h-2a8 8 0 0 0-8-8z" fill="#fff" />
          </svg>
          {t('list.feed')}
        </a>
      </div>
      <Filters params={params} data={data} />
      <Results params={params} query={query} />
      {children}
    </PageFrame>
  );
}

function Filters({ params, data }: { params: NewsListParams; data: NewsListResponse | undefined }) {
  const { t } = useTranslation('news');
  const years = data?.years ?? (params.year ? [params.year] : []);
  const topics = data?.topics?.length ? data.topics : NEWS_TOPICS;
  return (
    <nav aria-label={t('list.filters')} className={classes.filters}>
      <div className={classes.filterGroup}>
        <span className={classes.filterLabel} id="news-filter-year">
          {t('list.year')}
        </span>
        <ul className={classes.chips} aria-labelledby="news-filter-year">
          <li>
            <LocalizedLink
              to="news"
              query={listQuery({ topic: params.topic })}
              className={classes.chip}
              aria-current={params.year ? undefined : 'true'}
            >
              {t('list.allYears')}
            </LocalizedLink>
          </li>
          {years.map((year) => (
            <li key={year}>
              <LocalizedLink
                to="news"
                query={listQuery({ year, topic: params.topic })}
                className={classes.chip}
                aria-current={params.year === year ? 'true' : undefined}
              >
                {String(year)}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </div>
      <div className={classes.filterGroup}>
        <span className={classes.filterLabel} id="news-filter-topic">
          {t('list.topic')}
        </span>
        <ul className={classes.chips} aria-labelledby="news-filter-topic">
          <li>
            <LocalizedLink
              to="news"
              query={listQuery({ year: params.year })}
              className={classes.chip}
              aria-current={params.topic ? undefined : 'true'}
            >
              {t('list.allTopics')}
            </LocalizedLink>
          </li>
          {topics.map((topic) => (
            <li key={topic}>
              <LocalizedLink
                to="news"
                query={listQuery({ year: params.year, topic })}
                className={classes.chip}
                aria-current={params.topic === topic ? 'true' : undefined}
              >
                {t(`topics.${topic}`)}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

function Results({ params, query }: { params: NewsListParams; query: ReturnType<typeof useNewsList> }) {
  const { t } = useTranslation('news');
  const { t: tc } = useTranslation('common');
  if (query.isPending) {
    return (
      <div className={classes.grid} aria-busy="true" data-state="loading">
        <VisuallyHidden role="status">{tc('loading')}</VisuallyHidden>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={320} radius="md" />
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return <ErrorState onRetry={() => void query.refetch()} busy={query.isFetching} />;
  }
  const data = query.data;
  if (!data) return null;
  if (data.items.length === 0) {
    const pastEnd = data.totalPages > 0 && params.page > data.totalPages;
    return (
      <div className={classes.empty} role="status">
        <Text component="p" mb="sm">
          {pastEnd ? t('list.pastEnd', { page: params.page, total: data.totalPages }) : t('list.empty')}
        </Text>
        {pastEnd ? (
          <LocalizedLink to="news" query={listQuery({ year: params.year, topic: params.topic })} className={classes.moreLink}>
            {t('list.firstPage')}
          </LocalizedLink>
        ) : (
          <LocalizedLink to="news" className={classes.moreLink}>
            {t('list.showAll')}
          </LocalizedLink>
        )}
      </div>
    );
  }
  return (
    <>
      {query.isError ? <ErrorState onRetry={() => void query.refetch()} busy={query.isFetching} /> : null}
      <VisuallyHidden component="h2">{t('pages.news.title')}</VisuallyHidden>
      <ul className={classes.grid} aria-busy={query.isPlaceholderData ? 'true' : undefined}>
        {data.items.map((item, index) => (
          <li key={item.slug}>
            <NewsCard item={item} headingLevel={3} priority={index === 0} />
          </li>
        ))}
      </ul>
      <Pagination params={params} totalPages={data.totalPages} />
    </>
  );
}

function Pagination({ params, totalPages }: { params: NewsListParams; totalPages: number }) {
  const { t } = useTranslation('news');
  const locale = useLocale();
  if (totalPages <= 1) return null;
  const current = params.page;
  const to = (page: number) => listQuery({ page, year: params.year, topic: params.topic });
  return (
    <nav aria-label={t('pagination.label')} className={classes.pagination} data-pagination>
      <ul className={classes.pages}>
        {current > 1 ? (
          <li>
            <LocalizedLink to="news" query={to(current - 1)} className={classes.pageLink} rel="prev">
              <span aria-hidden="true">←&nbsp;</span>
              {t('pagination.previous')}
            </LocalizedLink>
          </li>
        ) : null}
        {pageWindow(current, totalPages).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} className={classes.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <LocalizedLink
                to="news"
                query={to(page)}
                className={classes.pageLink}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page: formatNumber(page, locale) })}
              >
                {formatNumber(page, locale)}
              </LocalizedLink>
            </li>
          ),
        )}
        {current < totalPages ? (
          <li>
            <LocalizedLink to="news" query={to(current + 1)} className={classes.pageLink} rel="next">
              {t('pagination.next')}
              <span aria-hidden="true">&nbsp;→</span>
            </LocalizedLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
