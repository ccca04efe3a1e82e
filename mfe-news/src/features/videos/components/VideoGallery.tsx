import { useEffect, useRef, useState } from 'react';
import { QueryState, Text, Title, VisuallyHidden, formatDate, useLocale, useTranslation } from '@tax/shared';
import { useVideos, type Video } from '../api/get-videos.ts';
import { durationParts } from '../hooks/duration.ts';
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
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const duration = durationParts(video.durationSec);
  const lang = video.translated ? undefined : 'uz';
  const Heading = headingLevel === 3 ? 'h3' : 'h4';

  useEffect(() => {
    // The button the visitor pressed is gone: keep the keyboard focus on the player that replaced it.
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <article className={classes.card} data-video={video.slug}>
      <div className={classes.media}>
        {playing ? (
          // A cross-origin player needs its own scripts and storage; a sandbox with both would add nothing.
          // oxlint-disable-next-line react/iframe-missing-sandbox
          <iframe
            ref={frame}
            className={classes.frame}
            src={`${video.embedUrl}?autoplay=1&rel=0`}
            title={t('videos.player', { title: video.title })}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            width={480}
            height={270}
          />
        ) : (
          <button type="button" className={classes.preview} onClick={() => setPlaying(true)}>
            <svg className={classes.playIcon} viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">
              <rect width="68" height="48" rx="12" fill="currentColor" />
              <path d="M27 14 L47 24 L27 34 Z" fill="#fff" />
            </svg>
            <VisuallyHidden>{t('videos.playPrefix')} </VisuallyHidden>
            <span className={classes.previewTitle} lang={lang}>
              {video.title}
            </span>
            <span className={classes.duration}>
              <VisuallyHidden>, </VisuallyHidden>
              {t('videos.duration', duration)}
            </span>
          </button>
        )}
      </div>
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
