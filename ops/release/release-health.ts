/**
 * Release health from the browsers' beacons (release_metrics): page views, errors and fallbacks per app version,
 * and the automatic end of a canary whose error rate climbs above the current version's.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@tax/api';
import type { RegistryDocument } from '@tax/shared/server';
import { ERROR_KINDS } from '@tax/shared/contract';
import type { RegistryBackend } from './registry-backend.ts';
import { endCanary } from './registry-store.ts';
import { positiveEnv } from '../lib/env.ts';

export interface VersionFigures {
  app: string;
  version: string;
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
    const entry = figures.get(key) ?? { app: row.app, version: row.version, views: 0, errors: 0, fallbacks: 0, byKind: {} };
    const n = Number(row.n);
    entry.byKind[row.kind] = (entry.byKind[row.kind] ?? 0) + n;
    if (row.kind === 'view') entry.views += n;
    if ((ERROR_KINDS as readonly string[]).includes(row.kind)) entry.errors += n;
    if (row.kind === 'fallback') entry.fallbacks += n;
    figures.set(key, entry);
  }
  return [...figures.values()].sort((a, b) => a.app.localeCompare(b.app) || a.version.localeCompare(b.version));
}

export interface CanaryPolicy {
  /** End a canary whose error rate exceeds the current version's by more than this (CANARY_MAX_EXTRA_ERROR_RATE, 0.05: 5 points). */
  maxExtraErrorRate: number;
  /** Judge only once the canary has this many page views in the window (CANARY_MIN_VIEWS, 20). */
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

const rate = (f: VersionFigures | undefined) => (f && f.views > 0 ? f.errors / f.views : f && f.errors > 0 ? 1 : 0);
const percent = (r: number) => `${(r * 100).toFixed(1)} %`;

/** Why a canary must end, or null while it is doing as well as the current version (or has too few views to tell). */
export function canaryVerdict(section: string, doc: RegistryDocument, figures: VersionFigures[], policy: CanaryPolicy): string | null {
  const remote = doc.remotes[section];
  if (!remote?.canary) return null;
  const canary = figures.find((f) => f.app === section && f.version === remote.canary!.version);
  const current = figures.find((f) => f.app === section && f.version === remote.current.version);
  if (!canary || canary.views + canary.errors < policy.minViews) return null;
  const extra = rate(canary) - rate(current);
  if (extra <= policy.maxExtraErrorRate) return null;
  return (
    `ended automatically: ${section} ${remote.canary.version} had ${canary.errors} errors in ${canary.views} page views (${percent(rate(canary))}) ` +
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
    const done = await backend.change({ action: 'abort', command: 'site server: canary check', reason }, (store) => {
      const doc = store.readSections();
      if (doc.remotes[section]?.canary?.version !== version) return false;
      store.writeSections(endCanary(doc, section));
      return true;
    });
    if (done) ended.push(`${section} ${version}: ${reason}`);
  }
  return ended;
}
