/** News as an editorial type: the public `news` table and its search rows are the published projection. */
import { sql, type Transaction } from 'kysely';
import { NEWS_SCHEMAS, youtubeIdOf, youtubeWatchUrl, type Locale, type NewsContent, type NewsTexts } from '@tax/shared/contract';
import type { Database, T } from '../../db/schema.ts';
import { plainText, searchText } from '../../lib/html.ts';
import { SEARCH_CONFIG, Translator } from '../../lib/locale.ts';
import type { ContentChange } from '../content-changes.ts';
import type { EditorialDescriptor } from '../descriptor.ts';
import { draftImageMeta, projectedImage, publicImageMeta, requireImageAlt } from '../item-image.ts';

const LOCALES = ['uz', 'ru', 'en'] as const;

/** What a news item's publication touches: the pages that show it (the search results too), the feeds, the sitemap. */
export function newsChange(...slugs: string[]): ContentChange {
  return {
    tags: ['news', ...slugs.map((s) => `news:${s}`), 'home', 'sitemap', 'rss', 'search'],
    paths: ['/', '/news', '/search', ...slugs.map((s) => `/news/${s}`)],
  };
}

/** A text in each published language as the public tables keep it (`{ uz, ru?, en? }`); Uzbek is always there. */
export function localized<X>(texts: Partial<Record<Locale, X>>, pick: (x: X) => string): T {
  const out: T = { uz: pick(texts.uz!) };
  if (texts.ru) out.ru = pick(texts.ru);
  if (texts.en) out.en = pick(texts.en);
  return out;
}

/**
 * A list of the public row (`T[]`) from text written one item a line in each language: line i of each language, a
 * language with fewer lines reading Uzbek's there (vacancies' duties, services' documents, products' features).
 */
export function localizedLines<X>(texts: Partial<Record<Locale, X>>, pick: (x: X) => string): T[] {
  const lines = (text: string) =>
    text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
  const by = Object.fromEntries(LOCALES.map((l) => [l, texts[l] ? lines(pick(texts[l])) : []])) as Record<Locale, string[]>;
  return by.uz.map((uz, i) => {
    const item: T = { uz };
    if (by.ru[i]) item.ru = by.ru[i];
    if (by.en[i]) item.en = by.en[i];
    return item;
  });
}

/**
 * The search rows of one public item, a row per language (a language not published reads the Uzbek text, marked
 * not translated, as the public search always has).
 */
export async function indexForSearch(trx: Transaction<Database>, kind: string, slug: string, title: T, parts: T[]): Promise<void> {
  for (const locale of LOCALES) {
    const tr = new Translator(locale);
    const shownTitle = plainText(tr.t(title));
    const body = searchText(parts.map((p) => tr.t(p)));
    const cfg = SEARCH_CONFIG[locale];
    await sql`INSERT INTO search_index (kind, slug, locale, title, body, translated, tsv) VALUES (${kind}, ${slug}, ${locale}, ${shownTitle}, ${body}, ${tr.meta().translated},
      setweight(to_tsvector(${cfg}::regconfig, ${shownTitle}), 'A') || setweight(to_tsvector(${cfg}::regconfig, ${body}), 'B'))`.execute(
      trx,
    );
  }
}

export const newsDescriptor: EditorialDescriptor<NewsContent> = {
  type: 'news',
  noun: 'News item',
  schemas: NEWS_SCHEMAS,
  richFields: ['body'],
  title: (c) => c.texts.uz?.title ?? c.texts.ru?.title ?? c.texts.en?.title,
  summary: (c) => ({ date: c.date, topic: c.topic }),
  meta: (c) => ({ date: c.date, topic: c.topic, ...draftImageMeta(c.image), video: c.video ?? null }),
  // The image's alt text in each language published now (the projection checks every public one).
  canPublish: requireImageAlt,
  async publicMeta(d, slug) {
    const row = await d.selectFrom('news').select(['date', 'topic', 'image', 'youtube_id']).where('slug', '=', slug).executeTakeFirst();
    if (!row) return null;
    return {
      date: row.date,
      topic: row.topic,
      ...publicImageMeta(row.image),
      video: row.youtube_id ? youtubeWatchUrl(row.youtube_id) : null,
    };
  },
  async project(trx, { slug, previousSlugs, published }) {
    const slugs = [slug, ...previousSlugs];
    await trx.deleteFrom('search_index').where('kind', '=', 'news').where('slug', 'in', slugs).execute();
    if (previousSlugs.length > 0) await trx.deleteFrom('news').where('slug', 'in', previousSlugs).execute();
    if (!published) {
      await trx.deleteFrom('news').where('slug', '=', slug).execute();
      return;
    }
    const { texts, content } = published;
    const t = (pick: (x: NewsTexts) => string) => JSON.stringify(localized(texts, pick));
    const values = {
      date: content.date,
      topic: content.topic,
      title: t((x) => x.title),
      summary: t((x) => x.summary),
      body: t((x) => x.body),
      // The image shows on every public language's page: each needs its alt text.
      image: await projectedImage(trx, content.image, Object.keys(texts) as Locale[]),
      // The contract keeps only an address it reads an id from.
      youtube_id: content.video ? youtubeIdOf(content.video) : null,
    };
    await trx
      .insertInto('news')
      .values({ slug, ...values })
      .onConflict((oc) => oc.column('slug').doUpdateSet(values))
      .execute();
    await indexForSearch(
      trx,
      'news',
      slug,
      localized(texts, (x) => x.title),
      [localized(texts, (x) => x.summary), localized(texts, (x) => x.body)],
    );
  },
  change: newsChange,
  async publicSlugExists(d, slug) {
    return !!(await d.selectFrom('news').select('slug').where('slug', '=', slug).executeTakeFirst());
  },
  async adoptable(d) {
    const rows = await d.selectFrom('news').selectAll().execute();
    return rows.map((n) => {
      const texts: NewsContent['texts'] = {};
      for (const l of LOCALES) {
        const title = n.title[l];
        if (title) texts[l] = { title, summary: n.summary[l] ?? '', body: n.body[l] ?? '' };
      }
      const video = n.youtube_id ? { video: youtubeWatchUrl(n.youtube_id) } : {};
      return { slug: n.slug, content: { date: n.date, topic: n.topic as NewsContent['topic'], texts, ...video } };
    });
  },
  listOrder: 'date',
  publicPath: (slug) => `/news/${slug}`,
};
