import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden, useTranslation } from '@tax/shared';
import classes from './videos.module.css';

export interface VideoPlayerProps {
  /** YouTube's privacy-enhanced player address (youtube-nocookie.com/embed/<id>). */
  embedUrl: string;
  title: string;
  /** `m:ss` shown on the preview; absent: none (a news item's video has no length of its own). */
  duration?: { minutes: string; seconds: string } | undefined;
  lang?: string | undefined;
}

/**
 * A video's 16:9 frame: a light preview drawn by the site itself until the visitor presses play; only then the
 * YouTube player (and any request to YouTube) loads. The gallery's cards and a news article's video share it.
 */
export function VideoPlayer({ embedUrl, title, duration, lang }: VideoPlayerProps) {
  const { t } = useTranslation('news');
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement | null>(null);

  useEffect(() => {
    // The button the visitor pressed is gone: keep the keyboard focus on the player that replaced it.
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div className={classes.media}>
      {playing ? (
        // A cross-origin player needs its own scripts and storage; a sandbox with both would add nothing.
        // oxlint-disable-next-line react/iframe-missing-sandbox
        <iframe
          ref={frame}
          className={classes.frame}
          src={`${embedUrl}?autoplay=1&rel=0`}
          title={t('videos.player', { title })}
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
            {title}
          </span>
          {duration ? (
            <span className={classes.duration}>
              <VisuallyHidden>, </VisuallyHidden>
              {t('videos.duration', duration)}
            </span>
          ) : null}
        </button>
      )}
    </div>
  );
}
