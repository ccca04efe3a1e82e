/**
 * Every other GET is a page of the site: rendered on the server from the sections (docs/decisions/0010), or, when
 * that cannot be done, the shell's index.html with the configuration inlined, rendered by the browser. The handler
 * runs its steps in order; each step answers, or leaves the request to the next.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  SIGNED_IN_HINT_COOKIE,
  isPrivatePath,
  ownerOfPath,
  readCookie,
  splitLocale,
  splitTracking,
  type Locale,
  type RegistryDocument,
} from '@tax/shared/server';
import type { SiteConfig, SiteSettings } from './config.ts';
import type { PageDocuments } from './document.ts';
import { localeRedirect } from './locale.ts';
import type { PageRendering, Rendered } from './rendering.ts';
import type { ReleaseSelection, VisitorRelease } from './release-selection.ts';
import { NO_CACHE, PRIVATE_NO_STORE, sendCompressed } from './respond.ts';
import { pageSecurityHeaders } from './security-headers.ts';
import { sendPage, type PageAnswer } from './send-page.ts';
import type { CachedPage, PageRenderer } from './ssr.ts';
import { requestTarget, urlCleanup } from './url-cleanup.ts';
import { oneTimeLink } from './content-purge.ts';
import { sendNoShellPage, type ShellPresence } from './no-shell.ts';

const SHELL_PAGES = ['/empty', '/error', '/success'];
const PRIVATE_ROBOTS = 'noindex, nofollow';

export interface PageParts {
  site: SiteSettings;
  releases: ReleaseSelection;
  documents: PageDocuments;
  rendering: PageRendering;
  shell: ShellPresence;
}

/** One request for a page: its address, the versions chosen for it, and the section that owns it. */
interface Visit extends PageAnswer {
  release: VisitorRelease;
  locale: Locale;
  path: string;
  owner: string | null;
  /** A page some section (or the shell) has: otherwise the client-rendered page answers 404. */
  known: boolean;
}

/** What a server render of this visit is keyed and shared by. */
interface RenderJob {
  origin: string;
  /** The cache key less the shell version (a render's result names the shell it used). */
  key: string;
  /** The key of the live shell's page. */
  shellKey: string;
  /** The tracking parameters left out of the render (a redirect passes them on). */
  dropped: [string, string][];
  signedIn: boolean;
  /** A one-time link (a password reset's ?token=): nobody else's page. */
  oneTime: boolean;
  /** The page may be shared with other visitors (cached, or a render joined). */
  shareable: boolean;
  /** Chosen for this browser (a canary's share, an override, a one-time link): no shared cache may keep it. */
  personal: boolean;
}

/**
 * The visit's page and versions. During a canary, a page of another section is chosen for no bucket (the same page
 * for everyone, shared caching kept); `perBucket`: the page turned out to be composed from the canary's section too
 * (another section's widget), and is chosen by the visitor's bucket.
 */
function visitOf(parts: PageParts, request: FastifyRequest, reply: FastifyReply, url: URL, perBucket = false): Visit {
  const { locale, path } = splitLocale(url.pathname);
  const prefixes = Object.fromEntries(Object.entries(parts.releases.registry().remotes).map(([name, remote]) => [name, remote.prefixes]));
  const owner = ownerOfPath(path, prefixes);
  const release = parts.releases.forVisitor(request, reply, perBucket ? undefined : { sections: [owner] });
  const config: SiteConfig = parts.site.config();
  return {
    request,
    reply,
    url,
    config,
    devOrigins: release.dev,
    release,
    locale,
    path,
    owner,
    known: owner !== null || SHELL_PAGES.includes(path),
  };
}

/** The client-rendered page, counted by why it was not rendered here. */
function clientRendered(parts: PageParts, visit: Visit, reason: string) {
  const { request, reply, url, config, release, locale, owner } = visit;
  const served = parts.rendering.served;
  served.clientRendered[reason] = (served.clientRendered[reason] ?? 0) + 1;
  pageSecurityHeaders(reply, config, release.dev);
  reply
    .code(visit.known ? 200 : 404)
    .header('Cache-Control', NO_CACHE)
    .header('X-Render', `client; ${reason}`);
  if (oneTimeLink(url.searchParams)) reply.header('Cache-Control', 'no-store');
  if (url.pathname === '/') reply.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
  return sendCompressed(
    request,
    reply,
    parts.documents.clientPage(release.doc, config, locale, owner, !release.neutral),
    'text/html; charset=utf-8',
  );
}

