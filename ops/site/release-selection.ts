/**
 * Which versions serve this request: the registry's current ones; a running canary's for the visitors whose bucket
 * falls in its share; and a browser's overrides (a published version, or a team's development server). The same
 * choice on every request, for the browser's loading (/remotes.json) and the server's rendering alike.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SITE_BUCKET_COOKIE, SITE_OVERRIDE_COOKIE, readCookie, resolveForVisitor, type RegistryDocument } from '@tax/shared/server';
import { verifyOverride } from '../lib/override-links.ts';
import type { RegistrySource } from '../release/registry-backend.ts';
import { isLoopbackCaller } from './connections.ts';
import { NO_CACHE } from './respond.ts';

const SECTION_NAME = /^[a-z][a-z0-9-]{0,40}$/;

/** The registry one visitor's page loads, and what in it was chosen for this visitor alone. */
export interface VisitorRelease {
  doc: RegistryDocument;
  /** The development servers this browser loads from (their origins). */
  dev: string[];
  /** The sections this browser overrides. */
  overridden: string[];
  /** The page depends on the visitor's canary bucket (a section it is composed from has a canary running). */
  canary: boolean;
  /**
   * Chosen for no bucket: a canary runs, but not in a section this page is composed from. The page is then the same
   * for every visitor (every section at its current version), keeps its shared caching, and names no registry: the
   * browser asks /remotes.json for its own (a canary visitor's next page of the canary's section is the canary's).
   */
  neutral: boolean;
  /** The sections with a canary running. */
  canaries: string[];
}

export interface ReleaseSelection {
  /** The operators' document (canaries and a browser's overrides are resolved per request: see `forVisitor`). */
  registry: () => RegistryDocument;
  /**
   * The versions for this visitor. `page`: the sections the page asked for is composed from, as far as known; a page
   * composed from none of the sections with a canary is chosen for no bucket (`neutral`), and sets no cookie.
   */
  forVisitor: (request: FastifyRequest, reply: FastifyReply, page?: { sections: (string | null)[] }) => VisitorRelease;
  /** Registers a team's development server; only loopback addresses are ever accepted. */
  addDevSection: (section: string, url: string) => boolean;
}

/** Teams' development servers on this machine: only loopback addresses are ever accepted. */
function devSectionList(initial: Record<string, string>) {
  const devSections = new Map<string, string>();
  const add = (section: string, url: string): boolean => {
    if (!SECTION_NAME.test(section)) return false;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return false;
    }
    if (parsed.protocol !== 'http:' || !['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname)) return false;
    if (!parsed.pathname.endsWith('/mf-manifest.json')) return false;
    devSections.set(section, parsed.href);
    return true;
  };
  for (const [section, url] of Object.entries(initial)) add(section, url);
  return { add, get: (section: string) => devSections.get(section) };
}

/** A published version's registry entry, if `version` names one in the deploy folder (never a path). */
function publishedEntry(mfeDir: string, section: string, version: string) {
  if (!SECTION_NAME.test(section) || !/^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/.test(version)) return null;
  const dir = join(mfeDir, section, version);
  if (!existsSync(join(dir, 'mf-manifest.json'))) return null;
  const routesFile = join(dir, 'routes.json');
  const routes = existsSync(routesFile) ? (JSON.parse(readFileSync(routesFile, 'utf8')) as Record<string, string>) : undefined;
  return { version, entry: `/mfe/${section}/${encodeURIComponent(version)}/mf-manifest.json`, ...(routes ? { routes } : {}) };
}

/**
 * A browser's overrides, like single-spa's import-map overrides, kept in a session cookie (`?override=reset` ends
 * them). A published version (QA's `news@1.0.1`, staff's `workspace@…`) is taken only from a link `npm run override`
 * signed (ops/lib/override-links.ts): a plain `?override=news@1.0.0` in a mail or chat would otherwise pin whoever
 * opens it to an old version. A team's development build (`news@dev`) is taken without a signature, and applied, only
 * for a browser on this machine. Anything that is not a published version or a registered development server is
 * ignored.
 */
function overridesFor(request: FastifyRequest, reply: FastifyReply, secret: string | undefined): Map<string, string> {
  const asked = (request.query as { override?: unknown } | undefined)?.override;
  const local = isLoopbackCaller(request);
  // The query's value is decoded already; so is the cookie's (the kit's reader, the `cookie` library's parser).
  let value = readCookie(request.headers.cookie, SITE_OVERRIDE_COOKIE) ?? '';
  if (typeof asked === 'string' && (asked === 'reset' || verifyOverride(secret, asked) || (local && devOnly(asked)))) {
    value = asked === 'reset' ? '' : asked;
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'Set-Cookie',
      `${SITE_OVERRIDE_COOKIE}=${encodeURIComponent(value)}; Path=/; SameSite=Lax; HttpOnly${secure}${value ? '' : '; Max-Age=0'}`,
    );
  }
  const signed = verifyOverride(secret, value);
  const wanted = new Map<string, string>();
  for (const pair of (signed?.list ?? value).split(',').slice(0, 10)) {
    const [section, version] = pair.split('@');
    if (!section || !version) continue;
    // The cookie is checked on every request, not only when set: it ends with its link's expiry.
    if (version === 'dev' ? local : !!signed) wanted.set(section, version);
  }
  return wanted;
}

