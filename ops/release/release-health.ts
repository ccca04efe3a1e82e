/**
 * Release health from the browsers' beacons: page views, errors and fallbacks per app version (release_metrics),
 * the page loads' speed per version and page (release_vitals, decision 0046), and the automatic end of a canary
 * whose error rate climbs above the current version's or whose p75 LCP or INP is clearly worse.
 */
import type { Kysely } from 'kysely';
import { addHistogram, emptyHistogram, formatVital, quantile, type Database } from '@tax/api';
import type { RegistryDocument } from '@tax/shared/server';
import { ERROR_KINDS, VITAL_METRICS, type VitalMetric } from '@tax/shared/contract';
import type { RegistryBackend, RegistrySource } from './registry-backend.ts';
import { endCanary } from './registry-store.ts';
import { positiveEnv } from '../lib/env.ts';

export interface VersionFigures {
  app: string;
  version: string;
  /** Distinct page views (view tokens, decision 0041) that reported anything on this version. */
  visits: number;
  /** Of those, the page views that reported at least one error. */
  failedVisits: number;
  views: number;
  /** Code-loading failures, fallbacks, render errors and unhandled rejections together. */
  errors: number;
  fallbacks: number;
  byKind: Record<string, number>;
  /** The page loads' speed on this version, all pages together. */
  vitals: VitalFigures;
  /** The pages with the most measured page loads (TOP_PAGES at most), each with its own speed. */
  pages: PageVitals[];
}

/** How many page loads measured a metric, and the 75th percentile of what they measured (null: none). */
export interface VitalFigure {
  samples: number;
  p75: number | null;
}
export type VitalFigures = Partial<Record<VitalMetric, VitalFigure>>;
export interface PageVitals {
  page: string;
  /** The page's most measured metric's samples: how many page loads it stands for. */
  samples: number;
  vitals: VitalFigures;
}
export const TOP_PAGES = 5;

type Histograms = Map<VitalMetric, number[]>;
const addTo = (histograms: Histograms, metric: VitalMetric, buckets: number[]) =>
  histograms.set(metric, addHistogram(histograms.get(metric) ?? emptyHistogram(), buckets));
const figuresOf = (histograms: Histograms): VitalFigures =>
  Object.fromEntries(
    [...histograms].map(([metric, buckets]) => [
      metric,
      { samples: buckets.reduce((sum, n) => sum + n, 0), p75: quantile(metric, buckets) },
    ]),
  );
const mostSamples = (vitals: VitalFigures) => Math.max(0, ...Object.values(vitals).map((figure) => figure.samples));

/** Every app version's vitals since `since`: all its pages together, and its most measured pages one by one. */
export async function vitalsSince(db: Kysely<Database>, since: Date): Promise<Map<string, { vitals: VitalFigures; pages: PageVitals[] }>> {
  const rows = await db
    .selectFrom('release_vitals')
    .select(['app', 'version', 'page', 'metric', 'buckets'])
    .where('minute', '>=', new Date(Math.floor(since.getTime() / 60_000) * 60_000))
    .execute();
  const versions = new Map<string, { all: Histograms; pages: Map<string, Histograms> }>();
  for (const row of rows) {
    if (!(VITAL_METRICS as readonly string[]).includes(row.metric)) continue;
    const metric = row.metric as VitalMetric;
    const key = `${row.app} ${row.version}`;
    const version = versions.get(key) ?? { all: new Map(), pages: new Map() };
    versions.set(key, version);
    addTo(version.all, metric, row.buckets);
    const page = version.pages.get(row.page) ?? new Map();
    version.pages.set(row.page, page);
    addTo(page, metric, row.buckets);
  }
  return new Map(
    [...versions].map(([key, { all, pages }]) => {
      const byPage = [...pages].map(([page, histograms]) => {
        const vitals = figuresOf(histograms);
        return { page, samples: mostSamples(vitals), vitals };
      });
      byPage.sort((a, b) => b.samples - a.samples || a.page.localeCompare(b.page));
      return [key, { vitals: figuresOf(all), pages: byPage.slice(0, TOP_PAGES) }];
    }),
  );
}

