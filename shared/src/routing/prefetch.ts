import { kitServices } from '../federation/configure.ts';
import type { SectionName } from './route-map.ts';

/**
 * Link prefetch: a link to another section that comes into view asks the shell to fetch that section's code
 * when the browser is idle (2000 ms time-out), unless the visitor is on 2g or has asked to save data.
 */
interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** True when the connection says 2g (or slower) or data saving: then nothing is prefetched. */
export function shouldSkipPrefetch(connection: ConnectionLike | undefined | null): boolean {
  if (!connection) return false;
  if (connection.saveData) return true;
  return connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g';
}

const requested = new Set<SectionName>();

export function prefetchSectionOnIdle(section: SectionName): void {
  if (!kitServices() || requested.has(section)) return;
  const nav = typeof navigator !== 'undefined' ? (navigator as Navigator & { connection?: ConnectionLike }) : undefined;
  if (shouldSkipPrefetch(nav?.connection)) return;
  requested.add(section);
  const run = () => kitServices()?.prefetchSection(section);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 2000);
}
