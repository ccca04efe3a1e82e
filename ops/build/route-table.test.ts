import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readRouteTable, readSiteRoutes, siteRoutesDeclaration, writeBuildRouteTable } from './route-table.ts';
import { SECTIONS } from '../lib/paths.ts';
import { buildSitemap, robotsTxt } from '../site/sitemap.ts';
import { parseRegistry, type SectionSitemap } from '@tax/shared/server';

describe("the sections' route tables, read from their routes.ts", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A repository root with one section whose routes.ts is `source`. */
  const fakeRoot = (source: string) => {
    const root = mkdtempSync(join(tmpdir(), 'route-table-'));
    dirs.push(root);
    mkdirSync(join(root, 'mfe-news', 'src', 'expose'), { recursive: true });
    writeFileSync(join(root, 'mfe-news', 'package.json'), JSON.stringify({ version: '1.2.3' }));
    writeFileSync(join(root, 'mfe-news', 'src', 'expose', 'routes.ts'), source);
    return root;
  };

  it('gives every page of every section, names unique across the site', () => {
    const tables = readSiteRoutes();
    expect(Object.keys(tables).sort()).toEqual([...SECTIONS].sort());
    expect(tables.news).toEqual({ news: '/news', 'news-slug': '/news/:slug' });
    expect(tables.home?.home).toBe('/');
    expect(tables.services?.['services-slug']).toBe('/services/:slug');
  });

  it('reads a page the moment routes.ts declares it, without loading pages, loaders or strings', () => {
    const root = fakeRoot(`import { defineSection } from '@tax/shared';
export const routes = defineSection({
  section: 'news', version: __APP_VERSION__, namespace: 'news',
  translations: { uz: () => import('../locales/uz.json'), ru: () => import('../locales/ru.json'), en: () => import('../locales/en.json') },
  pages: [
    { name: 'news', path: '/news', load: () => import('../pages/Missing.tsx') },
    { name: 'news-archive', path: '/news/archive', loader: () => import('../pages/Missing.loader.ts'), load: () => import('../pages/Missing.tsx') },
  ],
});
`);
    expect(readRouteTable('news', root)).toEqual({ news: '/news', 'news-archive': '/news/archive' });
  });

  it("a build names its private pages beside its route table (the section's or a page's own `private`), and only then", () => {
    const declare = (section: string, pages: string) => `import { defineSection } from '@tax/shared';
export default defineSection({ section: 'news', version: '1', namespace: 'news', translations: {} as never, ${section}
  pages: [${pages}],
});
`;
    const write = (root: string) => {
      const out = join(root, 'out');
      mkdirSync(out);
      writeBuildRouteTable('news', root, out);
      return existsSync(join(out, 'private-pages.json'))
        ? (JSON.parse(readFileSync(join(out, 'private-pages.json'), 'utf8')) as string[])
        : null;
    };
    const page = (name: string, extra = '') => `{ name: '${name}', path: '/${name}', ${extra} load: () => import('../pages/P.tsx') },`;
    expect(write(fakeRoot(declare('private: true,', page('a') + page('b'))))).toEqual(['a', 'b']);
    expect(write(fakeRoot(declare('', page('a') + page('b', 'private: true,'))))).toEqual(['b']);
    expect(write(fakeRoot(declare('', page('a'))))).toBeNull();
  });

  it('a new page declared `index: false` leaves the sitemap and enters robots.txt with no change outside its section', async () => {
    // The whole way a page takes: routes.ts -> the build's files -> the registry entry publish writes -> the sitemap.
    const build = (pages: string) => {
      const root = fakeRoot(`import { defineSection } from '@tax/shared';
export default defineSection({ section: 'news', version: '1', namespace: 'news', translations: {} as never,
  pages: [
    { name: 'news', path: '/news', load: () => import('../pages/P.tsx') },
    { name: 'news-slug', path: '/news/:slug', sitemap: { list: '/news', paged: true, lastmod: 'date' }, load: () => import('../pages/P.tsx') },
    ${pages}
  ],
});
`);
      const out = join(root, 'out');
      mkdirSync(out);
      const routes = writeBuildRouteTable('news', root, out);
      const sitemap = existsSync(join(out, 'sitemap.json'))
        ? (JSON.parse(readFileSync(join(out, 'sitemap.json'), 'utf8')) as SectionSitemap)
        : undefined;
      return parseRegistry({
        schemaVersion: 1,
        remotes: {
          news: {
            prefixes: ['/news'],
            current: { version: '1', entry: '/mfe/news/1/mf-manifest.json', routes, ...(sitemap ? { sitemap } : {}) },
          },
        },
      });
    };
    const api = async () => ({ items: [{ slug: 'budget-2027', date: '2026-11-20' }], totalPages: 1 });
    const page = "{ name: 'news-drafts', path: '/news/drafts', load: () => import('../pages/P.tsx') },";
    const listed = build(page);
    expect(await buildSitemap('https://soliq.uz', listed, api)).toContain('<loc>https://soliq.uz/ru/news/drafts</loc>');
    expect(robotsTxt('https://soliq.uz', listed)).not.toContain('/news/drafts');

    const unlisted = build(page.replace("path: '/news/drafts',", "path: '/news/drafts', index: false,"));
    const xml = await buildSitemap('https://soliq.uz', unlisted, api);
    expect(xml).not.toContain('/news/drafts');
    expect(xml).toContain('<loc>https://soliq.uz/en/news/budget-2027</loc>');
    expect(robotsTxt('https://soliq.uz', unlisted)).toContain('Disallow: /ru/news/drafts\n');
  });

  it('refuses a routes.ts that imports more than defineSection (it would load the section at build time and on the first load)', () => {
    const root = fakeRoot(`import { defineSection } from '@tax/shared';
import { newsLoader } from '../pages/news-loader.ts';
export const routes = defineSection({
  section: 'news', version: '1', namespace: 'news', translations: {} as never,
  pages: [{ name: 'news', path: '/news', loader: async () => ({ loader: newsLoader }), load: () => import('../pages/NewsPage.tsx') }],
});
`);
    expect(() => readRouteTable('news', root)).toThrow(/imports "\.\.\/pages\/news-loader\.ts": it may import only defineSection/);
    const kitRoot = fakeRoot(`import { defineSection, notFound } from '@tax/shared';
notFound();
export const routes = defineSection({ section: 'news', version: '1', namespace: 'news', translations: {} as never, pages: [] });
`);
    expect(() => readRouteTable('news', kitRoot)).toThrow(/uses "notFound" from @tax\/shared/);
  });

  it("writes the names and paths as additions to the kit's SiteRoutes", () => {
    const text = siteRoutesDeclaration({ news: { news: '/news', 'news-slug': '/news/:slug' } });
    expect(text).toContain("declare module '@tax/shared' {\n  interface SiteRoutes {");
    expect(text).toContain("    'news-slug': '/news/:slug';");
    // The generated declarations are what every app's typecheck uses: none is committed.
    expect(readFileSync(join(import.meta.dirname, '..', '..', '.gitignore'), 'utf8')).toContain('*/src/site-routes.gen.d.ts');
  });
});
