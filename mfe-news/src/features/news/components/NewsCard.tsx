import { LocalizedLink, Picture, formatDate, useLocale, useTranslation, type NewsSummary } from '@tax/shared';
import classes from './news.module.css';

/** One article in a list: image, date, topic, title (the link) and summary. */
/** `priority`: the first card of a list, whose image is the largest thing on the first screen: loaded at once. */
export function NewsCard({ item, headingLevel = 2, priority = false }: { item: NewsSummary; headingLevel?: 2 | 3; priority?: boolean }) {
  const { t } = useTranslation('news');
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const lang = item.translated ? undefined : 'uz';
  return (
    <article className={classes.card} data-news={item.slug}>
      <Picture
        image={item.image}
        alt=""
        sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
        className={classes.cardImage}
        priority={priority}
      />
      <div className={classes.cardBody}>
        <p className={classes.cardMeta}>
          <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
          <span className={classes.topic}>{t(`topics.${item.topic}`)}</span>
        </p>
        <Heading className={classes.cardTitle}>
          <LocalizedLink to="news-slug" params={{ slug: item.slug }} className={classes.cardLink} lang={lang}>
            {item.title}
          </LocalizedLink>
        </Heading>
        {item.translated ? null : <p className={classes.note}>{t('untranslated.item')}</p>}
        <p className={classes.cardSummary} lang={lang}>
          {item.summary}
        </p>
      </div>
    </article>
  );
}