/** Every app version's figures since `since` (release_metrics is counted per minute). */
export async function figuresSince(db: Kysely<Database>, since: Date): Promise<VersionFigures[]> {
  const rows = await db
    .selectFrom('release_metrics')
    .select(['app', 'version', 'kind', (eb) => eb.fn.sum<number>('count').as('n')])
    .where('minute', '>=', new Date(Math.floor(since.getTime() / 60_000) * 60_000))
    .groupBy(['app', 'version', 'kind'])
    .execute();
  const figures = new Map<string, VersionFigures>();
  const entryOf = (app: string, version: string): VersionFigures => {
    const key = `${app} ${version}`;
    const entry = figures.get(key) ?? {
      app,
      version,
      visits: 0,
      failedVisits: 0,
      views: 0,
      errors: 0,
      fallbacks: 0,
      byKind: {},
      vitals: {},
      pages: [],
    };
    figures.set(key, entry);
    return entry;
  };
  for (const row of rows) {
    const entry = entryOf(row.app, row.version);
    const n = Number(row.n);
    entry.byKind[row.kind] = (entry.byKind[row.kind] ?? 0) + n;
    if (row.kind === 'visit') entry.visits += n;
    if (row.kind === 'failed-visit') entry.failedVisits += n;
    if (row.kind === 'view') entry.views += n;
    if ((ERROR_KINDS as readonly string[]).includes(row.kind)) entry.errors += n;
    if (row.kind === 'fallback') entry.fallbacks += n;
  }
  for (const [key, { vitals, pages }] of await vitalsSince(db, since)) {
    const [app, version] = key.split(' ') as [string, string];
    Object.assign(entryOf(app, version), { vitals, pages });
  }
  return [...figures.values()].sort((a, b) => a.app.localeCompare(b.app) || a.version.localeCompare(b.version));
}

/**
 * Whether the registry names this version of this app now (current, previous or canary; the shell's current or
 * previous): the beacons of any other version are dropped unstored (decision 0041).
 */
export function registryVersions(source: Pick<RegistrySource, 'sections' | 'shell'>): (app: string, version: string) => boolean {
  return (app, version) => {
    if (app === 'shell') {
      const shell = source.shell();
      return shell?.current.version === version || shell?.previous?.version === version;
    }
    const remote = source.sections().remotes[app];
    return !!remote && [remote.current.version, remote.previous?.version, remote.canary?.version].includes(version);
  };
}

export interface CanaryPolicy {
  /** End a canary whose error rate exceeds the current version's by more than this (CANARY_MAX_EXTRA_ERROR_RATE, 0.05: 5 points). */
  maxExtraErrorRate: number;
  /** Judge only once this many distinct page views reported on the canary in the window (CANARY_MIN_VIEWS, 20). */
  minViews: number;
  /** The window looked at (15 min), never before the canary started. */
  windowMs: number;
  /** When a canary is slower than the current version (decision 0046); absent: speed ends no canary. */
  speed?: SpeedPolicy;
}

/**
 * A canary is clearly slower when, with at least `minSamples` page loads measured on each side, its p75 of a metric
 * is over `ratio` times the current version's and over it by more than `extraMs` of that metric.
 */
export interface SpeedPolicy {
  /** CANARY_MIN_VITALS, 20. */
  minSamples: number;
  /** CANARY_MAX_VITALS_RATIO, 1.5. */
  ratio: number;
  /** The metrics judged, and the least difference in milliseconds that counts (LCP 500: CANARY_LCP_EXTRA_MS; INP 200: CANARY_INP_EXTRA_MS). */
  extraMs: Partial<Record<VitalMetric, number>>;
}

export function canaryPolicy(): CanaryPolicy {
  return {
    maxExtraErrorRate: positiveEnv('CANARY_MAX_EXTRA_ERROR_RATE', 0.05),
    minViews: positiveEnv('CANARY_MIN_VIEWS', 20),
    windowMs: 15 * 60_000,
    speed: {
      minSamples: positiveEnv('CANARY_MIN_VITALS', 20),
      ratio: positiveEnv('CANARY_MAX_VITALS_RATIO', 1.5),
      extraMs: { LCP: positiveEnv('CANARY_LCP_EXTRA_MS', 500), INP: positiveEnv('CANARY_INP_EXTRA_MS', 200) },
    },
  };
}

