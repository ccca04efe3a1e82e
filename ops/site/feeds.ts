/** What crawlers read: robots.txt and the sitemap (its pages from the registry and the API). */
import type { FastifyInstance } from 'fastify';
import type { RegistryDocument } from '@tax/shared/server';
import type { SiteSettings } from './config.ts';
import { NO_CACHE, sendCompressed } from './respond.ts';
import { buildSitemap, robotsTxt } from './sitemap.ts';

/** The API's JSON at `path`: in process when it is registered here and this origin's, else over the network. */
function apiReader(app: FastifyInstance, apiBase: string, inProcess: boolean) {
  return async (path: string): Promise<unknown> => {
    if (inProcess && !/^https?:\/\//.test(apiBase)) {
      const response = await app.inject({ method: 'GET', url: `${apiBase}${path}` });
      if (response.statusCode !== 200) throw new Error(`${path}: HTTP ${response.statusCode}`);
      return response.json();
    }
    const response = await fetch(`${apiBase}${path}`, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response.json();
  };
}

/** Registers robots.txt and the sitemap; returns how to drop the sitemaps kept (a publish changed what they list). */
export function registerFeeds(
  app: FastifyInstance,
  site: SiteSettings,
  registry: () => RegistryDocument,
  apiInProcess: boolean,
): { dropSitemaps: () => void } {
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(site.origin(request), registry())),
  );

  // The sitemap: rebuilt at most every ten minutes per origin and registry (a deploy adds a section's new pages).
  const sitemaps = new Map<string, { at: number; xml: string }>();
  app.get('/sitemap.xml', async (request, reply) => {
    const origin = site.origin(request);
    const doc = registry();
    const key = `${origin} ${JSON.stringify(Object.values(doc.remotes).map((remote) => remote.current.version))}`;
    let entry = sitemaps.get(key);
    if (!entry || Date.now() - entry.at > 600_000) {
      const apiBase = String(site.config().apiBase ?? '/api').replace(/\/$/, '');
      try {
        entry = { at: Date.now(), xml: await buildSitemap(origin, doc, apiReader(app, apiBase, apiInProcess)) };
      } catch (error) {
        request.log.error({ err: error }, 'sitemap');
        return reply.code(503).header('Retry-After', '60').header('Cache-Control', NO_CACHE).type('text/plain').send('Service Unavailable');
      }
      sitemaps.clear();
      sitemaps.set(key, entry);
    }
    return sendCompressed(request, reply.header('Cache-Control', 'public, max-age=600'), entry.xml, 'application/xml; charset=utf-8');
  });
  return { dropSitemaps: () => sitemaps.clear() };
}
