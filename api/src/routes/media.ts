/** Generated SVG illustrations, cached for a year (the URL carries MEDIA_VERSION). */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { avatarSvg, certificateSvg, logoSvg, newsSvg, slideSvg } from '../lib/svg.ts';

export async function registerMediaRoutes(app: FastifyInstance, ctx: ApiContext) {
  const { db } = ctx;
  app.get('/media/:kind/:file', { config: { cache: 'media' } }, async (request, reply) => {
    const { kind, file } = request.params as { kind: string; file: string };
    const m = /^([a-z0-9][a-z0-9-]{0,119})\.svg$/.exec(file);
    if (!m) throw notFound('Image');
    const slug = m[1] ?? '';
    let svg: string | undefined;
    if (kind === 'news') {
      const r = await db.selectFrom('news').select(['topic', 'image_alt']).where('slug', '=', slug).executeTakeFirst();
      if (r) svg = newsSvg(slug, r.topic, r.image_alt.uz);
    } else if (kind === 'staff') {
      const r = await db.selectFrom('staff').select(['fio']).where('slug', '=', slug).executeTakeFirst();
      if (r) svg = avatarSvg(slug, r.fio.en || r.fio.uz);
    } else if (kind === 'partners') {
      const r = await db.selectFrom('partners').select(['name']).where('slug', '=', slug).executeTakeFirst();
      if (r) svg = logoSvg(slug, r.name.en || r.name.uz);
    } else if (kind === 'certificates') {
      const r = await db.selectFrom('certificates').select(['title', 'number']).where('slug', '=', slug).executeTakeFirst();
      if (r) svg = certificateSvg(slug, r.title.en || r.title.uz, r.number);
    } else if (kind === 'slides') {
      const r = await db.selectFrom('slides').select(['title']).where('slug', '=', slug).executeTakeFirst();
      if (r) svg = slideSvg(slug, r.title.uz);
    }
    if (!svg) throw notFound('Image');
    return (
      reply
        .type('image/svg+xml; charset=utf-8')
        // Images may be shown by the site from another origin than the API's.
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg)
    );
  });
}
