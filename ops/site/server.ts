/**
 * The live site server, composed of its parts (each file here is one concern; docs/decisions/0033):
 * connections.ts (limits, the per-address cap, parser errors, logs), security-headers.ts, release-selection.ts
 * (canary, signed overrides), static-files.ts, feeds.ts (robots, sitemap), security-txt.ts, content-purge.ts
 * (editorial changes leave the cache), ops-endpoints.ts (/__ops/…), the API under /api when it is registered here,
 * and pages.ts (URL clean-up, language redirects, then the page: cached, rendered or client-rendered).
 */
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ContentChange } from '@tax/api';
import { DEPLOY_DIR, MFE_DIR, SHELL_DIR } from '../lib/paths.ts';
import { watchRegistry, fileRegistryBackend, type RegistrySource } from '../release/registry-backend.ts';
import { siteSettings } from './config.ts';
import { siteFastifyOptions, type ConnectionLimits, type SiteLogger } from './connections.ts';
import { purgeContentPages } from './content-purge.ts';
import { pageDocuments } from './document.ts';
import { registerFeeds } from './feeds.ts';
import { registerOpsEndpoints } from './ops-endpoints.ts';
import { registerPages } from './pages.ts';
import { registerRegistryDocument, releaseSelection } from './release-selection.ts';
import { pageRendering } from './rendering.ts';
import { registerErrorHandler } from './respond.ts';
import { registerTransportSecurity } from './security-headers.ts';
import { registerSecurityTxt } from './security-txt.ts';
import { registerStaticFiles } from './static-files.ts';
import { shellPresence } from './no-shell.ts';
import type { RenderAllowance } from './ssr.ts';

export interface SiteServerOptions {
  deployDir?: string;
  /**
   * Registers the API under /api on the same origin (the local default); omit when the API is elsewhere. `site`:
   * what the API's readiness adds to the database's (a shell to serve pages with).
   */
  registerApi?: (app: FastifyInstance, site: { shellPublished: () => boolean }) => Promise<void>;
  /** The API's content-changed events (editorial publishing): the pages showing changed content are dropped at once. */
  onContentChanged?: (listener: (change: ContentChange) => void) => () => void;
  /**
   * Section -> the manifest URL of a team's development server on this machine (http://localhost:<port>/…). Only a
   * browser on this machine that asks for it (`?override=news@dev`) loads it; everyone else keeps the published
   * versions. More can be registered while the server runs (POST /__ops/dev-sections from this machine with the ops
   * token: `npm run dev -w @tax/mfe-news`).
   */
  devSections?: Record<string, string>;
  /** Where the live versions come from (the database's, polled, with several servers); default the deploy folder's files. */
  registrySource?: RegistrySource;
  /**
   * The release figures of the last minutes, for `npm run status` on this machine: GET /__ops/figures with the
   * header x-ops-token: <opsToken>; without both, the path does not exist. The token also signs override links
   * (`npm run override`): servers behind one balancer share it (OPS_TOKEN).
   */
  ops?: { token: string; figures: (since: Date) => Promise<unknown> };
  /** The request log (query-string credentials redacted); a stream of its own in tests. */
  logger?: SiteLogger;
  /** Connection limits; each defaults to the environment variable named, else the value given. */
  limits?: Partial<ConnectionLimits>;
  /** Server rendering (default on; SSR=0 turns it off): pages come with their content, head and real status. */
  ssr?: boolean;
  /** A server render that takes longer is abandoned for the client-rendered page (ms; SSR_BUDGET_MS, 1 500). */
  renderBudgetMs?: number;
  /**
   * The site's public origin when SITE_URL (or deploy/config.json's siteUrl) is not set: `npm start` gives
   * http://localhost:<port>. Links in pages, the sitemap and robots.txt never take the request's Host header, which
   * any client sets (a shared cache would keep the page with its links for everyone).
   */
  siteUrl?: string;
  /** How many renders each client may have (default: SSR_RENDERS_BURST, SSR_RENDERS_PER_S). */
  renderAllowance?: RenderAllowance;
  /**
   * Told of each page rendered with a section's previous version because its current one's server code failed: the
   * browser then hydrates with the working version and no beacon tells of the failure, so the server counts it as a
   * failed page view of the failed version (start.ts writes it where the beacons' counts are).
   */
  onFailedRender?: (failed: { app: string; version: string }[]) => void;
  /**
   * Render on worker threads (render-threads.ts): the compiled render-worker.ts and how many threads. Without it
   * (or with 0 threads) pages render in the main thread.
   */
  renderThreads?: { workerFile: string; threads: number };
}

export async function createSiteServer(options: SiteServerOptions = {}): Promise<FastifyInstance> {
  const deployDir = options.deployDir ?? DEPLOY_DIR;
  const shellDir = options.deployDir ? join(deployDir, 'shell') : SHELL_DIR;
  const mfeDir = options.deployDir ? join(deployDir, 'mfe') : MFE_DIR;
  const source = options.registrySource ?? (await watchRegistry(fileRegistryBackend(deployDir), deployDir));
  const app = Fastify(siteFastifyOptions(options.limits, options.logger ?? false));
  const site = siteSettings(deployDir, options.siteUrl);
  const releases = releaseSelection(source, mfeDir, options.devSections, options.ops?.token);
  registerTransportSecurity(app);
  registerErrorHandler(app);
  // The operator's line goes to the console whatever the request log's setting: it is what to do, not a request.
  const shell = shellPresence(shellDir, { error: (line) => console.error(line), info: (line) => console.log(line) });

  // The API's origin for pages: in process when the API is registered here and the page's API is this origin's.
  const apiBase = String(site.config().apiBase ?? '/api');
  const rendering = pageRendering(app, {
    enabled: options.ssr ?? process.env.SSR !== '0',
    deployDir,
    mfeDir,
    api: options.registerApi && !/^https?:\/\//.test(apiBase) ? app : null,
    apiBase,
    ...(options.renderBudgetMs ? { budgetMs: options.renderBudgetMs } : {}),
    shellRecord: () => source.shell(),
    ...(options.renderThreads ? { threads: options.renderThreads } : {}),
    ...(options.renderAllowance ? { allowance: options.renderAllowance } : {}),
    ...(options.onFailedRender ? { reportFailedRender: options.onFailedRender } : {}),
  });
  if (options.ops) {
    registerOpsEndpoints(app, { ...options.ops, addDevSection: releases.addDevSection, rendering: rendering.state });
  }
  registerRegistryDocument(app, releases);
  await registerStaticFiles(app, { shellDir, mfeDir }, site);
  if (options.registerApi) await options.registerApi(app, { shellPublished: shell.published });
  const feeds = registerFeeds(app, site, releases.registry, !!options.registerApi);
  registerSecurityTxt(app, site);
  // Editorial publishing: what a publish changed leaves the page cache and the sitemap at once (content-purge.ts).
  const stopPurging = options.onContentChanged?.((change) => {
    purgeContentPages(rendering.cache, change);
    feeds.dropSitemaps();
  });
  if (stopPurging) app.addHook('onClose', async () => stopPurging());
  registerPages(app, { site, releases, documents: pageDocuments(shellDir, mfeDir), rendering, shell });
  return app;
}
