/**
 * Runs the compatibility matrix (docs/compatibility-matrix.md, decision 0047): builds what it needs (or takes it from
 * the cache), publishes every build into a deploy folder of its own, starts one site server on it, and for each mix
 * writes the registry document and the shell record as deploy and rollback do (the server's registry watch serves
 * exactly that mix within a second), then renders the section's pages on the server and in a browser.
 *
 * Imported by matrix.ts after it has set DEPLOY_DIR: the release code's paths (ops/lib/paths.ts) are the matrix's.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEPLOY_DIR, MFE_DIR, ROOT, SHELL_DIR, SHELL_VERSIONS_DIR } from '../lib/paths.ts';
import { checkSharedCompatibility } from './publish.ts';
import { fileRegistryStore } from './registry-store.ts';
import { activateShell } from './release.ts';
import { publishedRoutes } from './versions.ts';
import {
  appsAt,
  cachedBuild,
  checkoutAt,
  commitKey,
  copyBuild,
  pruneCache,
  workingKey,
  buildVersion,
  type MatrixBuild,
} from './matrix-builds.ts';
import {
  LOCALES,
  combinationRegistry,
  concreteRoutes,
  localized,
  planCombinations,
  reportTable,
  serverPageProblems,
  verdict,
  type Combination,
  type Outcome,
  type SideBuild,
} from './matrix-plan.ts';
import { openMatrixBrowser, type MatrixBrowser } from './matrix-browser.ts';

export interface MatrixOptions {
  base: string;
  port: number;
  /** Pages per section in the browser (default: all); the server renders every page whatever this says. */
  browserPages?: number;
}

