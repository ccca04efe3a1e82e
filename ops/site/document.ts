/**
 * The HTML document of a page: the shell's index.html with the configuration, the registry and the files the page
 * needs first; with a server render, its head, markup and hydration state too.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALE_TAGS, type Locale, type RegistryDocument } from '@tax/shared/server';
import { json, type SiteConfig } from './config.ts';
import { hydrationFiles, preloadTags, remotePreloads, shellPreloads } from './preload.ts';

const SITE_NAME: Record<string, string> = { uz: 'Soliq servis', ru: 'Солиқ сервис', en: 'Soliq Service' };
/**
 * Above a page the API could not give its data for (answered 503), for a visitor without scripts: with scripts the
 * page asks again by itself, and each part says what it could not load.
 */
const UNAVAILABLE_NOTE: Record<string, string> = {
  uz: 'Maʼlumotni yuklab boʻlmadi. Bir daqiqadan soʻng sahifani yangilang. Call-markaz: 1198.',
  ru: 'Не удалось загрузить данные. Обновите страницу через минуту. Колл-центр: 1198.',
  en: 'The data could not be loaded. Reload the page in a minute. Call centre: 1198.',
};

/** A server render's parts, as the document takes them. */
export interface RenderedParts {
  status: number;
  head: string;
  html: string;
  state: string;
}

export interface PageDocuments {
  /**
   * The client-rendered page (no server render, or one that fell back): the shell's index.html with its configuration.
   * `inlineRegistry` false: the browser asks /remotes.json for its registry (a page the same for every canary bucket).
   */
  clientPage(doc: RegistryDocument, config: SiteConfig, locale: Locale, owner: string | null, inlineRegistry?: boolean): string;
  /** A server-rendered page: the same document with the page's head, its markup in #root and its hydration state. */
  renderedPage(
    doc: RegistryDocument,
    config: SiteConfig,
    locale: Locale,
    owner: string | null,
    page: RenderedParts,
    inlineRegistry?: boolean,
  ): string;
}

/** The shell's index.html, read again when it changes. */
function shellTemplate(shellDir: string): () => string {
  let template = { mtime: 0, html: '' };
  return () => {
    const file = join(shellDir, 'index.html');
    const mtime = statSync(file).mtimeMs;
    if (mtime !== template.mtime) template = { mtime, html: readFileSync(file, 'utf8') };
    return template.html;
  };
}

/** What a page's first load needs, from the builds' own lists: per shell build and locale, per remote version. */
function preloadLists(shellDir: string, mfeDir: string) {
  let shellStamp = 0;
  const shell = new Map<string, string[]>();
  const remote = new Map<string, ReturnType<typeof remotePreloads>>();
  return {
    shell(locale: string): string[] {
      const stamp = existsSync(join(shellDir, 'boot-assets.json')) ? statSync(join(shellDir, 'boot-assets.json')).mtimeMs : 0;
      if (stamp !== shellStamp) {
        shell.clear();
        shellStamp = stamp;
      }
      if (!shell.has(locale)) shell.set(locale, shellPreloads(shellDir, locale));
      return shell.get(locale) ?? [];
    },
    remote(entry: string) {
      // Published versions are immutable: one reading per entry URL.
      if (!remote.has(entry)) remote.set(entry, remotePreloads(mfeDir, entry));
      return remote.get(entry) ?? remotePreloads(mfeDir, entry);
    },
  };
}

/** The registry in the page, or nothing: the browser then asks /remotes.json, which answers for its canary bucket. */
const registryIsland = (doc: RegistryDocument, inline: boolean) =>
  inline ? `<script id="site-registry" type="application/json">${json(doc)}</script>` : '';

export function pageDocuments(shellDir: string, mfeDir: string): PageDocuments {
  const indexHtml = shellTemplate(shellDir);
  const preloads = preloadLists(shellDir, mfeDir);
  const remoteFilesOf = (doc: RegistryDocument, owner: string | null) => {
    const remote = owner ? doc.remotes[owner] : undefined;
    return remote ? preloads.remote(remote.current.entry) : null;
  };
  return {
    clientPage(doc, config, locale, owner, inlineRegistry = true) {
      const preload = preloadTags(preloads.shell(locale), remoteFilesOf(doc, owner));
      const head = `<script id="site-config" type="application/json">${json(config)}</script>${registryIsland(doc, inlineRegistry)}${preload}`;
      return indexHtml()
        .replace('<html lang="uz"', `<html lang="${LOCALE_TAGS[locale]}"`)
        .replace(/<title>[^<]*<\/title>/, `<title>${SITE_NAME[locale]}</title>`)
        .replace('<!--site:head-->', () => head);
    },
    renderedPage(doc, config, locale, owner, page, inlineRegistry = true) {
      const remoteFiles = remoteFilesOf(doc, owner);
      const preload = preloadTags(preloads.shell(locale), remoteFiles, true);
      // The head holds what the first paint needs: the page's head tags and its stylesheets, found by the browser in
      // the response's first bytes. What only the scripts read (configuration, registry, hydration state, the files to
      // hydrate with: 36 KB on the home page) ends the body, after the markup, so on a slow line the markup arrives and
      // paints first. The scripts are deferred: they run once the whole document is parsed, islands included.
      const islands =
        `<script id="site-config" type="application/json">${json(config)}</script>` +
        registryIsland(doc, inlineRegistry) +
        `<script id="site-ssr" type="application/json">${page.state}</script>` +
        `<script id="site-scripts" type="application/json">${json(hydrationFiles(preloads.shell(locale), remoteFiles))}</script>`;
      const note =
        page.status === 503
          ? `<noscript><p role="alert" style="margin:0;padding:1rem;background:#fff5f5;color:#8a1c1c;border-bottom:1px solid #f1c0c0">${UNAVAILABLE_NOTE[locale]}</p></noscript>`
          : '';
      return (
        indexHtml()
          .replace('<html lang="uz"', `<html lang="${LOCALE_TAGS[locale]}"`)
          .replace(/<title>[^<]*<\/title>\s*/, '')
          .replace('<!--site:head-->', () => `${page.head}${preload}`)
          // The template's "this site needs JavaScript" is not true of a rendered page (removed before the page goes in).
          .replace(/<noscript data-site-needs-js>[\s\S]*?<\/noscript>\s*/, '')
          .replace('<body>', () => `<body>${note}`)
          .replace(/<div id="root">\s*<!--site:root-->[\s\S]*?<!--\/site:root-->\s*<\/div>/, () => `<div id="root">${page.html}</div>`)
          .replace('</body>', () => `${islands}</body>`)
      );
    },
  };
}
