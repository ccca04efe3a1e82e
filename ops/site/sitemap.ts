/**
 * `/sitemap.xml` and `/robots.txt`: every public page in three languages, each with its hreflang alternates and a
 * lastmod, made from the sections' route tables in the registry and what each section declares of its pages there
 * (`index: false`, a parameterised page's source of values: SectionPage in the kit's defineSection), so a new page,
 * listed or not, needs no change here; the values of parameterised pages come from the API's lists.
 */
import { LOCALES, withLocale, type RegistryDocument, type SectionSitemap } from '@tax/shared/server';

/** GET a path of the API (`/news?locale=uz`) as JSON. */
export type ApiGet = (path: string) => Promise<unknown>;

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

interface Item {
  slug: string;
  lastmod?: string;
}

type Source = NonNullable<SectionSitemap['sources']>[string];

async function listItems(get: ApiGet, { list, paged = false, lastmod }: Source) {
  const items: Item[] = [];
  for (let page = 1; page <= 100; page += 1) {
    const body = (await get(`${list}?locale=uz${paged ? `&page=${page}&pageSize=50` : ''}`)) as {
      items?: Record<string, unknown>[];
      totalPages?: number;
    };
    for (const item of body.items ?? []) {
      if (typeof item.slug !== 'string') continue;
      const date = lastmod ? item[lastmod] : undefined;
      items.push({
        slug: item.slug,
        ...(typeof date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(date) ? { lastmod: date.slice(0, 10) } : {}),
      });
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
      // A section's private pages and those it declares `index: false` (carried by the registry) are never listed.
      if (remote.current.private?.includes(name) || remote.current.sitemap?.unlisted?.includes(name)) continue;
      if (!pattern.includes(':')) {
        paths.push({ path: pattern, lastmod: deployed });
        continue;
      }
      const source = remote.current.sitemap?.sources?.[name];
      if (!source) continue;
      for (const item of await listItems(get, source)) {
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

/**
 * robots.txt: everything but the pages sections declare `index: false` or private (the cabinet, sign-in, search
 * results, the workspace: from the registry) and the API; names the sitemap.
 */
export function robotsTxt(origin: string, registry: RegistryDocument): string {
  const paths = Object.values(registry.remotes).flatMap(({ current }) =>
    Object.entries(current.routes ?? {})
      .filter(([name]) => current.private?.includes(name) || current.sitemap?.unlisted?.includes(name))
      .map(([, pattern]) => pattern.replace(/\/:.*$/, '')),
  );
  const disallow = [...new Set(paths)].flatMap((path) => LOCALES.map((locale) => `Disallow: ${withLocale(path, locale)}`));
  return ['User-agent: *', 'Allow: /', ...disallow, 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
