/**
 * Release health from the browsers' beacons (release_metrics): page views, errors and fallbacks per app version,
 * and the automatic end of a canary whose error rate climbs above the current version's.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@tax/api';
import type { RegistryDocument } from '@tax/shared/server';
import { ERROR_KINDS } from '@tax/shared/contract';
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
  for (const row of rows) {
    const key = `${row.app} ${row.version}`;
    const entry = figures.get(key) ?? {
      app: row.app,
      version: row.version,
      visits: 0,
      failedVisits: 0,
      views: 0,
      errors: 0,
      fallbacks: 0,
      byKind: {},
    };
    const n = Number(row.n);
    entry.byKind[row.kind] = (entry.byKind[row.kind] ?? 0) + n;
    if (row.kind === 'visit') entry.visits += n;
    if (row.kind === 'failed-visit') entry.failedVisits += n;
    if (row.kind === 'view') entry.views += n;
    if ((ERROR_KINDS as readonly string[]).includes(row.kind)) entry.errors += n;
    if (row.kind === 'fallback') entry.fallbacks += n;
    figures.set(key, entry);
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
}

export function canaryPolicy(): CanaryPolicy {
  return {
    maxExtraErrorRate: positiveEnv('CANARY_MAX_EXTRA_ERROR_RATE', 0.05),
    minViews: positiveEnv('CANARY_MIN_VIEWS', 20),
    windowMs: 15 * 60_000,
  };
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
  // Never on errors alone: only page views count towards the minimum, each one once.
  if (!canary || canary.visits < policy.minViews) return null;
  const extra = rate(canary) - rate(current);
  if (extra <= policy.maxExtraErrorRate) return null;
  return (
    `ended automatically: ${section} ${remote.canary.version} failed in ${canary.failedVisits} of ${canary.visits} page views (${percent(rate(canary))}) ` +
    `against ${percent(rate(current))} on ${remote.current.version}, more than the ${percent(policy.maxExtraErrorRate)} allowed above it`
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
