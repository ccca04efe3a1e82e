/** GET /news, /news/:slug, /videos, /slides. */
import type { FastifyInstance } from 'fastify';
import { endpoints as E } from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { localeOf, mediaImage, sendContent } from '../context.ts';
import { ApiHttpError, found } from '../lib/errors.ts';
import type { Editorial } from '../editorial/index.ts';
import { publicImage, publishedImageIn } from '../editorial/images.ts';
import { localize } from '../lib/locale.ts';
import { newsImageAlt } from '../lib/svg.ts';

import type { ContractTypeProvider } from '../lib/route-schema.ts';
import { newsRepository, videoOf } from '../repositories/news.ts';

const config = { cache: 'content' as const };

export async function registerNewsRoutes(fastify: FastifyInstance, ctx: ApiContext, editorial: Editorial) {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const news = newsRepository(ctx);

  app.get('/news', { config, schema: { querystring: E.newsList.query } }, (request, reply) => {
    const q = request.query;
    const key = `news|${q.page ?? 1}|${q.pageSize ?? 10}|${q.year ?? ''}|${q.topic ?? ''}`;
    reply.header('surrogate-key', 'news');
    return sendContent(ctx, request, reply, key, (l) => news.list(l, q));
  });

  app.get('/news/:slug', { config, schema: { params: E.newsBySlug.params, querystring: E.newsBySlug.query } }, async (request, reply) => {
    const { slug } = request.params;
    const token = request.query.preview;
    if (token !== undefined) {
      // An editor's preview: the draft, for whoever holds the token only; never kept by a browser, a CDN or the site.
      const id = editorial.previews.verify(token, 'news', ctx.now());
      if (!id) throw new ApiHttpError(404, 'not_found', 'News item not found', undefined, { 'cache-control': 'no-store' });
      const draft = await editorial.news.draftArticle(id);
      const l = localeOf(request);
      // The draft's image as the published page will show it (a removed image: the illustration, as without one).
      const image = draft.image ? await publishedImageIn(ctx.db, draft.image).catch(() => null) : null;
      const shown = image ? publicImage(ctx, image, l) : null;
      const item = localize(l, draft, (tr, r) => ({
        slug: r.slug,
        date: r.date,
        topic: r.topic,
        title: tr.t(r.title),
        summary: tr.t(r.summary),
        body: tr.t(r.body),
        image: shown
          ? { url: shown.url, width: shown.width, height: shown.height, alt: shown.alt, sources: shown.sources }
          : mediaImage(ctx, 'news', r.slug, tr.t(newsImageAlt(r.slug, r.topic))),
        ...(shown ? { ogImage: shown.og } : {}),
        ...(r.youtubeId ? { video: videoOf(r.youtubeId) } : {}),
      }));
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('content-language', l)
        .send({ item, previous: null, next: null, related: [], preview: true });
    }
    reply.header('surrogate-key', `news news:${slug}`);
    try {
      return await sendContent(ctx, request, reply, `news/${slug}`, async (l) => found(await news.bySlug(l, slug), 'News item'));
    } catch (error) {
      if (!(error instanceof ApiHttpError) || error.statusCode !== 404) throw error;
    }
    // Not public: an old address of a public item (301), a withdrawn item (410), or nothing (404).
    const fate = await editorial.news.publicFate(slug);
    if (fate === 'gone') throw new ApiHttpError(410, 'gone', 'This news item was withdrawn');
    if (fate) {
      const location = `${ctx.publicBase}/news/${encodeURIComponent(fate.moved)}${request.query.locale ? `?locale=${request.query.locale}` : ''}`;
      throw new ApiHttpError(
        301,
        'moved',
        'This news item has a new address',
        undefined,
        { location, 'cache-control': 'public, max-age=300' },
        { slug: fate.moved },
      );
    }
    throw found(undefined, 'News item');
  });

  app.get('/videos', { config: { ...config, preview: ['videos'] }, schema: { querystring: E.videos.query } }, (request, reply) => {
    const q = request.query;
    reply.header('surrogate-key', 'videos');
    return sendContent(ctx, request, reply, `videos|${q.page ?? 1}|${q.pageSize ?? 12}`, (l) => news.videos(l, q));
  });

  app.get('/slides', { config: { ...config, preview: ['slides'] }, schema: { querystring: E.slides.query } }, (request, reply) =>
    sendContent(ctx, request, reply, 'slides', (l) => news.slides(l)),
  );
}