/**
 * A section's private pages (the staff workspace: `private` in its defineSection, carried by the registry) render in
 * the browser only: never rendered here, never kept by this server's cache, a CDN or the browser, never indexed.
 */
function privatePage(parts: PageParts, visit: Visit) {
  const { request, reply, config, release, locale, owner } = visit;
  parts.rendering.served.clientRendered.private = (parts.rendering.served.clientRendered.private ?? 0) + 1;
  pageSecurityHeaders(reply, config, release.dev);
  reply.code(200).header('Cache-Control', PRIVATE_NO_STORE).header('X-Robots-Tag', PRIVATE_ROBOTS).header('X-Render', 'client; private');
  const html = parts.documents
    .clientPage(release.doc, config, locale, owner, !release.neutral)
    .replace('</head>', `<meta name="robots" content="${PRIVATE_ROBOTS}"></head>`);
  return sendCompressed(request, reply, html, 'text/html; charset=utf-8');
}

function renderJob(parts: PageParts, visit: Visit, renderer: PageRenderer): RenderJob {
  const { request, url, release } = visit;
  const origin = parts.site.origin(request);
  const versions = Object.entries(release.doc.remotes)
    .map(([name, remote]) => `${name}=${remote.current.version}/${remote.previous?.version ?? ''}`)
    .join(',');
  // A page is rendered and cached for its address less the tracking parameters (the kit's TRACKING_PARAM): Yandex
  // adds `ysclid` and Facebook `fbclid` to every click, each different, so every visitor from a search result or a
  // shared post missed the cache. The browser's address keeps them (the site's own analytics may read them there).
  const { search, dropped } = splitTracking(url.search);
  // A page chosen for no bucket during a canary names no registry (the browser asks for its own): not the page kept
  // from before the canary, which names one.
  const key = `${origin} ${url.pathname}${search} ${versions}${release.neutral ? ' registry=asked' : ''}`;
  // A browser with a session hint is rendered afresh (a page may depend on who is signed in), never from the cache;
  // so is one looking at an override (QA's chosen version is not for the cache).
  const signedIn = readCookie(request.headers.cookie, SIGNED_IN_HINT_COOKIE) === '1';
  const oneTime = oneTimeLink(url.searchParams);
  const overridden = release.overridden.length > 0;
  return {
    origin,
    key,
    shellKey: `${renderer.liveShell() ?? ''} ${key}`,
    dropped,
    signedIn,
    oneTime,
    shareable: !signedIn && !overridden && !oneTime,
    personal: release.canary || overridden || oneTime,
  };
}

/** Renders the visit's page, and keeps it in the cache when it may be shared. */
async function renderPage(parts: PageParts, visit: Visit, job: RenderJob, renderer: PageRenderer): Promise<Rendered> {
  const { request, url, release, config, locale, owner } = visit;
  const renderRequest = {
    url: `${url.pathname}${splitTracking(url.search).search}`,
    origin: job.origin,
    cookie: request.headers.cookie ?? '',
    registry: release.doc,
    config: config as never,
  };
  const result = await renderer.render(renderRequest, request.ip);
  if (result.kind === 'redirect') return { redirect: result.location, status: result.status };
  if (result.kind === 'fallback') return { fallback: result.reason };
  // A status HTTP does not define (the error page's `?status=599`) is a 500, and kept by no cache: otherwise every
  // number asked for would be a page of its own in the cache, answered with a status no client understands.
  const known = result.status in STATUS_CODES;
  // Rendered with a section's previous version (its current one's server code failed) or the previous shell: the
  // document names what rendered it, and the answer is kept by no cache (the next render may well succeed).
  const { doc, fellBack, failed } = renderedWith(release.doc, result.versions);
  if (result.shell && renderer.liveShell() && result.shell !== renderer.liveShell()) fellBack.push(`shell ${result.shell}`);
  // A signed-in visitor's render is his own: neither kept here nor by a CDN (no page shows who is signed in on the
  // server today, but the next one might).
  const keep = result.cacheable && !job.signedIn && known && fellBack.length === 0;
  const page: CachedPage = {
    status: known ? result.status : 500,
    // The browser's head tags must name the origin the server's did (SITE_URL, else the server's own): with an empty
    // siteUrl it took the address bar's, and a visitor at another name of this server (127.0.0.1, a LAN address)
    // had every canonical and alternate link twice, the server's and the browser's.
    html: parts.documents.renderedPage(doc, { ...config, siteUrl: job.origin }, locale, owner, result, !release.neutral),
    storedAt: Date.now(),
    shared: keep,
    sections: Object.keys(result.versions).filter((name) => name !== 'shell'),
    ...(fellBack.length ? { fellBack } : {}),
    ...(failed.length ? { failed } : {}),
  };
  // Keyed by the shell version too: a shell deploy or rollback renders anew.
  if (keep && release.overridden.length === 0 && !job.oneTime) parts.rendering.cache.set(`${result.shell ?? ''} ${job.key}`, page);
  return page;
}

