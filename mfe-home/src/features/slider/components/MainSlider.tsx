import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  ActionIcon,
  Group,
  Picture,
  LocalizedLink,
  Text,
  Title,
  VisuallyHidden,
  useLocale,
  usePreviewToken,
  useReducedMotion,
  useTranslation,
  FallbackText,
  UzbekFallbackNote,
  QueryState,
  routeOfPath,
} from '@tax/shared';
import { useSlides } from '../api/get-slides.ts';
import classes from '../../../lib/home.module.css';

const AUTOPLAY_MS = 7000;

/**
 * The announcements carousel: previous/next, a pause button, slide pickers and arrow keys; it rotates only
 * while nobody hovers or focuses it, never for visitors who prefer reduced motion.
 */
export function MainSlider() {
  const locale = useLocale();
  const { t } = useTranslation('home');
  const query = useSlides(locale, usePreviewToken());
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const count = query.data?.items.length ?? 0;
  const playing = !reduced && !userPaused && count > 1;

  useEffect(() => {
    if (!playing || held) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, held, count]);

  // Hovering or focusing the carousel holds the rotation (listeners on the region itself, not on a control).
  const rootRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const node = rootRef.current;
    if (!node) return;
    const hold = () => setHeld(true);
    const release = () => setHeld(false);
    const blur = (event: FocusEvent) => {
      if (!node.contains(event.relatedTarget as Node | null)) setHeld(false);
    };
    node.addEventListener('mouseenter', hold);
    node.addEventListener('mouseleave', release);
    node.addEventListener('focusin', hold);
    node.addEventListener('focusout', blur);
    return () => {
      node.removeEventListener('mouseenter', hold);
      node.removeEventListener('mouseleave', release);
      node.removeEventListener('focusin', hold);
      node.removeEventListener('focusout', blur);
    };
  }, []);

  const go = (delta: number) => setIndex((current) => (current + delta + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription={t('slider.roledescription')}
      aria-label={t('slider.label')}
      className={classes.slider}
      data-home-section="main-slider"
      ref={rootRef}
    >
      {/* Without scripts the carousel cannot turn: every announcement is shown, one after another, and the buttons
          that would do nothing are not. */}
      <noscript>
        <style>{`.${classes.slide}[hidden]{display:grid}.${classes.sliderControls}{display:none}`}</style>
      </noscript>
      <QueryState query={query} isEmpty={(data) => data.items.length === 0} empty={t('slider.empty')} lines={4}>
        {(data) => (
          <>
            <div aria-live={playing && !held ? 'off' : 'polite'} className={classes.slides}>
              {data.items.map((slide, position) => {
                const target = routeOfPath(slide.link);
                return (
                  <div
                    key={slide.slug}
                    role="group"
                    aria-roledescription={t('slider.slide')}
                    aria-label={t('slider.position', { current: position + 1, total: data.items.length })}
                    hidden={position !== index}
                    className={classes.slide}
                    data-slide={slide.slug}
                  >
                    <div className={classes.slideText}>
                      <Title order={2} size="h3">
                        <FallbackText translated={slide.translated}>{slide.title}</FallbackText>
                      </Title>
                      <Text mt="xs">
                        <FallbackText translated={slide.translated}>{slide.text}</FallbackText>
                      </Text>
                      <UzbekFallbackNote translated={slide.translated} />
                      {target ? (
                        <LocalizedLink
                          to={target.to}
                          params={target.params}
                          className={classes.cta}
                          lang={slide.translated ? undefined : 'uz'}
                        >
                          {slide.linkLabel}
                          {/* "Learn more" says where it leads to a screen reader's link list and to search engines too. */}
                          <VisuallyHidden component="span">: {slide.title}</VisuallyHidden>
                        </LocalizedLink>
                      ) : null}
                    </div>
                    {/* Two fifths of the slide from 768 px (the container is at most about 1200 px), else its width. */}
                    <Picture
                      image={slide.image}
                      sizes="(min-width: 768px) 480px, 100vw"
                      priority={position === 0}
                      className={classes.slideImage}
                    />
                  </div>
                );
              })}
            </div>
            {data.items.length > 1 ? (
              <Group gap="xs" mt="sm" onKeyDown={onKeyDown} className={classes.sliderControls}>
                <ActionIcon variant="outline" size={40} onClick={() => go(-1)} aria-label={t('slider.previous')}>
                  <span aria-hidden="true">‹</span>
                </ActionIcon>
                {data.items.map((slide, position) => (
                  <button
                    key={slide.slug}
                    type="button"
                    className={classes.dot}
                    aria-label={t('slider.goTo', { n: position + 1 })}
                    aria-current={position === index ? 'true' : undefined}
                    onClick={() => setIndex(position)}
                  />
                ))}
                <ActionIcon variant="outline" size={40} onClick={() => go(1)} aria-label={t('slider.next')}>
                  <span aria-hidden="true">›</span>
                </ActionIcon>
                {reduced ? null : (
                  <button type="button" className={classes.pause} onClick={() => setUserPaused((p) => !p)} data-testid="slider-pause">
                    {userPaused ? t('slider.play') : t('slider.pause')}
                  </button>
                )}
              </Group>
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}
