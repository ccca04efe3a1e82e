/**
 * Editors' images as the public sees them: `GET /media/images/{id}/{variant}`, a file the upload made (never the
 * master, never the original). Each address names bytes that never change: cached for a year, immutable.
 */
import type { FastifyInstance } from 'fastify';
import { ImageFileParams } from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { editorialImages } from '../editorial/images.ts';
import { notFound } from '../lib/errors.ts';
import { auditRepository } from '../repositories/audit.ts';

export async function registerMediaImageRoutes(app: FastifyInstance, ctx: ApiContext) {
  const images = editorialImages(ctx, auditRepository(ctx.db, ctx.now));
  app.get('/media/images/:id/:variant', { config: { cache: 'media' } }, async (request, reply) => {
    // The names are checked before anything is looked up: no other character reaches the store.
    const params = ImageFileParams.safeParse(request.params);
    if (!params.success) throw notFound('Image');
    const file = await images.file(params.data.id, params.data.variant);
    if (!file) throw notFound('Image');
    return (
      reply
        .type(file.type)
        .header('content-length', String(file.bytes))
        .header('etag', `"${params.data.id}/${params.data.variant}"`)
        // Pictures may be shown by the site from another origin than the API's.
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-security-policy', "default-src 'none'")
        .send(file.stream)
    );
  });
}
