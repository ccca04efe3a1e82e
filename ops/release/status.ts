/**
 * `npm run status`: for the shell and each section, the current, previous and canary versions, when and by what
 * each last changed, and for the last 15 minutes (--minutes N) the page views, errors and fallbacks per version, and
 * the page loads' speed (p75 of LCP, INP, CLS and TTFB, with how many page loads measured it) per version and page.
 * With DATABASE_URL, everything comes from PostgreSQL; otherwise the registry and history from the deploy folder,
 * and the figures from the site server running on this machine (PORT, else the one `npm start` runs, else 3000). Last, how that server has served its
 * pages since it started: from its cache, rendered, sharing a render, or client-rendered and why.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEPLOY_DIR } from '../lib/paths.ts';
import { readRunFile } from '../lib/run-file.ts';
import { openRegistryBackend, type ReleaseRow } from './registry-backend.ts';
import { formatVital } from '@tax/api';
import { VITAL_METRICS, type VitalMetric } from '@tax/shared/contract';
import { errorRate, figuresSince, TOP_PAGES, type VersionFigures, type VitalFigures } from './release-health.ts';

const { values } = parseArgs({ options: { minutes: { type: 'string' } } });
const minutes = Math.min(24 * 60, Math.max(1, Number(values.minutes) || 15));

/**
 * An operators' address of the site server running on this machine, with its token: the one on PORT, else the one
 * `npm start` says is running with this deploy folder, else port 3000.
 */
async function localOps<T>(path: string): Promise<T | string> {
  const port = process.env.PORT ? Number(process.env.PORT) : (readRunFile()?.port ?? 3000);
  const tokenFile = join(DEPLOY_DIR, '.ops', `${port}.token`);
  if (!existsSync(tokenFile)) return `no site server has run on port ${port} with this deploy folder`;
  try {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      headers: { 'x-ops-token': readFileSync(tokenFile, 'utf8').trim() },
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) return `the site server on port ${port} answered ${response.status}`;
    return (await response.json()) as T;
  } catch {
    return `the site server on port ${port} is not running`;
  }
}

interface Rendering {
  since: string;
  rendered: number;
  joined: number;
  clientRendered: Record<string, number>;
  cache: { hits: number; stale: number; keptThroughErrors?: number; pages: number; megabytes: number };
  /** The render threads (null: pages render in the server's main thread). */
  threads: { threads: number; running: number; rendering: number; rendered: number; restarts: number } | null;
}

