/**
 * Each section's route table (page name -> path pattern), read from its `src/expose/routes.ts`, the single truth of
 * its pages. From it come what the others need, so a section adds a page without a kit or shell release:
 *  - `dist/routes.json` in the section's build, published into the registry with the version (links resolve there);
 *  - `src/site-routes.gen.d.ts` in every app: the route names and paths as types, so a link to a page that no
 *    longer exists fails the typecheck.
 * routes.ts is evaluated on its own: it may import only `defineSection` from the kit and must load everything else
 * (pages, loaders, strings) lazily, which also keeps it small on the site's first load.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { transformSync } from 'esbuild';
import { defineSection, type SectionSitemap, type SitemapSource } from '@tax/shared/server';
import { APPS, ROOT, SECTIONS, sectionDir, type Section } from '../lib/paths.ts';

export type RouteTable = Record<string, string>;

/** What routes.ts may take from the kit when read here: the one way to declare a section. */
const KIT_FOR_ROUTES: Record<string, unknown> = { defineSection, __esModule: true };

function kitForRoutes(section: Section): unknown {
  return new Proxy(KIT_FOR_ROUTES, {
    get(target, key) {
      if (typeof key !== 'string' || key in target) return target[key as string];
      throw new Error(
        `mfe-${section}/src/expose/routes.ts uses "${key}" from @tax/shared: it may take only defineSection and load the rest lazily`,
      );
    },
  });
}

/** A page as routes.ts declares it, as far as the build reads it (never its code). */
interface DeclaredPage {
  name: string;
  path: string;
  private?: boolean;
  index?: boolean;
  sitemap?: SitemapSource;
}

/** A section's pages as its routes.ts declares them: names, paths, which are private, and what the sitemap needs. */
function readDeclaredPages(section: Section, root = ROOT): DeclaredPage[] {
  const dir = root === ROOT ? sectionDir(section) : join(root, `mfe-${section}`);
  const file = join(dir, 'src', 'expose', 'routes.ts');
  const version = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    loader: 'ts',
    format: 'cjs',
    sourcefile: file,
    define: { __APP_VERSION__: JSON.stringify(version) },
  });
  // Pages, loaders and strings are never run here (the lazy imports inside are never called): only the names and
  // paths are read. Synchronous, so builds and deploys, under their synchronous build lock, can call it.
  type Declared = { pages?: DeclaredPage[]; declared?: DeclaredPage[] };
  const module: { exports: { default?: Declared; routes?: Declared } } = { exports: {} };
  const require = (id: string): unknown => {
    if (id === '@tax/shared') return kitForRoutes(section);
    throw new Error(
      `mfe-${section}/src/expose/routes.ts imports "${id}": it may import only defineSection from @tax/shared and load the rest lazily`,
    );
  };
  new Function('exports', 'require', 'module', code)(module.exports, require, module);
  const defined = module.exports.default ?? module.exports.routes;
  const pages = defined?.pages;
  if (!Array.isArray(pages))
    throw new Error(`mfe-${section}/src/expose/routes.ts has no default export (the section from defineSection) with pages`);
  // defineSection's pages say which are private (a section may be private as a whole); the declarations say the rest.
  const declared = new Map((defined?.declared ?? []).map((page) => [page.name, page]));
  return pages.map((page) => {
    const own = declared.get(page.name);
    return {
      name: page.name,
      path: page.path,
      ...(page.private ? { private: true } : {}),
      ...(own?.index === false ? { index: false } : {}),
      ...(own?.sitemap ? { sitemap: own.sitemap } : {}),
    };
  });
}

/** A section's route table, from its routes.ts. */
export function readRouteTable(section: Section, root = ROOT): RouteTable {
  return Object.fromEntries(readDeclaredPages(section, root).map((page) => [page.name, page.path]));
}

/** The names of a section's private pages (declared `private` in its defineSection), from its routes.ts. */
export function readPrivatePages(section: Section, root = ROOT): string[] {
  return readDeclaredPages(section, root)
    .filter((page) => page.private)
    .map((page) => page.name);
}

