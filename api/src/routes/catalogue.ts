/** GET /services, /services/:slug, /business-products(/:slug), /personal-products(/:slug). */
import type { FastifyInstance } from 'fastify';
import { endpoints as E } from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { sendContent } from '../context.ts';
import { found } from '../lib/errors.ts';
import type { ContractTypeProvider } from '../lib/route-schema.ts';
import { catalogueRepository } from '../repositories/catalogue.ts';

const config = { cache: 'content' as const };

export async function registerCatalogueRoutes(fastify: FastifyInstance, ctx: ApiContext) {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const catalogue = catalogueRepository(ctx);

  app.get('/services', { config, schema: { querystring: E.services.query } }, (request, reply) => {
    const q = { ...request.query, sort: request.query.sort ?? 'popular' };
    const key = `services|${q.page ?? 1}|${q.pageSize ?? 50}|${q.category ?? ''}|${q.sort}`;
    return sendContent(ctx, request, reply, key, (l) => catalogue.services(l, q));
  });
  app.get(
    '/services/:slug',
    { config, schema: { params: E.serviceBySlug.params, querystring: E.serviceBySlug.query } },
    (request, reply) => {
      const { slug } = request.params;
      return sendContent(ctx, request, reply, `services/${slug}`, async (l) => ({
        item: found(await catalogue.service(l, slug), 'Service'),
      }));
    },
  );

  app.get('/business-products', { config, schema: { querystring: E.businessProducts.query } }, (request, reply) =>
    sendContent(ctx, request, reply, 'business-products', async (l) => ({ items: await catalogue.businessProducts(l) })),
  );
  app.get(
    '/business-products/:slug',
    { config, schema: { params: E.businessProductBySlug.params, querystring: E.businessProductBySlug.query } },
    (request, reply) => {
      const { slug } = request.params;
      return sendContent(ctx, request, reply, `business-products/${slug}`, async (l) => ({
        item: found(await catalogue.businessProduct(l, slug), 'Product'),
      }));
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
