/**
 * `/sitemap.xml` and `/robots.txt`: every public page in three languages, each with its hreflang alternates and a
 * lastmod, made from the sections' route tables in the registry (so a new page is listed without a change here) and
 * the API's lists of articles, services, staff, vacancies and products.
 */
import { LOCALES, withLocale, type RegistryDocument } from '@tax/shared/server';

/** Pages that are not for search engines: the cabinet and its forms behind sign-in, sign-in itself, search results. */
const PRIVATE_PAGES = new Set(['personal-requests', 'signin', 'registration', 'password-reset', 'search']);
const PRIVATE_PATHS = ['/personal/requests', '/signin', '/registration', '/password-reset', '/search'];

/** The pages with a parameter, and where their values come from. */
const DYNAMIC: Record<string, { list: string; paged?: boolean; lastmod?: (item: Record<string, unknown>) => string | undefined }> = {
  'news-slug': { list: '/news', paged: true, lastmod: (item) => (typeof item.date === 'string' ? item.date : undefined) },
  'services-slug': { list: '/services', paged: true },
  'staff-slug': { list: '/staff' },
  'vacancy-slug': { list: '/vacancies', paged: true, lastmod: (item) => (typeof item.published === 'string' ? item.published : undefined) },
  'personal-product-slug': { list: '/personal-products' },
};

/** GET a path of the API (`/news?locale=uz`) as JSON. */
export type ApiGet = (path: string) => Promise<unknown>;

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

interface Item {
  slug: string;
  lastmod?: string;
}

async function listItems(get: ApiGet, list: string, paged: boolean, lastmod?: (item: Record<string, unknown>) => string | undefined) {
  const items: Item[] = [];
  for (let page = 1; page <= 100; page += 1) {
    const body = (await get(`${list}?locale=uz${paged ? `&page=${page}&pageSize=50` : ''}`)) as {
      items?: Record<string, unknown>[];
      totalPages?: number;
    };
    for (const item of body.items ?? []) {
      if (typeof item.slug !== 'string') continue;
      const date = lastmod?.(item);
      items.push({ slug: item.slug, ...(date ? { lastmod: date.slice(0, 10) } : {}) });
    }
    if (!paged || !body.totalPages || page >= body.totalPages) break;
  }
  return items;
}

/** The sitemap of the site at `origin`, from the registry's route tables and the API. */
export async function buildSitemap(origin: string, registry: RegistryDocument, get: ApiGet, now = new Date()): Promise<string> {
  const paths: { path: string; lastmod: string }[] = [];
  for (const remote of Object.values(registry.remotes)) {
    const deployed = (remote.current.publishedAt ?? now.toISOString()).slice(0, 10);
    for (const [name, pattern] of Object.entries(remote.current.routes ?? {})) {
      // A section's own private pages (declared in its defineSection, carried by the registry) are never listed.
      if (PRIVATE_PAGES.has(name) || remote.current.private?.includes(name)) continue;
      if (!pattern.includes(':')) {
        paths.push({ path: pattern, lastmod: deployed });
        continue;
      }
      const source = DYNAMIC[name];
      if (!source) continue;
      for (const item of await listItems(get, source.list, !!source.paged, source.lastmod)) {
        paths.push({ path: pattern.replace(/:slug\b/, encodeURIComponent(item.slug)), lastmod: item.lastmod ?? deployed });
      }
    }
  }
  const urls = paths.flatMap(({ path, lastmod }) => {
    const alternates =
      LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(`${origin}${withLocale(path, l)}`)}"/>`).join('') +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}${withLocale(path, 'uz')}`)}"/>`;
    return LOCALES.map(
      (locale) => `<url><loc>${escapeXml(`${origin}${withLocale(path, locale)}`)}</loc><lastmod>${lastmod}</lastmod>${alternates}</url>`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

/** robots.txt: everything but the cabinet, sign-in, registration, search results and the API; names the sitemap. */
export function robotsTxt(origin: string): string {
  const disallow = PRIVATE_PATHS.flatMap((path) => LOCALES.map((locale) => `Disallow: ${withLocale(path, locale)}`));
  return ['User-agent: *', 'Allow: /', ...disallow, 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
