/**
 * What `npm start` may publish from the local sources (issue 42, observation 2; decision 0041): an app no one has
 * deployed yet, or one whose live version a previous start published. An app an operator deployed, rolled back,
 * promoted or put on a canary keeps what they chose: a restart never changes what is live.
 */
import type { RegistryBackend } from './registry-backend.ts';

/** The history's command for what a start publishes (how a later start knows its own rows). */
export const START_COMMAND = 'start (sources changed)';

export interface LocalBuilds {
  /** Whether the start may build and publish this app ('shell' or a section). */
  may(app: string): boolean;
  /** The apps it must leave alone, each with the row that made it so, for the start's message. */
  kept: { app: string; version: string | null; by: string; command: string }[];
}

/**
 * `LOCAL_BUILDS=always` (a test site whose deploy folder outlives its runs, as the browser tests' does): every app is
 * built and published from the sources, whatever operators' commands did to it in an earlier run.
 */
export async function localBuilds(
  backend: RegistryBackend,
  apps: readonly string[],
  always = process.env.LOCAL_BUILDS === 'always',
): Promise<LocalBuilds> {
  if (always) return { may: () => true, kept: [] };
  const kept: LocalBuilds['kept'] = [];
  for (const app of apps) {
    // The newest row says who chose what runs now; rows other than a start's are an operator's.
    const [last] = await backend.history(app, 1);
    if (last && last.command !== START_COMMAND)
      kept.push({ app, version: last.action === 'canary' ? last.from : last.to, by: last.actor, command: last.command });
  }
  const names = new Set(kept.map((k) => k.app));
  return { may: (app) => !names.has(app), kept };
}
