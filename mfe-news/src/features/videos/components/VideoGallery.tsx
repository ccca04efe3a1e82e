import { QueryState, Text, Title, formatDate, useLocale, useTranslation } from '@tax/shared';
import { useVideos, type Video } from '../api/get-videos.ts';
import { durationParts } from '../hooks/duration.ts';
import { VideoPlayer } from './VideoPlayer.tsx';
import classes from './videos.module.css';

export interface VideoGalleryProps {
  /** At most this many videos (all of them by default). */
  limit?: number;
  /** The gallery's heading level on the page around it. */
  headingLevel?: 2 | 3;
  /** The page around gives the gallery its heading (of `headingLevel`); the videos' titles go one level below. */
  hideHeading?: boolean;
}

/**
 * The video gallery. Each video shows a light preview drawn by the site itself; the YouTube player (and any
 * request to YouTube) loads only when the visitor presses play.
 */
export function VideoGallery({ limit, headingLevel = 2, hideHeading = false }: VideoGalleryProps) {
  const { t } = useTranslation('news');
  const locale = useLocale();
  const size = Math.min(Math.max(Math.round(limit ?? 12) || 12, 1), 50);
  const query = useVideos(locale, size);
  return (
    <section
      className={classes.gallery}
      {...(hideHeading ? { 'aria-label': t('videos.title') } : { 'aria-labelledby': 'news-videos-title' })}
      data-news-widget="VideoGallery"
    >
      {hideHeading ? null : (
        <Title order={headingLevel} id="news-videos-title" className={classes.title}>
          {t('videos.title')}
        </Title>
      )}
      <Text className={classes.intro}>
        {t('videos.intro')} {t('videos.privacy')}
      </Text>
      <QueryState query={query} isEmpty={(data) => data.items.length === 0} empty={t('videos.empty')} lines={4}>
        {(data) => (
          <ul className={classes.grid}>
            {data.items.map((video) => (
              <li key={video.slug}>
                <VideoCard video={video} headingLevel={headingLevel === 2 ? 3 : 4} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function VideoCard({ video, headingLevel }: { video: Video; headingLevel: 3 | 4 }) {
  const { t } = useTranslation('news');
  const locale = useLocale();
  const duration = durationParts(video.durationSec);
  const lang = video.translated ? undefined : 'uz';
  const Heading = headingLevel === 3 ? 'h3' : 'h4';

  return (
    <article className={classes.card} data-video={video.slug}>
      <VideoPlayer embedUrl={video.embedUrl} title={video.title} duration={duration} lang={lang} />
      <div className={classes.body}>
        <Heading className={classes.cardTitle} lang={lang}>
          {video.title}
        </Heading>
        <p className={classes.meta}>
          <time dateTime={video.date}>{formatDate(video.date, locale)}</time>
          {' · '}
          <span>{t('videos.durationLong', duration)}</span>
        </p>
        {video.translated ? null : <p className={classes.note}>{t('untranslated.item')}</p>}
        <p className={classes.description} lang={lang}>
          {video.description}
        </p>
      </div>
    </article>
  );
}
