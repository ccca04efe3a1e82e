import { Suspense, lazy, useEffect, useState } from 'react';
import {
  ErrorState,
  LocalizedLink,
  PageFrame,
  Picture,
  PreviewNotice,
  Skeleton,
  Stack,
  Title,
  VisuallyHidden,
  formatDate,
  localizedPath,
  useLocale,
  useSiteOrigin,
  useParams,
  useSearchParams,
  useTranslation,
  type NewsDetailResponse,
} from '@tax/shared';
import { useNewsArticle } from '../features/news/api/get-news-article.ts';
import { NewsCard } from '../features/news/components/NewsCard.tsx';
import classes from '../features/news/components/news.module.css';

// Only an article with a video loads the player's code (and the player itself only when the visitor presses play).
const VideoPlayer = lazy(async () => ({ default: (await import('../features/videos/components/VideoPlayer.tsx')).VideoPlayer }));

/** `/news/{slug}`: the article, its image, date, share links, previous and next, related news. */
export default function NewsArticlePage() {
  const { t } = useTranslation('news');
  const locale = useLocale();
  const slug = useParams().slug ?? '';
  const [search] = useSearchParams();
  const query = useNewsArticle(locale, slug, search.get('preview'));

  if (query.isPending) {
    return (
      <PageFrame title={t('pages.news-slug.title')} description={t('pages.news-slug.description')}>
        <Stack gap="md" aria-busy="true" data-state="loading" className={classes.article}>
          <VisuallyHidden role="status">{t('common:loading')}</VisuallyHidden>
          <Skeleton height={20} width="40%" />
          <Skeleton height={360} radius="md" />
          <Skeleton height={16} />
          <Skeleton height={16} />
          <Skeleton height={16} width="70%" />
        </Stack>
      </PageFrame>
    );
  }
  if (query.isError) {
    return (
      <PageFrame title={t('pages.news-slug.title')} description={t('pages.news-slug.description')}>
        <ErrorState onRetry={() => void query.refetch()} busy={query.isFetching} />
      </PageFrame>
    );
  }
  return <Article data={query.data} />;
}

/** Link previews show raster images only (PNG, JPEG, WebP); an SVG illustration leaves the site's card in its place. */
const rasterImage = (url: string) => /\.(png|jpe?g|webp)(\?|$)/i.test(url);

function Article({ data }: { data: NewsDetailResponse }) {
  const { t } = useTranslation('news');
  const locale = useLocale();
  const { item, previous, next, related } = data;
  const lang = item.translated ? undefined : 'uz';

  useEffect(() => {
    // PageFrame's heading and last crumb take plain text; mark them Uzbek when the article fell back to Uzbek.
    const title = document.getElementById('page-title');
    const nodes = [title, title?.closest('article')?.querySelector('li[aria-current="page"]')];
    for (const node of nodes) {
      if (!node) continue;
      if (lang) node.setAttribute('lang', lang);
      else node.removeAttribute('lang');
    }
  }, [lang]);

  return (
    <PageFrame
      title={item.title}
      description={item.summary}
      type="article"
      {...(item.ogImage ? { image: item.ogImage } : rasterImage(item.image.url) ? { image: item.image.url } : {})}
    >
      <div className={classes.article} data-article={item.slug} data-translated={String(item.translated)}>
        <p className={classes.articleMeta}>
          <span>
            {t('article.published')}: <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
          </span>
          <span className={classes.topic}>{t(`topics.${item.topic}`)}</span>
        </p>
        <PreviewNotice preview={data.preview === true} />
        {item.translated ? null : (
          <p className={classes.notice} role="note" data-untranslated>
            {t('untranslated.article')}
          </p>
        )}
        <Picture image={item.image} sizes="(min-width: 800px) 760px, 100vw" priority className={classes.hero} lang={lang} />
        <p className={classes.lead} lang={lang}>
          {item.summary}
        </p>
        {/* The body is sanitized by the API (p, h2, h3, ul, ol, li, strong, em, a[href], blockquote). */}
        <div className={classes.body} lang={lang} dangerouslySetInnerHTML={{ __html: item.body }} />
        {item.video ? (
          <section className={classes.video} aria-label={t('article.video')} data-article-video={item.video.youtubeId}>
            <Suspense fallback={<div className={classes.videoSpace} />}>
              <VideoPlayer embedUrl={item.video.embedUrl} title={item.title} lang={lang} />
            </Suspense>
            <p className={classes.videoNote}>{t('videos.privacy')}</p>
          </section>
        ) : null}
        <ShareLinks slug={item.slug} title={item.title} />
      </div>
      {previous || next ? (
        <nav aria-label={t('article.siblings')}>
          <ul className={classes.siblings}>
            {previous ? (
              <li>
                <LocalizedLink to="news-slug" params={{ slug: previous.slug }} className={classes.siblingLink} rel="prev">
                  <span className={classes.siblingLabel}>← {t('article.previous')}</span>
                  <span className={classes.siblingTitle}>{previous.title}</span>
                  <time dateTime={previous.date} className={classes.siblingLabel}>
                    {formatDate(previous.date, locale)}
                  </time>
                </LocalizedLink>
              </li>
            ) : null}
            {next ? (
              <li className={classes.next}>
                <LocalizedLink to="news-slug" params={{ slug: next.slug }} className={classes.siblingLink} rel="next">
                  <span className={classes.siblingLabel}>{t('article.next')} →</span>
                  <span className={classes.siblingTitle}>{next.title}</span>
                  <time dateTime={next.date} className={classes.siblingLabel}>
                    {formatDate(next.date, locale)}
                  </time>
                </LocalizedLink>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
      {related.length > 0 ? (
        <section aria-labelledby="news-related-title">
          <Title order={2} id="news-related-title" className={classes.sectionTitle} mb="md">
            {t('article.related')}
          </Title>
          <ul className={classes.grid}>
            {related.map((other) => (
              <li key={other.slug}>
                <NewsCard item={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <LocalizedLink to="news" className={classes.moreLink}>
          ← {t('article.backToList')}
        </LocalizedLink>
      </p>
    </PageFrame>
  );
}

/** Links that share the article, and a button that copies its address. */
function ShareLinks({ slug, title }: { slug: string; title: string }) {
  const { t } = useTranslation('news');
  const locale = useLocale();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  // The site's origin (the same on the server and in the browser, so the rendered links are the hydrated ones).
  const origin = useSiteOrigin();
  const url = `${origin}${localizedPath('news-slug', locale, { slug })}`;
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const networks = [
    { name: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${text}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${text}` },
  ];
  return (
    <section className={classes.share} aria-labelledby="news-share-title">
      <h2 id="news-share-title" className={classes.shareTitle}>
        {t('article.share')}
      </h2>
      {networks.map((network) => (
        <a
          key={network.name}
          href={network.href}
          target="_blank"
          rel="noopener noreferrer"
          className={classes.shareLink}
          aria-label={t('article.shareOn', { network: network.name })}
          data-share={network.name}
        >
          {network.name}
        </a>
      ))}
      <button
        type="button"
        className={classes.shareButton}
        onClick={() => {
          const copy = navigator.clipboard?.writeText(url);
          if (!copy) {
            setStatus('failed');
            return;
          }
          copy.then(
            () => setStatus('copied'),
            () => setStatus('failed'),
          );
        }}
      >
        {t('article.copyLink')}
      </button>
      <span className={classes.status} role="status">
        {status === 'copied' ? t('article.copied') : status === 'failed' ? t('article.copyFailed') : ''}
      </span>
    </section>
  );
}