/** Why a canary is clearly slower than the current version, or null (too few page loads measured on either side). */
export function slowerVerdict(canary: VersionFigures | undefined, current: VersionFigures | undefined, policy: SpeedPolicy): string | null {
  if (!canary || !current) return null;
  for (const [metric, extra] of Object.entries(policy.extraMs) as [VitalMetric, number][]) {
    const ours = canary.vitals[metric];
    const theirs = current.vitals[metric];
    if (!ours || !theirs || ours.samples < policy.minSamples || theirs.samples < policy.minSamples) continue;
    if (ours.p75 === null || theirs.p75 === null) continue;
    if (ours.p75 > theirs.p75 * policy.ratio && ours.p75 - theirs.p75 > extra) {
      return (
        `p75 ${metric} ${formatVital(metric, ours.p75)} on ${ours.samples} page loads vs ${formatVital(metric, theirs.p75)} ` +
        `on ${theirs.samples} on ${current.version}, more than ${policy.ratio} × and ${formatVital(metric, extra)} slower`
      );
    }
  }
  return null;
}

/** The share of a version's distinct page views that met an error (0 to 1: one page's many errors count once). */
export const errorRate = (f: VersionFigures | undefined) => (f && f.visits > 0 ? f.failedVisits / f.visits : 0);
const rate = errorRate;
const percent = (r: number) => `${(r * 100).toFixed(1)} %`;

/** Why a canary must end, or null while it is doing as well as the current version (or has too few views to tell). */
export function canaryVerdict(section: string, doc: RegistryDocument, figures: VersionFigures[], policy: CanaryPolicy): string | null {
  const remote = doc.remotes[section];
  if (!remote?.canary) return null;
  const canary = figures.find((f) => f.app === section && f.version === remote.canary!.version);
  const current = figures.find((f) => f.app === section && f.version === remote.current.version);
  const failing = failingVerdict(canary, current, remote.current.version, policy);
  if (failing) return `ended automatically: ${section} ${remote.canary.version} ${failing}`;
  const slower = policy.speed ? slowerVerdict(canary, current, policy.speed) : null;
  return slower ? `ended automatically: ${section} ${remote.canary.version} is slower: ${slower}` : null;
}

function failingVerdict(
  canary: VersionFigures | undefined,
  current: VersionFigures | undefined,
  currentVersion: string,
  policy: CanaryPolicy,
): string | null {
  // Never on errors alone: only page views count towards the minimum, each one once.
  if (!canary || canary.visits < policy.minViews) return null;
  const extra = rate(canary) - rate(current);
  if (extra <= policy.maxExtraErrorRate) return null;
  return (
    `failed in ${canary.failedVisits} of ${canary.visits} page views (${percent(rate(canary))}) ` +
    `against ${percent(rate(current))} on ${currentVersion}, more than the ${percent(policy.maxExtraErrorRate)} allowed above it`
  );
}

/**
 * Ends every canary whose figures since it started (at most the last 15 minutes) fail its policy; each end is a
 * history row saying why. Several servers may check at once: the change re-reads under the registry's lock and
 * ends only the canary it judged.
 */
export async function checkCanaries(
  backend: RegistryBackend,
  db: Kysely<Database>,
  now = new Date(),
  policy = canaryPolicy(),
): Promise<string[]> {
  const { sections } = await backend.read();
  const ended: string[] = [];
  for (const [section, remote] of Object.entries(sections.remotes)) {
    if (!remote.canary) continue;
    const started = remote.canary.startedAt ? new Date(remote.canary.startedAt).getTime() : 0;
    const since = new Date(Math.max(started, now.getTime() - policy.windowMs));
    const reason = canaryVerdict(section, sections, await figuresSince(db, since), policy);
    if (!reason) continue;
    const version = remote.canary.version;
    const done = await backend.change({ action: 'abort', command: 'site server: canary check', reason, actor: 'auto-abort' }, (store) => {
      const doc = store.readSections();
      if (doc.remotes[section]?.canary?.version !== version) return false;
      store.writeSections(endCanary(doc, section));
      return true;
    });
    if (done) ended.push(`${section} ${version}: ${reason}`);
  }
  return ended;
}