/**
 * The registry as the render used it: a section whose current version's server code failed was rendered with its
 * previous one, and the page's stylesheets, preloads and registry must name that one (the browser then hydrates with
 * the code that made the markup, and falls back to the current version only if that one cannot load). Returns the
 * sections that fell back, as `news 1.0.1`.
 */
export function renderedWith(
  doc: RegistryDocument,
  versions: Record<string, string>,
): { doc: RegistryDocument; fellBack: string[]; failed: { app: string; version: string }[] } {
  const fellBack: string[] = [];
  const failed: { app: string; version: string }[] = [];
  let remotes = doc.remotes;
  for (const [name, version] of Object.entries(versions)) {
    const remote = remotes[name];
    if (!remote || remote.current.version === version || remote.previous?.version !== version) continue;
    remotes = { ...remotes, [name]: { ...remote, current: remote.previous, previous: remote.current } };
    fellBack.push(`${name} ${version}`);
    failed.push({ app: name, version: remote.current.version });
  }
  return { doc: fellBack.length ? { ...doc, remotes } : doc, fellBack, failed };
}

/**
 * Stale: served at once, rendered again behind it. A render that could not be kept (its data did not come) leaves
 * the page as it is, to be tried again ten seconds on.
 */
function revalidate(page: CachedPage, render: () => Promise<Rendered>): void {
  if (page.revalidating) return;
  page.revalidating = true;
  void render()
    .catch(() => undefined)
    .finally(() => setTimeout(() => (page.revalidating = false), 10_000).unref());
}

/**
 * Visitors who ask for the same page while it renders (right after a deploy every key is new) wait for that one
 * render instead of rendering one each: they get its page if it can be shared, else render their own. Null: the
 * client has spent its allowance of renders (ssr.ts, RenderAllowance).
 */
async function renderOrJoin(
  parts: PageParts,
  visit: Visit,
  job: RenderJob,
  render: () => Promise<Rendered>,
): Promise<{ rendered: Rendered; how: string } | null> {
  const { running, allowance } = parts.rendering;
  const theirs = job.shareable ? running.get(job.shellKey) : undefined;
  if (theirs) {
    const rendered = await theirs;
    if ('redirect' in rendered || ('html' in rendered && rendered.shared !== false)) return { rendered, how: 'server; cache=joined' };
  }
  if (!allowance.take(visit.request.ip)) return null;
  const mine = render();
  if (job.shareable && !theirs) {
    running.set(job.shellKey, mine);
    void mine.finally(() => running.delete(job.shellKey)).catch(() => undefined);
  }
  return { rendered: await mine, how: 'server; cache=miss' };
}

/** A redirect the page asked for; the visitor's tracking parameters go with him to a page of the site. */
function pageRedirect(reply: FastifyReply, rendered: { redirect: string; status: number }, dropped: [string, string][]) {
  let location = rendered.redirect;
  if (dropped.length && location.startsWith('/') && !location.startsWith('//')) {
    const next = new URL(location, 'http://site');
    for (const [name, value] of dropped) next.searchParams.append(name, value);
    location = `${next.pathname}${next.search}${next.hash}`;
  }
  return reply
    .code(rendered.status === 301 || rendered.status === 308 ? rendered.status : 302)
    .header('Cache-Control', NO_CACHE)
    .redirect(location);
}

