/** GET /open-data (the sets) and /open-data/:slug.(csv|json) (one set's rows, as a download). */
import type { FastifyInstance } from 'fastify';
import { endpoints as E } from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { localeOf, parseWith, sendContent } from '../context.ts';
import { toCsv } from '../lib/csv.ts';
import { found, notFound } from '../lib/errors.ts';
import type { ContractTypeProvider } from '../lib/route-schema.ts';
import { openDataRepository } from '../repositories/open-data.ts';

const config = { cache: 'content' as const };

export async function registerOpenDataRoutes(fastify: FastifyInstance, ctx: ApiContext) {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const openData = openDataRepository(ctx);

  app.get('/open-data', { config, schema: { querystring: E.openData.query } }, (request, reply) =>
    sendContent(ctx, request, reply, 'open-data', async (l) => ({ items: await openData.sets(l) })),
  );

  // The router has one parameter for `slug.format` (its path in the contract has two): the file name is checked
  // here, before the query, so that a file that cannot exist is a 404 whatever the query says.
  app.get('/open-data/:file', { config }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const m = /^([a-z0-9][a-z0-9-]{0,119})\.(csv|json)$/.exec(file);
    if (!m) throw notFound('Data set');
    const [, slug = '', format] = m;
    parseWith(E.openDataDownload.query, request.query, 'query');
    const l = localeOf(request);
    const { header, rows, updated, csv } = found(await openData.table(l, slug), 'Data set');
    reply.header('content-disposition', `attachment; filename="${slug}-${l}.${format}"`).header('vary', 'Accept-Language, Accept-Encoding');
    if (format === 'json') {
      return reply.type('application/json; charset=utf-8').send(JSON.stringify({ slug, locale: l, updated, fields: header, rows }));
    }
    const flat = csv ?? { header, rows };
    return reply.type('text/csv; charset=utf-8').send(
      toCsv(
        flat.header,
        flat.rows.map((r) => flat.header.map((h) => r[h])),
      ),
    );
  });
}
