/** The news as an RSS 2.0 feed per language: `/news/feed.xml?locale=uz|ru|en`, for feed readers. */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@tax/shared/contract';
import { endpoints } from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { localeOf } from '../context.ts';
import { newsRepository } from '../repositories/news.ts';

/** How many of the newest articles a feed carries. */
export const FEED_SIZE = 20;

const CHANNEL: Record<Locale, { title: string; description: string; language: string }> = {
  uz: {
    title: 'Soliq servis — Yangiliklar',
    description: 'Korxona yangiliklari, eʼlonlar va soliq toʻlovchilar uchun foydali maʼlumotlar.',
    language: 'uz',
  },
  ru: {
    title: 'Солиқ сервис — Новости',
    description: 'Новости предприятия, объявления и полезная информация для налогоплательщиков.',
    language: 'ru',
  },
  en: {
    title: 'Soliq servis — News',
    description: 'News from the enterprise, announcements and useful information for taxpayers.',
    language: 'en',
  },
};

/** Escapes text for XML element content and attribute values; drops characters XML 1.0 does not allow. */
export function xmlEscape(value: string): string {
  return (
    value
      // oxlint-disable-next-line no-control-regex
      .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** RFC 822 date of a news day (noon in Tashkent, UTC+5), as RSS wants it. */
function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00+05:00`).toUTCString();
}

const articlePath = (locale: Locale, slug: string) => `${locale === 'uz' ? '' : `/${locale}`}/news/${encodeURIComponent(slug)}`;

export async function registerFeedRoutes(app: FastifyInstance, ctx: ApiContext) {
  const news = newsRepository(ctx);

  app.get(
    '/news/feed.xml',
    { config: { cache: 'content' }, schema: { querystring: endpoints.newsBySlug.query } },
    async (request, reply) => {
      const locale = localeOf(request);
      // Only the configured site address: a Host header chosen by the client would put its links in a public,
      // cacheable answer (and each Host value would add a cache entry).
      const origin = ctx.siteOrigin;
      const apiBase = /^https?:\/\//.test(ctx.publicBase) ? ctx.publicBase : `${origin}${ctx.publicBase}`;
      const selfUrl = `${apiBase}/news/feed.xml?locale=${locale}`;
      const { body } = await ctx.cache.get(`news-feed|${locale}`, async () => {
        // The same selection and localization as GET /news (newest first, Uzbek where a translation is missing).
        const items = await news.latest(locale, FEED_SIZE);
        const channel = CHANNEL[locale];
        const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);
        const xml = [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
          '<channel>',
          `<title>${xmlEscape(channel.title)}</title>`,
          `<link>${xmlEscape(`${origin}${locale === 'uz' ? '' : `/${locale}`}/news`)}</link>`,
          `<description>${xmlEscape(channel.description)}</description>`,
          `<language>${channel.language}</language>`,
          `<atom:link href="${xmlEscape(selfUrl)}" rel="self" type="application/rss+xml"/>`,
          items[0] ? `<lastBuildDate>${rfc822(items[0].date)}</lastBuildDate>` : '',
          ...items.map((item) => {
            const link = `${origin}${articlePath(locale, item.slug)}`;
            // An article without a translation is given in Uzbek, and says so.
            const lang = item.translated ? '' : ' xml:lang="uz"';
            return [
              `<item${lang}>`,
              `<title>${xmlEscape(item.title)}</title>`,
              `<link>${xmlEscape(link)}</link>`,
              `<guid isPermaLink="true">${xmlEscape(link)}</guid>`,
              `<pubDate>${rfc822(item.date)}</pubDate>`,
              `<category>${xmlEscape(item.topic)}</category>`,
              `<description>${xmlEscape(item.summary)}</description>`,
              `<media:content url="${xmlEscape(absolute(item.image.url))}" medium="image" type="image/svg+xml" width="${item.image.width}" height="${item.image.height}"/>`,
              '</item>',
            ].join('');
          }),
          '</channel>',
          '</rss>',
          '',
        ]
          .filter(Boolean)
          .join('\n');
        return xml;
      });
      // The answer cache keeps serialized values: the XML text is stored as a JSON string.
      const xml = JSON.parse(body) as string;
      return reply
        .header('vary', 'Accept-Language, Accept-Encoding')
        .header('content-language', locale)
        .type('application/rss+xml; charset=utf-8')
        .send(xml);
    },
  );
}