/** Answers with a render's outcome. */
function answerRendered(parts: PageParts, visit: Visit, job: RenderJob, rendered: Rendered, how: string) {
  const { cache, served } = parts.rendering;
  if ('redirect' in rendered) return pageRedirect(visit.reply, rendered, job.dropped);
  // The page could not get its data (the API or its database away, a loader failing, the render budget spent): its
  // last good render, if this server has one, however stale, rather than a page of placeholders. Never for a page
  // whose render depends on the visitor, and sent for no cache to keep.
  const unavailable =
    ('fallback' in rendered && ['loader-error', 'timeout'].includes(rendered.fallback)) || ('html' in rendered && rendered.status === 503);
  const good = unavailable && job.shareable ? cache.lastGood(job.shellKey) : null;
  if (good) return sendPage(visit, { ...good, shared: false }, 'server; cache=kept-through-error', cache, job.personal);
  if ('fallback' in rendered) return clientRendered(parts, visit, rendered.fallback);
  if (how.endsWith('joined')) served.joined += 1;
  else served.rendered += 1;
  // The browser hydrates such a page with the version that rendered it, so no beacon tells of the failed one: counted here.
  for (const version of rendered.fellBack ?? []) served.byPreviousVersion[version] = (served.byPreviousVersion[version] ?? 0) + 1;
  // ...and told to release health as a failed page view of the version that failed, so a canary whose server code
  // throws is still ended (decision 0048).
  if (rendered.failed) parts.rendering.reportFailedRender?.(rendered.failed);
  return sendPage(visit, rendered, how, cache, job.personal);
}

/** A page rendered here: from the cache, a render under way, or a render of its own. */
async function serverRendered(parts: PageParts, visit: Visit, renderer: PageRenderer): Promise<unknown> {
  const job = renderJob(parts, visit, renderer);
  const render = () => renderPage(parts, visit, job, renderer);
  const cached = job.shareable ? parts.rendering.cache.get(job.shellKey) : null;
  if (cached) {
    if (concernsCanary(visit, cached.page)) return serverRendered(parts, bucketVisit(parts, visit), renderer);
    if (!cached.fresh) revalidate(cached.page, render);
    return sendPage(visit, cached.page, cached.fresh ? 'server; cache=hit' : 'server; cache=stale', parts.rendering.cache, job.personal);
  }
  const outcome = await renderOrJoin(parts, visit, job, render);
  if (!outcome) return clientRendered(parts, visit, 'busy');
  if ('html' in outcome.rendered && concernsCanary(visit, outcome.rendered))
    return serverRendered(parts, bucketVisit(parts, visit), renderer);
  return answerRendered(parts, visit, job, outcome.rendered, outcome.how);
}

/** A page chosen for no bucket that is composed from a canary's section after all (another section's widget). */
const concernsCanary = (visit: Visit, page: CachedPage) =>
  visit.release.neutral && !!page.sections?.some((section) => visit.release.canaries.includes(section));

const bucketVisit = (parts: PageParts, visit: Visit) => visitOf(parts, visit.request, visit.reply, visit.url, true);

export function registerPages(app: FastifyInstance, parts: PageParts): void {
  app.setNotFoundHandler(async (request, reply) => {
    const url = requestTarget(request.url);
    const early = urlCleanup(request, reply, url) ?? localeRedirect(request, reply, url);
    if (early) return early;
    if (!parts.shell.published()) return sendNoShellPage(reply, splitLocale(url.pathname).locale);
    const visit = visitOf(parts, request, reply, url);
    const { doc, dev, overridden } = visit.release;
    if (visit.owner && isPrivatePath(doc.remotes[visit.owner]?.current, visit.path)) return privatePage(parts, visit);
    const renderer = parts.rendering.renderer;
    if (!renderer) return clientRendered(parts, visit, 'off');
    // A development build has no server build: its pages render in the browser that asked for it.
    if (visit.owner && dev.length && overridden.includes(visit.owner) && doc.remotes[visit.owner]?.current.version === 'dev')
      return clientRendered(parts, visit, 'override');
    return serverRendered(parts, visit, renderer);
  });
}