/**
 * What the sitemap and robots.txt need of a section's pages (sitemap.json beside routes.json): the public pages
 * declared `index: false`, and each parameterised page's source of values. Undefined when there is nothing to say.
 */
export function readSitemapDeclarations(section: Section, root = ROOT): SectionSitemap | undefined {
  const pages = readDeclaredPages(section, root).filter((page) => !page.private);
  const unlisted = pages.filter((page) => page.index === false).map((page) => page.name);
  const sources = Object.fromEntries(
    pages.filter((page) => page.sitemap && page.index !== false).map((page) => [page.name, page.sitemap!]),
  );
  if (!unlisted.length && !Object.keys(sources).length) return undefined;
  return { ...(unlisted.length ? { unlisted } : {}), ...(Object.keys(sources).length ? { sources } : {}) };
}

/** Every section's route table. */
export function readSiteRoutes(root = ROOT): Record<Section, RouteTable> {
  const entries = SECTIONS.map((section) => [section, readRouteTable(section, root)] as const);
  const seen = new Map<string, string>();
  for (const [section, table] of entries) {
    for (const name of Object.keys(table)) {
      const other = seen.get(name);
      if (other) throw new Error(`The page name "${name}" is declared by both ${other} and ${section}`);
      seen.set(name, section);
    }
  }
  return Object.fromEntries(entries) as Record<Section, RouteTable>;
}

/** The declarations one app gets: every section's pages added to the kit's SiteRoutes. */
export function siteRoutesDeclaration(tables: Record<string, RouteTable>): string {
  const lines = Object.entries(tables).flatMap(([section, table]) => [
    `    // ${section}`,
    ...Object.entries(table).map(([name, path]) => `    '${name}': '${path}';`),
  ]);
  return [
    "// Generated by `npm run routes` from every section's src/expose/routes.ts: do not edit (it is not committed).",
    "import '@tax/shared';",
    '',
    "declare module '@tax/shared' {",
    '  interface SiteRoutes {',
    ...lines,
    '  }',
    '}',
    '',
  ].join('\n');
}

/** The apps whose code links to pages: the shell and every section. */
export const LINKING_APPS = APPS;

function writeIfChanged(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** The development registry's route tables (`npm run dev`, where no build publishes them). */
export const DEV_ROUTE_TABLES = 'site-routes.gen.json';

/** Writes `src/site-routes.gen.d.ts` into every app (and the development registry's tables); returns the tables. */
export function writeSiteRouteTypes(root = ROOT): Record<Section, RouteTable> {
  const tables = readSiteRoutes(root);
  const text = siteRoutesDeclaration(tables);
  for (const app of LINKING_APPS) writeIfChanged(join(root, app, 'src', 'site-routes.gen.d.ts'), text);
  writeIfChanged(join(root, DEV_ROUTE_TABLES), `${JSON.stringify(tables, null, 2)}\n`);
  return tables;
}

/** The file beside routes.json that names a build's private pages (written only when it has some). */
export const PRIVATE_PAGES_FILE = 'private-pages.json';
/** The file beside routes.json with what the sitemap needs of a build's pages (written only when there is some). */
export const SITEMAP_FILE = 'sitemap.json';

/**
 * Writes a section's build's `routes.json` (published with the version into the registry), `private-pages.json`
 * when some of its pages are private and `sitemap.json` when some are unlisted or have a source of values, into `outputPath` or its dist/.
 */
export function writeBuildRouteTable(section: Section, root = ROOT, outputPath?: string): RouteTable {
  const table = readRouteTable(section, root);
  const dir = root === ROOT ? sectionDir(section) : join(root, `mfe-${section}`);
  const out = outputPath ?? join(dir, 'dist');
  writeFileSync(join(out, 'routes.json'), `${JSON.stringify(table, null, 2)}\n`);
  const privatePages = readPrivatePages(section, root);
  if (privatePages.length) writeFileSync(join(out, PRIVATE_PAGES_FILE), `${JSON.stringify(privatePages)}\n`);
  const sitemap = readSitemapDeclarations(section, root);
  if (sitemap) writeFileSync(join(out, SITEMAP_FILE), `${JSON.stringify(sitemap)}\n`);
  return table;
}