/** An unsigned list naming development builds only (`news@dev,about@dev`). */
const devOnly = (list: string) => list.split(',').every((pair) => /^[a-z][a-z0-9-]{0,40}@dev$/.test(pair));

/** The visitor's bucket (0-99, in a first-party cookie set the first time a canary runs). */
function bucketOf(request: FastifyRequest, reply: FastifyReply): number {
  const found = readCookie(request.headers.cookie, SITE_BUCKET_COOKIE);
  if (found && /^\d{1,2}$/.test(found)) return Number(found);
  const bucket = Math.floor(Math.random() * 100);
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('Set-Cookie', [
    ...[reply.getHeader('Set-Cookie') ?? []].flat().map(String),
    `${SITE_BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly${secure}`,
  ]);
  return bucket;
}

export function releaseSelection(
  source: RegistrySource,
  mfeDir: string,
  initialDevSections: Record<string, string> = {},
  /** What override links are signed with (the ops token); without it only development builds, from this machine. */
  overrideSecret?: string,
): ReleaseSelection {
  const devSections = devSectionList(initialDevSections);
  const registry = (): RegistryDocument => source.sections();

  let everyone: { from: RegistryDocument; doc: RegistryDocument } | null = null;
  /** Every section at its current version, canaries left out: the page of a visitor in no bucket (made once per registry). */
  const currentOnly = (doc: RegistryDocument): RegistryDocument => {
    if (everyone?.from !== doc) everyone = { from: doc, doc: resolveForVisitor(doc, 100) };
    return everyone.doc;
  };
  /**
   * A section with a canary serves it to the visitors whose bucket falls below its share; without a canary every
   * visitor gets the same document: made once per registry change, not per request.
   */
  const canaryFor = (request: FastifyRequest, reply: FastifyReply): RegistryDocument => {
    const doc = registry();
    if (!Object.values(doc.remotes).some((remote) => remote.canary)) return currentOnly(doc);
    return resolveForVisitor(doc, bucketOf(request, reply));
  };

  /** The registry with a browser's overrides applied, and the development servers it loads from. */
  const applyOverrides = (doc: RegistryDocument, wanted: Map<string, string>) => {
    const dev: string[] = [];
    const sections: string[] = [];
    for (const [section, version] of wanted) {
      const remote = doc.remotes[section];
      if (!remote) continue;
      const devUrl = version === 'dev' ? devSections.get(section) : undefined;
      const entry = version === 'dev' ? (devUrl ? { version: 'dev', entry: devUrl } : null) : publishedEntry(mfeDir, section, version);
      if (!entry) continue;
      if (version === 'dev') dev.push(new URL(entry.entry).origin);
      sections.push(section);
      // A copy: the document without overrides is one object shared by every request (see canaryFor).
      doc = { ...doc, remotes: { ...doc.remotes, [section]: { ...remote, current: entry, previous: remote.current } } };
    }
    return { doc, dev, sections };
  };

  return {
    registry,
    addDevSection: devSections.add,
    forVisitor: (request, reply, page) => {
      const canaries = Object.entries(registry().remotes)
        .filter(([, remote]) => remote.canary)
        .map(([name]) => name);
      const neutral = !!page && canaries.length > 0 && !page.sections.some((section) => section !== null && canaries.includes(section));
      const chosen = neutral ? currentOnly(registry()) : canaryFor(request, reply);
      const { doc, dev, sections } = applyOverrides(chosen, overridesFor(request, reply, overrideSecret));
      return { doc, dev, overridden: sections, canary: canaries.length > 0 && !neutral, neutral, canaries };
    },
  };
}

/** The registry as this browser loads it: never cached, so a deploy or rollback shows on the next visit. */
export function registerRegistryDocument(app: FastifyInstance, releases: ReleaseSelection): void {
  app.get('/remotes.json', async (request, reply) => reply.header('Cache-Control', NO_CACHE).send(releases.forVisitor(request, reply).doc));
}