const percent = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)} %` : '-');

const when = (iso: string | undefined) => (iso ? iso.replace('T', ' ').slice(0, 16) + ' UTC' : 'unknown time');
const last = (history: ReleaseRow[], app: string) => history.find((row) => row.app === app);
const describe = (row: ReleaseRow | undefined) =>
  row
    ? `${row.action} ${when(row.at)} by ${row.actor}${row.commit ? ` from ${row.commit}` : ''}${row.reason ? `: ${row.reason}` : ''}`
    : 'no change recorded';

const { backend, db, close } = await openRegistryBackend();
try {
  const { sections, shell } = await backend.read();
  const history = await backend.history(undefined, 500);
  const since = new Date(Date.now() - minutes * 60_000);
  const figures = db ? await figuresSince(db, since) : await localOps<VersionFigures[]>(`/__ops/figures?minutes=${minutes}`);

  console.log(`Registry: ${backend.kind === 'database' ? 'PostgreSQL (DATABASE_URL)' : `files in ${DEPLOY_DIR}`}\n`);
  const lines: string[][] = [];
  lines.push(['shell', shell?.current.version ?? '-', shell?.previous?.version ?? '-', '-', describe(last(history, 'shell'))]);
  for (const [name, remote] of Object.entries(sections.remotes).sort(([a], [b]) => a.localeCompare(b))) {
    const canary = remote.canary ? `${remote.canary.version} (${remote.canary.percent} % since ${when(remote.canary.startedAt)})` : '-';
    lines.push([name, remote.current.version, remote.previous?.version ?? '-', canary, describe(last(history, name))]);
  }
  printTable(['app', 'current', 'previous', 'canary', 'last change'], lines);

  console.log(`\nLast ${minutes} minutes, per version (from the browsers' beacons):`);
  if (typeof figures === 'string') console.log(`  figures unavailable: ${figures}`);
  else if (figures.length === 0) console.log('  no page views or errors reported');
  else {
    printTable(
      ['app', 'version', 'page views', 'with errors', 'errors', 'fallbacks', 'error rate'],
      figures.map((f) => [
        f.app,
        f.version,
        String(f.visits),
        String(f.failedVisits),
        String(f.errors),
        String(f.fallbacks),
        // The share of page views that met an error (decision 0041): never above 100 %.
        f.visits ? `${(errorRate(f) * 100).toFixed(1)} %` : '-',
      ]),
    );
    printVitals(figures);
  }

  const rendering = await localOps<Rendering>('/__ops/rendering');
  if (typeof rendering === 'string') console.log(`\nPages served by this machine's site server: unavailable: ${rendering}`);
  else {
    const fallbacks = Object.values(rendering.clientRendered).reduce((sum, count) => sum + count, 0);
    // Kept through errors: a page's last good render, served because a new one could not get its data.
    const kept = rendering.cache.keptThroughErrors ?? 0;
    const fromCache = rendering.cache.hits + rendering.cache.stale + kept;
    const pages = fromCache + rendering.rendered + rendering.joined + fallbacks;
    console.log(`\nPages served by this machine's site server since ${when(rendering.since)}: ${pages}`);
    printTable(
      ['from the cache', 'of which stale', 'kept through errors', 'rendered', 'shared a render', 'client-rendered', 'pages cached'],
      [
        [
          `${fromCache} (${percent(fromCache, pages)})`,
          String(rendering.cache.stale),
          String(kept),
          String(rendering.rendered),
          String(rendering.joined),
          fallbacks
            ? `${fallbacks}: ${Object.entries(rendering.clientRendered)
                .map(([why, count]) => `${why} ${count}`)
                .join(', ')}`
            : '0',
          `${rendering.cache.pages} (${rendering.cache.megabytes} MB)`,
        ],
      ],
    );
    const threads = rendering.threads;
    console.log(
      threads
        ? `  Render threads: ${threads.running} of ${threads.threads} running, ${threads.rendering} rendering now, ` +
            `${threads.rendered} renders answered, ${threads.restarts} restarted`
        : '  Render threads: none (pages render in the main thread)',
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await close();
}

/** "1.2 s (63)": a metric's p75 and the page loads it is read from. */
function vital(metric: VitalMetric, figures: VitalFigures): string {
  const figure = figures[metric];
  return figure?.samples ? `${formatVital(metric, figure.p75)} (${figure.samples})` : '-';
}

/** The page loads' speed per version, then per page for each version's most measured pages (decision 0046). */
function printVitals(figures: VersionFigures[]) {
  const measured = figures.filter((f) => Object.keys(f.vitals ?? {}).length > 0);
  console.log(`\nSpeed of page loads, p75 (page loads measured), per version (from the browsers' web vitals):`);
  if (measured.length === 0) {
    console.log('  no page load measured');
    return;
  }
  const header = ['app', 'version', ...VITAL_METRICS];
  printTable(
    header,
    measured.map((f) => [f.app, f.version, ...VITAL_METRICS.map((metric) => vital(metric, f.vitals))]),
  );
  console.log(`\n  Most measured pages of each version (top ${TOP_PAGES}):`);
  printTable(
    ['app', 'version', 'page', ...VITAL_METRICS],
    measured.flatMap((f) =>
      (f.pages ?? []).map((p) => [f.app, f.version, p.page, ...VITAL_METRICS.map((metric) => vital(metric, p.vitals))]),
    ),
  );
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => `  ${cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ')}`;
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
