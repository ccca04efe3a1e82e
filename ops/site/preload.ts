/**
 * Preload links for a page's first load. Without them a phone discovers the shell's code one round trip after
 * main.js has downloaded and run, and the section's code one more after that; with them every file the page
 * needs to render starts downloading at once, in parallel with main.js.
 *
 * Sources, both written by the builds: the shell's `boot-assets.json` (its start-up chunk group, its own copy
 * of each singleton every page needs, and its strings per locale; see rspack/boot-assets-plugin.ts) and
 * the page's remote's `mf-manifest.json` (the files of its `./routes` module).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Manifest {
  /** The container's name: the build's `uniqueName`, which its CSS loader writes into the stylesheets it adds. */
  name?: string;
  exposes?: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}
interface BootAssets {
  files: string[];
  locales?: Record<string, string[]>;
}

const link = (href: string) =>
  href.endsWith('.css') ? `<link rel="preload" as="style" href="${href}">` : `<link rel="preload" as="script" href="${href}">`;

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** A stylesheet's rules (its source-map comment left out), or null when it cannot be read. */
function readStyle(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
  } catch {
    return null;
  }
}

/** The shell's first-load files for a locale, as paths under the site root ("/static/js/…"). */
export function shellPreloads(shellDir: string, locale: string): string[] {
  const boot = readJson<BootAssets>(join(shellDir, 'boot-assets.json'));
  if (!boot) return [];
  const files = new Set<string>([...boot.files, ...(boot.locales?.[locale] ?? [])]);
  return [...files].filter((file) => existsSync(join(shellDir, file))).map((file) => `/${file}`);
}

/** A stylesheet left out as a copy of one linked already: the linked file, and the copy's key in the CSS loader. */
export interface StyleAlias {
  href: string;
  key: string;
}

/** A CSS chunk's file (`static/css/398.d8198eccbc.css`) to the key its loader looks for (`news_1_4_2:chunk-398`). */
function aliasKey(container: string | undefined, file: string): string | null {
  const id = /^static\/css\/(\d+)\.[0-9a-f]+\.css$/.exec(file)?.[1];
  return container && /^[\w-]+$/.test(container) && id ? `${container}:chunk-${id}` : null;
}

/**
 * The section's first-load files: its manifest (fetched by the federation runtime), its remote entry and the
 * files of its `./routes` module. `entry` is the registry's manifest URL; `mfeDir` the published versions.
 */
export function remotePreloads(
  mfeDir: string,
  entry: string,
): { manifest: string; scripts: string[]; styles: string[]; aliases: StyleAlias[] } {
  const base = entry.replace(/mf-manifest\.json$/, '');
  const scripts = [`${base}remoteEntry.js`];
  const local = /^\/mfe\/(.+)$/.exec(base);
  const manifest = local?.[1] ? readJson<Manifest>(join(mfeDir, decodeURIComponent(local[1]), 'mf-manifest.json')) : null;
  const routes = manifest?.exposes?.find((expose) => expose.path === './routes');
  for (const file of [...(routes?.assets.js.sync ?? []), ...(routes?.assets.css.sync ?? [])]) scripts.push(`${base}${file}`);
  // A server-rendered page is styled before any script runs: every stylesheet its section's pages may use, each
  // content once (the build copies a style module shared by several pages into each page's chunk: the services
  // section had 8 files of 4 contents, each one more render-blocking request on a slow line).
  const seen = new Map<string, string>();
  const aliases: StyleAlias[] = [];
  const styles = [...(routes?.assets.css.sync ?? []), ...((routes?.assets.css as { async?: string[] } | undefined)?.async ?? [])]
    .filter((file) => {
      const content = local?.[1] ? readStyle(join(mfeDir, decodeURIComponent(local[1]), file)) : null;
      if (content === null) return true;
      const linked = seen.get(content);
      if (linked === undefined) {
        seen.set(content, file);
        return true;
      }
      const key = aliasKey(manifest?.name, file);
      if (key) aliases.push({ href: `${base}${linked}`, key });
      return false;
    })
    .map((file) => `${base}${file}`);
  return { manifest: entry, scripts, styles, aliases };
}

/**
 * The `<link rel="preload">` tags for a page: the shell's files, then its section's. A server-rendered page (`styled`)
 * gets its stylesheets only, linked: its markup is on screen before any script runs.
 */
export function preloadTags(
  shellFiles: string[],
  remote: { manifest: string; scripts: string[]; styles?: string[]; aliases?: StyleAlias[] } | null,
  styled = false,
): string {
  const sheet = (href: string) => `<link rel="stylesheet" href="${href}">`;
  if (styled) {
    // A rendered page paints from its markup and stylesheets alone: hinting its scripts up front would only make them
    // compete with the stylesheets for a slow line. They come after the first paint (main.js is deferred) and hydrate.
    // Each copy left out is named to the section's CSS loader (`data-rspack`, the key it looks for before it adds a
    // stylesheet), on a link to the file with the same rules that applies to nothing (`media="not all"`; the browser
    // has that file already): without it, the page's chunk added its copy during hydration and the browser worked out
    // the whole page's styles and layout again, a long task of 50–160 ms on a slow phone (the services pages).
    const aliases = (remote?.aliases ?? []).map(
      (alias) => `<link rel="stylesheet" href="${alias.href}" media="not all" data-rspack="${alias.key}">`,
    );
    return [...shellFiles.filter((file) => file.endsWith('.css')), ...(remote?.styles ?? [])].map(sheet).join('') + aliases.join('');
  }
  const tags = shellFiles.map(link);
  if (remote) {
    tags.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${remote.manifest}">`);
    tags.push(...remote.scripts.map(link));
  }
  return tags.join('');
}

/**
 * The files that hydrate a server-rendered page: the shell's start-up scripts and its singletons (main.js left out:
 * the head's deferred script is already asking for it), the section's manifest and its entry and routes scripts.
 * They go in the page as data (`#site-scripts`), not as preload links: the shell's main.js asks for them all at once
 * when it runs (shell/src/index.ts), so they download together instead of one round trip after another (main.js
 * finds the shell's files only when it runs, the section's manifest then names the rest), and none of them competes
 * with the page's stylesheets before its first paint.
 */
export function hydrationFiles(shellFiles: string[], remote: { manifest: string; scripts: string[] } | null): string[] {
  const files = shellFiles.filter((file) => file.endsWith('.js') && !/\/main\.[^/]*js$/.test(file));
  if (remote) files.push(remote.manifest, ...remote.scripts.filter((file) => file.endsWith('.js')));
  return files;
}
