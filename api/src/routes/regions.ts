/** GET /regions, /regions/:code: regions with their tax offices. */
import type { FastifyInstance } from 'fastify';
import { endpoints as E } from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { sendContent } from '../context.ts';
import { found } from '../lib/errors.ts';
import type { ContractTypeProvider } from '../lib/route-schema.ts';
import { regionsRepository } from '../repositories/regions.ts';

const config = { cache: 'content' as const };
const GROUPS = ['tashkent-city', 'regions'] as const;

export async function registerRegionRoutes(fastify: FastifyInstance, ctx: ApiContext) {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const regions = regionsRepository(ctx);

  app.get('/regions', { config: { ...config, preview: ['offices'] }, schema: { querystring: E.regions.query } }, (request, reply) => {
    const { group } = request.query;
    return sendContent(ctx, request, reply, `regions|${group ?? ''}`, async (l) => {
      const items = (await regions.withOffices(l)).filter((r) => !group || r.group === group);
      const groups = GROUPS.map((key) => ({ key, regions: items.filter((r) => r.group === key).map((r) => r.code) })).filter(
        (g) => g.regions.length > 0,
      );
      return { items, groups };
    });
  });
  app.get(
    '/regions/:code',
    { config: { ...config, preview: ['offices'] }, schema: { params: E.regionByCode.params, querystring: E.regionByCode.query } },
    (request, reply) => {
      const { code } = request.params;
      return sendContent(ctx, request, reply, `regions/${code}`, async (l) => ({
        item: found((await regions.withOffices(l, code))[0], 'Region'),
      }));
    },
  );
}
