/**
 * The video gallery as an editorial type: the public `videos` table is the published projection (the gallery on
 * /news and /about reads it). The content keeps the YouTube address and the written length; the row keeps the id
 * and seconds. Not searched (the public search never held videos). Decision 0057.
 */
import {
  VIDEO_SCHEMAS,
  durationSeconds,
  formatDuration,
  youtubeIdOf,
  youtubeWatchUrl,
  type Locale,
  type VideoContent,
} from '@tax/shared/contract';
import type { ContentChange } from '../content-changes.ts';
import type { EditorialDescriptor } from '../descriptor.ts';
import { localized } from './news.ts';

const LOCALES = ['uz', 'ru', 'en'] as const;

/** The gallery shows on the news page and the about page (the API's own `videos` answers go with the tag). */
export function videoChange(...slugs: string[]): ContentChange {
  return { tags: ['videos', ...slugs.map((s) => `video:${s}`), 'news', 'about'], paths: ['/news', '/about'] };
}

// The contract has checked both (an address it keeps has an id, a length it keeps has seconds).
const idOf = (c: VideoContent) => youtubeIdOf(c.youtube)!;
const secondsOf = (c: VideoContent) => durationSeconds(c.duration)!;

export const videoDescriptor: EditorialDescriptor<VideoContent> = {
  type: 'videos',
  noun: 'Video',
  schemas: VIDEO_SCHEMAS,
  richFields: [],
  title: (c) => c.texts.uz?.title ?? c.texts.ru?.title ?? c.texts.en?.title,
  summary: (c) => ({ date: c.date, youtube: c.youtube, duration: c.duration }),
  meta: (c) => ({ date: c.date, youtube: c.youtube, duration: c.duration }),
  async publicMeta(d, slug) {
    const row = await d.selectFrom('videos').select(['date', 'youtube_id', 'duration_sec']).where('slug', '=', slug).executeTakeFirst();
    return row ? { date: String(row.date), youtube: youtubeWatchUrl(row.youtube_id), duration: formatDuration(row.duration_sec) } : null;
  },
  async project(trx, { slug, previousSlugs, published }) {
    await trx
      .deleteFrom('videos')
      .where('slug', 'in', [slug, ...previousSlugs])
      .execute();
    if (!published) return;
    const { texts, content } = published;
    await trx
      .insertInto('videos')
      .values({
        slug,
        date: content.date,
        youtube_id: idOf(content),
        duration_sec: secondsOf(content),
        title: JSON.stringify(localized(texts, (x) => x.title)),
        description: JSON.stringify(localized(texts, (x) => x.description)),
      })
      .execute();
  },
  change: videoChange,
  async publicSlugExists(d, slug) {
    return !!(await d.selectFrom('videos').select('slug').where('slug', '=', slug).executeTakeFirst());
  },
  async adoptable(d) {
    const rows = await d.selectFrom('videos').selectAll().execute();
    return rows.map((v) => {
      const texts: VideoContent['texts'] = {};
      for (const l of LOCALES as readonly Locale[]) {
        const title = v.title[l];
        if (title) texts[l] = { title, description: v.description[l] ?? v.description.uz };
      }
      const content: VideoContent = {
        date: String(v.date),
        youtube: youtubeWatchUrl(v.youtube_id),
        duration: formatDuration(v.duration_sec),
        texts,
      };
      return { slug: v.slug, content };
    });
  },
  listOrder: 'date',
  publicPath: () => '/news',
};
