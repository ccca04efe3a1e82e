/** GET /services, /services/:slug, /business-products(/:slug), /personal-products(/:slug). */
import type { FastifyInstance } from 'fastify';
import { endpoints as E } from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { sendContent } from '../context.ts';
import type { Editorial } from '../editorial/index.ts';
import { ApiHttpError, found } from '../lib/errors.ts';
import type { ContractTypeProvider } from '../lib/route-schema.ts';
import { catalogueRepository } from '../repositories/catalogue.ts';

const config = { cache: 'content' as const };

export async function registerCatalogueRoutes(fastify: FastifyInstance, ctx: ApiContext, editorial: Editorial) {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const catalogue = catalogueRepository(ctx);

  app.get('/services', { config: { ...config, preview: ['services'] }, schema: { querystring: E.services.query } }, (request, reply) => {
    const q = { ...request.query, sort: request.query.sort ?? 'popular' };
    const key = `services|${q.page ?? 1}|${q.pageSize ?? 50}|${q.category ?? ''}|${q.sort}`;
    return sendContent(ctx, request, reply, key, (l) => catalogue.services(l, q));
  });
  app.get(
    '/services/:slug',
    { config: { ...config, preview: ['services'] }, schema: { params: E.serviceBySlug.params, querystring: E.serviceBySlug.query } },
    async (request, reply) => {
      const { slug } = request.params;
      reply.header('surrogate-key', `services service:${slug}`);
      try {
        return await sendContent(ctx, request, reply, `services/${slug}`, async (l) => ({
          item: found(await catalogue.service(l, slug), 'Service'),
        }));
      } catch (error) {
        if (!(error instanceof ApiHttpError) || error.statusCode !== 404) throw error;
      }
      // Not public: an old address of a public service (301), a withdrawn one (410), or nothing (404).
      const fate = await editorial.store('services')?.publicFate(slug);
      if (fate === 'gone') throw new ApiHttpError(410, 'gone', 'This service was withdrawn');
      if (fate) {
        const location = `${ctx.publicBase}/services/${encodeURIComponent(fate.moved)}${request.query.locale ? `?locale=${request.query.locale}` : ''}`;
        throw new ApiHttpError(
          301,
          'moved',
          'This service has a new address',
          undefined,
          { location, 'cache-control': 'public, max-age=300' },
          { slug: fate.moved },
        );
      }
      throw found(undefined, 'Service');
    },
  );

  app.get(
    '/business-products',
    { config: { ...config, preview: ['products'] }, schema: { querystring: E.businessProducts.query } },
    (request, reply) =>
      sendContent(ctx, request, reply, 'business-products', async (l) => ({ items: await catalogue.businessProducts(l) })),
  );
  app.get(
    '/business-products/:slug',
    {
      config: { ...config, preview: ['products'] },
      schema: { params: E.businessProductBySlug.params, querystring: E.businessProductBySlug.query },
    },
    async (request, reply) => {
      const { slug } = request.params;
      reply.header('surrogate-key', `business-products business-product:${slug}`);
      try {
        return await sendContent(ctx, request, reply, `business-products/${slug}`, async (l) => ({
          item: found(await catalogue.businessProduct(l, slug), 'Product'),
        }));
      } catch (error) {
        if (!(error instanceof ApiHttpError) || error.statusCode !== 404) throw error;
      }
      // Not public: an old address of a public product (301), a withdrawn one (410), or nothing (404).
      const fate = await editorial.store('products')?.publicFate(slug);
      if (fate === 'gone') throw new ApiHttpError(410, 'gone', 'This product was withdrawn');
      if (fate) {
        const location = `${ctx.publicBase}/business-products/${encodeURIComponent(fate.moved)}${request.query.locale ? `?locale=${request.query.locale}` : ''}`;
        throw new ApiHttpError(
          301,
          'moved',
          'This product has a new address',
          undefined,
          { location, 'cache-control': 'public, max-age=300' },
          { slug: fate.moved },
        );
      }
      throw found(undefined, 'Product');
    },
  );

  app.get('/personal-products', { config, schema: { querystring: E.personalProducts.query } }, (request, reply) =>
    sendContent(ctx, request, reply, 'personal-products', async (l) => ({ items: await catalogue.personalProducts(l) })),
  );
  app.get(
    '/personal-products/:slug',
    { config, schema: { params: E.personalProductBySlug.params, querystring: E.personalProductBySlug.query } },
    (request, reply) => {
      const { slug } = request.params;
      return sendContent(ctx, request, reply, `personal-products/${slug}`, async (l) => ({
        item: found(await catalogue.personalProduct(l, slug), 'Product'),
      }));
    },
  );
}
