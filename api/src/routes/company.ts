/**
 * GET /company, /mobile-app, /staff(/:slug), /departments, /structure, /certificates, /awards, /achievements,
 * /partners, /documents/:slug, /documents/:slug/versions/:version.
 */
import type { FastifyInstance } from 'fastify';
import { endpoints as E } from '@tax/shared/contract';
import type { ApiContext } from '../context.ts';
import { sendContent } from '../context.ts';
import type { Editorial } from '../editorial/index.ts';
import { ApiHttpError, found } from '../lib/errors.ts';
import type { ContractTypeProvider } from '../lib/route-schema.ts';
import { companyRepository } from '../repositories/company.ts';
import { documentVersionsRepository } from '../repositories/document-versions.ts';

const config = { cache: 'content' as const };

export async function registerCompanyRoutes(fastify: FastifyInstance, ctx: ApiContext, editorial: Editorial) {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const company = companyRepository(ctx);
  const versions = documentVersionsRepository(ctx);

  app.get('/company', { config, schema: { querystring: E.company.query } }, (request, reply) =>
    sendContent(ctx, request, reply, 'company', async (l) => ({ item: found(await company.company(l)) })),
  );
  app.get('/mobile-app', { config, schema: { querystring: E.mobileApp.query } }, (request, reply) =>
    sendContent(ctx, request, reply, 'mobile-app', async (l) => ({ item: found(await company.mobileApp(l)) })),
  );

  app.get('/staff', { config: { ...config, preview: ['staff'] }, schema: { querystring: E.staff.query } }, (request, reply) => {
    const { group } = request.query;
    return sendContent(ctx, request, reply, `staff|${group ?? ''}`, async (l) => ({ items: await company.staff(l, group) }));
  });
  app.get(
    '/staff/:slug',
    { config: { ...config, preview: ['staff'] }, schema: { params: E.staffBySlug.params, querystring: E.staffBySlug.query } },
    async (request, reply) => {
      const { slug } = request.params;
      try {
        return await sendContent(ctx, request, reply, `staff/${slug}`, async (l) => ({
          item: found(await company.staffMember(l, slug), 'Staff member'),
        }));
      } catch (error) {
        if (!(error instanceof ApiHttpError) || error.statusCode !== 404) throw error;
      }
      // Not public: an old address of a public page (301), a withdrawn one (410), or nothing (404), as for services.
      const fate = await editorial.store('staff')?.publicFate(slug);
      if (fate === 'gone') throw new ApiHttpError(410, 'gone', 'This staff page was withdrawn');
      if (fate) {
        const location = `${ctx.publicBase}/staff/${encodeURIComponent(fate.moved)}${request.query.locale ? `?locale=${request.query.locale}` : ''}`;
        throw new ApiHttpError(
          301,
          'moved',
          'This staff page has a new address',
          undefined,
          { location, 'cache-control': 'public, max-age=300' },
          { slug: fate.moved },
        );
      }
      throw found(undefined, 'Staff member');
    },
  );

  app.get('/departments', { config, schema: { querystring: E.departments.query } }, (request, reply) =>
    sendContent(ctx, request, reply, 'departments', async (l) => ({ items: await company.departments(l) })),
  );
  app.get('/structure', { config, schema: { querystring: E.structure.query } }, (request, reply) =>
    sendContent(ctx, request, reply, 'structure', async (l) => ({ items: await company.structure(l) })),
  );
  app.get(
    '/certificates',
    { config: { ...config, preview: ['certificates'] }, schema: { querystring: E.certificates.query } },
    (request, reply) => sendContent(ctx, request, reply, 'certificates', async (l) => ({ items: await company.certificates(l) })),
  );
  app.get('/awards', { config: { ...config, preview: ['awards'] }, schema: { querystring: E.awards.query } }, (request, reply) =>
    sendContent(ctx, request, reply, 'awards', async (l) => ({ items: await company.awards(l) })),
  );
  app.get('/achievements', { config, schema: { querystring: E.achievements.query } }, (request, reply) =>
    sendContent(ctx, request, reply, 'achievements', async (l) => ({ items: await company.achievements(l) })),
  );
  app.get('/partners', { config: { ...config, preview: ['partners'] }, schema: { querystring: E.partners.query } }, (request, reply) =>
    sendContent(ctx, request, reply, 'partners', async (l) => ({ items: await company.partners(l) })),
  );

  app.get(
    '/documents/:slug',
    { config: { ...config, preview: ['document'] }, schema: { params: E.documentBySlug.params, querystring: E.documentBySlug.query } },
    async (request, reply) => {
      const { slug } = request.params;
      try {
        return await sendContent(ctx, request, reply, `documents/${slug}`, async (l) => ({
          item: found(await company.document(l, slug), 'Document'),
          previous: await versions.previous(slug),
        }));
      } catch (error) {
        if (!(error instanceof ApiHttpError) || error.statusCode !== 404) throw error;
      }
      // A document's address never changes (the four public ones); withdrawn after being public it is gone (410).
      if ((await editorial.store('document')?.publicFate(slug)) === 'gone')
        throw new ApiHttpError(410, 'gone', 'This document was withdrawn');
      throw found(undefined, 'Document');
    },
  );
  app.get(
    '/documents/:slug/versions/:version',
    { config, schema: { params: E.documentVersion.params, querystring: E.documentVersion.query } },
    (request, reply) => {
      const { slug, version } = request.params;
      return sendContent(ctx, request, reply, `documents/${slug}/versions/${version}`, async (l) =>
        found(await versions.version(l, slug, version), 'Document version'),
      );
    },
  );
}
