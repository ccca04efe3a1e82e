/**
 * The published versions of each app: a section's folders under deploy/mfe/<section>/, the shell's under
 * deploy/shell/versions/. An operator's version argument is only ever matched against these names, never joined
 * into a path, so "../news/1.0.1" or an unknown version can point nothing anywhere.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import type { SectionSitemap } from '@tax/shared/server';
import { MFE_DIR, SHELL_VERSIONS_DIR, type Section } from '../lib/paths.ts';

/** What deploy and rollback act on: one section, or the shell. */
export type App = Section | 'shell';

export function versionsDir(app: App): string {
  return app === 'shell' ? SHELL_VERSIONS_DIR : join(MFE_DIR, app);
}

/** The published versions of an app, oldest first (by time of publishing). */
export function publishedVersions(app: App): string[] {
  const dir = versionsDir(app);
  if (!existsSync(dir)) return [];
  const marker = app === 'shell' ? 'index.html' : 'mf-manifest.json';
  return readdirSync(dir)
    .filter((name) => semver.valid(name) === name && existsSync(join(dir, name, marker)))
    .sort((a, b) => statSync(join(dir, a)).mtimeMs - statSync(join(dir, b)).mtimeMs);
}

/** An operator's version argument, if it names a published version of the app; otherwise an error listing them. */
export function publishedVersion(app: App, value: string): string {
  const published = publishedVersions(app);
  if (!published.includes(value)) {
    throw new Error(`${app} ${JSON.stringify(value)} is not a published version. Published: ${published.join(', ') || 'none'}`);
  }
  return value;
}

/** The published version of the app whose files have this content hash, if any (newest first). */
export function matchingPublishedVersion(app: App, hash: string, hashOf: (dir: string) => string): string | undefined {
  return publishedVersions(app)
    .reverse()
    .find((version) => hashOf(join(versionsDir(app), version)) === hash);
}

/**
 * A published section version's pages (name -> path pattern), from its build's routes.json: what links to it resolve
 * to; its private pages (private-pages.json), which the site server never caches and the sitemap leaves out; and what
 * the sitemap needs of its public pages (sitemap.json).
 */
export function publishedRoutes(
  section: Section,
  version: string,
): { routes?: Record<string, string>; private?: string[]; sitemap?: SectionSitemap } {
  const file = join(versionsDir(section), version, 'routes.json');
  const privateFile = join(versionsDir(section), version, 'private-pages.json');
  const sitemapFile = join(versionsDir(section), version, 'sitemap.json');
  return {
    ...(existsSync(file) ? { routes: JSON.parse(readFileSync(file, 'utf8')) as Record<string, string> } : {}),
    ...(existsSync(privateFile) ? { private: JSON.parse(readFileSync(privateFile, 'utf8')) as string[] } : {}),
    ...(existsSync(sitemapFile) ? { sitemap: JSON.parse(readFileSync(sitemapFile, 'utf8')) as SectionSitemap } : {}),
  };
}
