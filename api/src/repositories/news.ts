/** News, videos and slides: queries and the mapping of their rows to the contract's shapes. */
import { sql } from 'kysely';
import type * as C from '@tax/shared/contract';
import type { Locale } from '@tax/shared/contract';
import type { RepositoryContext } from './context.ts';
import { mediaImage, pageMeta, pageOf } from '../context.ts';
import { newsImageAlt, slideImageAlt } from '../lib/svg.ts';
import type { PublishedImage, T } from '../db/schema.ts';
import { publicImage } from '../editorial/images.ts';
import { shownImage } from '../editorial/item-image.ts';
import { localize, Translator } from '../lib/locale.ts';

type NewsRow = { slug: string; date: string; topic: string; title: T; summary: T; image?: PublishedImage | null };
const newsCols = ['slug', 'date', 'topic', 'title', 'summary', 'image'] as const;

/** A YouTube video as the public answers give it: the player is YouTube's privacy-enhanced one (no cookie until played). */
export const videoOf = (youtubeId: string) => ({ youtubeId, embedUrl: `https://www.youtube-nocookie.com/embed/${youtubeId}` });

export function newsRepository(ctx: RepositoryContext) {
  const { db } = ctx;
  /** The editor's image when the article has one, else the generated illustration. */
  const imageOf = (l: Locale, tr: Translator, n: NewsRow): C.Image => {
    if (!n.image) return mediaImage(ctx, 'news', n.slug, tr.t(newsImageAlt(n.slug, n.topic)));
    const { og: _og, ...image } = publicImage(ctx, n.image, l);
    return image;
  };
  const summary = (l: Locale, r: NewsRow) =>
    localize(l, r, (tr, n) => ({
      slug: n.slug,
      date: n.date,
      topic: n.topic as C.NewsSummary['topic'],
      title: tr.t(n.title),
      summary: tr.t(n.summary),
      image: imageOf(l, tr, n),
    }));

  return {
    /** Newest first (slug breaks ties), filtered by year and topic; `years` and `topics` cover all news. */
    async list(
      l: Locale,
      q: { page?: number | undefined; pageSize?: number | undefined; year?: number | undefined; topic?: string | undefined },
    ) {
      const { page, pageSize, offset } = pageOf(q, 10);
      let base = db.selectFrom('news');
      if (q.year) base = base.where('date', '>=', `${q.year}-01-01`).where('date', '<', `${q.year + 1}-01-01`);
      if (q.topic) base = base.where('topic', '=', q.topic);
      const [count, rows, years, topics] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        base.select(newsCols).orderBy('date', 'desc').orderBy('slug', 'asc').limit(pageSize).offset(offset).execute(),
        db
          .selectFrom('news')
          .select(sql<number>`extract(year from date)::int`.as('y'))
          .distinct()
          .orderBy('y', 'desc')
          .execute(),
        db.selectFrom('news').select('topic').distinct().orderBy('topic').execute(),
      ]);
      return {
        items: rows.map((r) => summary(l, r)),
        ...pageMeta(page, pageSize, Number(count.n)),
        years: years.map((y) => Number(y.y)),
        topics: topics.map((t) => t.topic),
      };
    },

    /** One article with its neighbours in the list's order and up to three of the same topic; undefined if none. */
    async bySlug(l: Locale, slug: string) {
      const n = await db.selectFrom('news').selectAll().where('slug', '=', slug).executeTakeFirst();
      if (!n) return undefined;
      const link = (r: { slug: string; title: T; date: string } | undefined) =>
        r ? { slug: r.slug, title: new Translator(l).t(r.title), date: r.date } : null;
      const [older, newer, related] = await Promise.all([
        db
          .selectFrom('news')
          .select(['slug', 'title', 'date'])
          .where((eb) => eb.or([eb('date', '<', n.date), eb.and([eb('date', '=', n.date), eb('slug', '>', n.slug)])]))
          .orderBy('date', 'desc')
          .orderBy('slug', 'asc')
          .limit(1)
          .executeTakeFirst(),
        db
          .selectFrom('news')
          .select(['slug', 'title', 'date'])
          .where((eb) => eb.or([eb('date', '>', n.date), eb.and([eb('date', '=', n.date), eb('slug', '<', n.slug)])]))
          .orderBy('date', 'asc')
          .orderBy('slug', 'desc')
          .limit(1)
          .executeTakeFirst(),
        db
          .selectFrom('news')
          .select(newsCols)
          .where('topic', '=', n.topic)
          .where('slug', '!=', n.slug)
          .orderBy('date', 'desc')
          .orderBy('slug')
          .limit(3)
          .execute(),
      ]);
      const item = localize(l, n, (tr, r) => ({
        slug: r.slug,
        date: r.date,
        topic: r.topic as C.NewsSummary['topic'],
        title: tr.t(r.title),
        summary: tr.t(r.summary),
        body: tr.t(r.body),
        image: imageOf(l, tr, r),
        ...(r.image ? { ogImage: publicImage(ctx, r.image, l).og } : {}),
        ...(r.youtube_id ? { video: videoOf(r.youtube_id) } : {}),
      }));
      return { item, previous: link(older), next: link(newer), related: related.map((r) => summary(l, r)) };
    },

    /** The newest `n` articles, in the list's order (the news feed). */
    async latest(l: Locale, n: number) {
      const rows = await db.selectFrom('news').select(newsCols).orderBy('date', 'desc').orderBy('slug', 'asc').limit(n).execute();
      return rows.map((r) => summary(l, r));
    },

    async videos(l: Locale, q: { page?: number | undefined; pageSize?: number | undefined }) {
      const { page, pageSize, offset } = pageOf(q, 12);
      const [count, rows] = await Promise.all([
        db
          .selectFrom('videos')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        db.selectFrom('videos').selectAll().orderBy('date', 'desc').orderBy('slug').limit(pageSize).offset(offset).execute(),
      ]);
      return {
        items: rows.map((v) =>
          localize(l, v, (tr) => ({
            slug: v.slug,
            date: v.date,
            youtubeId: v.youtube_id,
            embedUrl: videoOf(v.youtube_id).embedUrl,
            durationSec: v.duration_sec,
            title: tr.t(v.title),
            description: tr.t(v.description),
            thumbnail: { url: `https://i.ytimg.com/vi/${v.youtube_id}/hqdefault.jpg`, width: 480, height: 360, alt: tr.t(v.title) },
          })),
        ),
        ...pageMeta(page, pageSize, Number(count.n)),
      };
    },

    async slides(l: Locale) {
      return {
        items: (await db.selectFrom('slides').selectAll().orderBy('ord').execute()).map((s) =>
          localize(l, s, (tr) => ({
            slug: s.slug,
            title: tr.t(s.title),
            text: tr.t(s.text),
            link: s.link,
            linkLabel: tr.t(s.link_label),
            order: s.ord,
            image: shownImage(ctx, s.image, l, () => mediaImage(ctx, 'slides', s.slug, tr.t(slideImageAlt(s.slug)))),
          })),
        ),
      };
    },
  };
}
