/** Generated SVG illustrations, cached for a year (the URL carries MEDIA_VERSION). */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.ts';
import { found, notFound } from '../lib/errors.ts';
import { mediaRepository } from '../repositories/media.ts';

export async function registerMediaRoutes(app: FastifyInstance, ctx: ApiContext) {
  const media = mediaRepository(ctx);
  app.get('/media/:kind/:file', { config: { cache: 'media' } }, async (request, reply) => {
    const { kind, file } = request.params as { kind: string; file: string };
    const m = /^([a-z0-9][a-z0-9-]{0,119})\.svg$/.exec(file);
    if (!m) throw notFound('Image');
    const svg = found(await media.svg(kind, m[1] ?? ''), 'Image');
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