function git(args: string[]): string {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/**
 * The release live before this change: MATRIX_BASE (CI can name the commit production runs: `npm run releases`
 * records each version's commit), else where this branch leaves the main line, else the parent commit (on the main
 * line itself: what was live before this commit landed).
 */
export function resolveBase(named?: string): string {
  if (named) return git(['rev-parse', '--verify', `${named}^{commit}`]);
  const head = git(['rev-parse', 'HEAD']);
  for (const main of ['origin/main', 'main']) {
    try {
      const fork = git(['merge-base', 'HEAD', main]);
      if (fork !== head) return fork;
    } catch {
      // No such branch here.
    }
  }
  // On main itself: the last landing (each landed stop is tagged `landed/…`), so the matrix compares this release
  // with the one live before it, not with a parent commit that may only have changed a document.
  try {
    const landed = git(['describe', '--tags', '--abbrev=0', '--match', 'landed/*', 'HEAD^']);
    return git(['rev-parse', '--verify', `${landed}^{commit}`]);
  } catch {
    // No landing tag in this clone.
  }
  try {
    return git(['rev-parse', '--verify', 'HEAD^{commit}^']);
  } catch {
    throw new Error(
      'The matrix needs the commit before this one (a shallow clone has none): fetch more history (git fetch --deepen=50) or name the base (MATRIX_BASE=<commit>)',
    );
  }
}

async function waitFor(what: string, ms: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out after ${ms / 1000} s waiting for ${what}`);
}

function startServer(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, [join(ROOT, 'ops', 'bin', 'start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEPLOY_DIR,
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG: '0',
      NODE_ENV: 'production',
      // It serves what the matrix publishes, never a build of this checkout.
      BUILD_ON_START: '0',
      OPERATORS_SIMULATOR: '0',
    },
  });
}

/** The deploy gate's objections to a mix (publish.ts's check, both ways), empty when it would let it go live. */
function gateProblems(combination: Combination): string[] {
  const shellManifest = join(SHELL_VERSIONS_DIR, combination.shell.version, 'mf-manifest.json');
  return Object.entries(combination.sections).flatMap(([section, build]) =>
    checkSharedCompatibility(join(MFE_DIR, section, build.version, 'mf-manifest.json'), shellManifest).map(
      (p) => `${section} ${build.version}: ${p}`,
    ),
  );
}

/** What the registry carries of a published build (routes, private pages, sitemap), as publishing writes it. */
const routesOf = (build: SideBuild) => publishedRoutes(build.app, build.version);

/** Serves a mix: the shell record and its files, then the registry; waits until the server answers with it. */
async function serve(combination: Combination, origin: string): Promise<void> {
  const store = fileRegistryStore();
  activateShell(combination.shell.version);
  store.writeShell({ current: { version: combination.shell.version }, previous: null });
  const doc = combinationRegistry(combination, routesOf);
  store.writeSections(doc);
  await waitFor(`the server to serve ${combination.id}`, 15_000, async () => {
    const served = (await (await fetch(`${origin}/remotes.json`)).json()) as { remotes: Record<string, { current: { version: string } }> };
    return Object.entries(doc.remotes).every(([name, remote]) => served.remotes[name]?.current.version === remote.current.version);
  });
}

async function sitemapPaths(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/**
 * The server's answer for a page of `section` at `version`: problems, empty when all is well. A public page must be
 * the section's own server render; a private one (never server-rendered) a 200 without an error screen; a page that
 * redirects (sign-in first) must lead to a page that renders.
 */
async function serverProblems(origin: string, path: string, section: string, version: string, isPrivate: boolean): Promise<string[]> {
  let response = await fetch(`${origin}${path}`, { redirect: 'manual', headers: { accept: 'text/html' } });
  // The first render after a switch loads the section's server build: on a busy machine it may miss the render budget
  // and fall back to the client-rendered page, as it should. Slowness is not what is tested here; a failure is.
  for (let retry = 0; retry < 2 && response.headers.get('x-render') === 'client; timeout'; retry++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    response = await fetch(`${origin}${path}`, { redirect: 'manual', headers: { accept: 'text/html' } });
  }
  const location = response.headers.get('location');
  const redirected = response.status >= 300 && response.status < 400 && !!location;
  if (redirected) response = await fetch(new URL(location, `${origin}${path}`), { headers: { accept: 'text/html' } });
  return serverPageProblems(
    {
      status: response.status,
      html: await response.text(),
      render: response.headers.get('x-render'),
      redirectedTo: redirected ? location : null,
    },
    section,
    version,
    isPrivate,
  );
}

async function checkCombination(
  combination: Combination,
  origin: string,
  browser: MatrixBrowser,
  options: MatrixOptions,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const { section } = combination;
  const build = combination.sections[section]!;
  const published = routesOf(build);
  const privateNames = new Set(published.private ?? []);
  const { routes, untried } = concreteRoutes(published.routes ?? {}, await sitemapPaths(origin));
  const record = (page: string, check: Outcome['check'], problems: string[]) =>
    outcomes.push({
      combination: combination.id,
      page,
      check,
      ok: problems.length === 0,
      // One line each: a stack's first line says enough in a table's footnote.
      ...(problems.length ? { detail: problems.map((p) => p.split('\n')[0]!.trim()).join('; ') } : {}),
    });
  // Every page in Uzbek; the first in Russian and English as well.
  const visits = [
    ...routes.map((route, index) => ({ ...route, locale: 'uz' as const, browser: index < (options.browserPages ?? Infinity) })),
    ...(routes[0] ? LOCALES.filter((l) => l !== 'uz').map((locale) => ({ ...routes[0]!, locale, browser: true })) : []),
  ];
  for (const visit of visits) {
    const path = localized(visit.path, visit.locale);
    const isPrivate = privateNames.has(visit.name);
    record(path, 'server', await serverProblems(origin, path, section, build.version, isPrivate));
    if (visit.browser) record(path, 'browser', await browser.visit(`${origin}${path}`, section, build.version, isPrivate));
  }
  // A visitor coming from another part of the site: the section's code loads into a running page. Through a link
  // the site itself shows, so only to a public page (the staff workspace has none).
  const entry = routes.find((route) => !privateNames.has(route.name));
  for (const locale of entry ? LOCALES : []) {
    const target = localized(entry!.path, locale);
    record(`→ ${target}`, 'navigation', await browser.navigate(origin, localized('/empty', locale), target, section, build.version));
  }
  for (const name of untried)
    outcomes.push({ combination: combination.id, page: `${name} (no example path)`, check: 'server', ok: true, untried: true });
  return outcomes;
}

/** Runs the whole matrix; prints the table; resolves with whether it passed. */
export async function runMatrix(options: MatrixOptions): Promise<boolean> {
  const started = performance.now();
  const base = options.base;
  console.log(`Compatibility matrix: this checkout against ${base.slice(0, 12)} (${git(['log', '-1', '--format=%s', base]).slice(0, 90)})`);
  const freshApps = appsAt(null);
  const baseApps = appsAt(base);
  const fresh = new Map(
    freshApps.map((app) => {
      const key = workingKey(app.dir);
      return [app.app, { app: app.app, version: buildVersion(app.version, key), prefixes: app.prefixes, key }] as const;
    }),
  );
  const previous = new Map(
    baseApps.map((app) => {
      const key = commitKey(base, app.dir);
      return [app.app, { app: app.app, version: buildVersion(app.version, key), prefixes: app.prefixes, key }] as const;
    }),
  );
  const plan = planCombinations(fresh, previous);
  for (const { app, reason } of plan.skipped) console.log(`  ${app}: ${reason}`);
  if (plan.combinations.length === 0) {
    console.log('Nothing to try: no mix of the base and this change differs from a whole release of one of them.');
    return true;
  }

  // Every build a mix needs, once (a section unchanged since the base is the same build on both sides: built as new).
  const needed = new Map<string, { side: 'new' | 'previous'; app: string }>();
  for (const c of plan.combinations) {
    needed.set(`${c.shellSide}:shell`, { side: c.shellSide, app: 'shell' });
    for (const [app, build] of Object.entries(c.sections)) {
      const which = build.key === fresh.get(app)?.key ? 'new' : 'previous';
      needed.set(`${which}:${app}`, { side: which, app });
    }
  }
  let checkout: ReturnType<typeof checkoutAt> | undefined;
  const builds: MatrixBuild[] = [];
  const buildStarted = performance.now();
  try {
    for (const { side: which, app } of needed.values()) {
      const at = (which === 'new' ? freshApps : baseApps).find((a) => a.app === app)!;
      const key = (which === 'new' ? fresh : previous).get(app)!.key;
      builds.push(
        which === 'new'
          ? cachedBuild(at, key, 'working tree', () => ROOT)
          : cachedBuild(at, key, base, () => (checkout ??= checkoutAt(base)).root),
      );
    }
  } finally {
    checkout?.remove();
  }
  const buildSeconds = (performance.now() - buildStarted) / 1000;
  console.log(
    `Builds: ${builds.map((b) => `${b.app} ${b.version} (${b.from === 'working tree' ? 'new' : 'previous'}, ${b.seconds ? `${b.seconds} s` : 'cached'})`).join(', ')}`,
  );
  pruneCache(new Set(builds.map((b) => b.dist)));

  rmSync(DEPLOY_DIR, { recursive: true, force: true });
  mkdirSync(SHELL_VERSIONS_DIR, { recursive: true });
  for (const build of builds) {
    const target = build.app === 'shell' ? join(SHELL_VERSIONS_DIR, build.version) : join(MFE_DIR, build.app, build.version);
    mkdirSync(join(target, '..'), { recursive: true });
    copyBuild(build, target);
  }
  mkdirSync(SHELL_DIR, { recursive: true });
  // The first mix is live before the server starts: it never serves anything else.
  const first = plan.combinations[0]!;
  activateShell(first.shell.version);
  fileRegistryStore().writeShell({ current: { version: first.shell.version }, previous: null });
  fileRegistryStore().writeSections(combinationRegistry(first, routesOf));

  const origin = `http://127.0.0.1:${options.port}`;
  // Another server answering there would be judged instead of the matrix's own.
  if (
    await fetch(origin).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${options.port} is in use: name another with --port or MATRIX_PORT`);
  const dataDir = mkdtempSync(join(tmpdir(), 'matrix-data-'));
  const server = startServer(options.port, dataDir);
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const outcomes: Outcome[] = [];
  let browser: MatrixBrowser | undefined;
  const checkStarted = performance.now();
  try {
    await waitFor('the site server', 5 * 60_000, async () => server.exitCode === null && (await fetch(`${origin}/api/ready`)).ok);
    browser = await openMatrixBrowser();
    for (const combination of plan.combinations) {
      const refused = gateProblems(combination);
      if (refused.length) {
        outcomes.push({
          combination: combination.id,
          page: '(all pages)',
          check: 'gate',
          ok: false,
          refused: true,
          detail: refused.join('; '),
        });
        continue;
      }
      const at = performance.now();
      await serve(combination, origin);
      const found = await checkCombination(combination, origin, browser, options);
      outcomes.push(...found);
      console.log(
        `  ${combination.id}: ${found.filter((o) => !o.ok).length ? 'FAIL' : 'ok'} (${found.length} checks, ${((performance.now() - at) / 1000).toFixed(1)} s)`,
      );
    }
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
  const result = verdict(plan, outcomes);
  console.log(`\n${reportTable(outcomes)}\n`);
  for (const outcome of outcomes.filter((o) => o.refused)) console.log(`refused: ${outcome.combination}: ${outcome.detail}`);
  for (const problem of result.problems) console.error(`FAIL: ${problem}`);
  console.log(
    `Compatibility matrix ${result.ok ? 'passed' : 'FAILED'}: ${plan.combinations.length} mixes, ${outcomes.length} checks; ` +
      `builds ${buildSeconds.toFixed(1)} s, checks ${((performance.now() - checkStarted) / 1000).toFixed(1)} s, ` +
      `total ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.ok;
}
