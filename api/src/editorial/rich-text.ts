/**
 * Rich text from an editor, made safe before it is stored: the public renderer's own sanitizing (sanitizeRich: the
 * tags and attributes the sections render, http(s)/mailto/tel links only), and each link to the site itself checked
 * against the site's pages, so a published article never links to a page that does not exist.
 */
import { sanitizeRich } from '../lib/html.ts';
import type { RichImageRules } from './rich-images.ts';
import { matchesSitePath } from './site-paths.ts';

export interface CleanedRichText {
  html: string;
  /** Links to the site that name no page (as written). */
  badLinks: string[];
}

const LOCALE_PREFIX = /^\/(?:ru|en)(?=\/|$)/;

/** The site path a link points to, or null when it leaves the site (or is not a page: the API, a mail address). */
export function sitePathOf(href: string, siteOrigin: string): string | null {
  let path: string;
  if (href.startsWith('/') && !href.startsWith('//')) path = href;
  else if (siteOrigin && href.toLowerCase().startsWith(`${siteOrigin.toLowerCase()}/`)) path = href.slice(siteOrigin.length);
  else if (siteOrigin && href.toLowerCase() === siteOrigin.toLowerCase()) path = '/';
  else return null;
  path = path.split(/[?#]/)[0] ?? '/';
  if (path.startsWith('/api/')) return null;
  return path.replace(LOCALE_PREFIX, '') || '/';
}

/** `images`: the pictures this text may keep (rich-images.ts); without them, none. */
export function cleanRichText(html: string, sitePaths: readonly string[], siteOrigin: string, images?: RichImageRules): CleanedRichText {
  const clean = sanitizeRich(html, images ? (attribs) => images.keep(attribs) : undefined);
  const badLinks: string[] = [];
  for (const match of clean.matchAll(/<a\b[^>]*\bhref="([^"]*)"/gi)) {
    const href = decodeEntities(match[1]!);
    const path = sitePathOf(href, siteOrigin);
    if (path !== null && !matchesSitePath(sitePaths, safeDecode(path))) badLinks.push(href);
  }
  return { html: clean, badLinks };
}

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
