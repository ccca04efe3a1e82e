import { LocalizedLink, QueryState, Title, formatDate, useLocale, useTranslation } from '@tax/shared';
import { useNewsList } from '../api/get-news-list.ts';
import classes from './news.module.css';

export interface LatestNewsListProps {
  /** How many of the newest articles to list (3–4 on the home page). */
  limit?: number;
}

/** The newest articles, compact: date, title linking to the article, and a link to all news. */
export function LatestNewsList({ limit = 4 }: LatestNewsListProps) {
  const { t } = useTranslation('news');
  const locale = useLocale();
  const size = Math.min(Math.max(Math.round(limit) || 4, 1), 12);
  const query = useNewsList(locale, { page: 1, pageSize: size });
  return (
    <section className={classes.latest} aria-labelledby="news-latest-title" data-news-widget="LatestNews">
      <div className={classes.latestHead}>
        <Title order={2} id="news-latest-title" className={classes.sectionTitle}>
          {t('latest.title')}
        </Title>
        <LocalizedLink to="news" className={classes.moreLink}>
          {t('latest.allNews')}
        </LocalizedLink>
      </div>
      <QueryState query={query} isEmpty={(data) => data.items.length === 0} empty={t('latest.empty')} lines={size}>
        {(data) => (
          <ul className={classes.latestList}>
            {data.items.map((item) => (
              <li key={item.slug} className={classes.latestItem}>
                <time dateTime={item.date} className={classes.date}>
                  {formatDate(item.date, locale)}
                </time>
                <LocalizedLink
                  to="news-slug"
                  params={{ slug: item.slug }}
                  className={classes.latestLink}
                  lang={item.translated ? undefined : 'uz'}
                >
                  {item.title}
                </LocalizedLink>
                {item.translated ? null : <span className={classes.untranslatedBadge}>{t('untranslated.badge')}</span>}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
