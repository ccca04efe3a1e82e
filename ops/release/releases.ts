/**
 * `npm run releases -- news` (or `shell`): every published version of an app, newest first, with its state (current,
 * previous, canary), when it first went live, by whom and from which commit, and its last change. Any of them is a
 * rollback target: `npm run rollback -- news 1.0.1`. With DATABASE_URL the history comes from PostgreSQL, as status's.
 */
import { pathToFileURL } from 'node:url';
import semver from 'semver';
import { isSection } from '../lib/paths.ts';
import { openRegistryBackend, type RegistrySnapshot, type ReleaseRow } from './registry-backend.ts';
import { publishedVersions, type App } from './versions.ts';

export interface ReleaseLine {
  version: string;
  state: string;
  /** The first time it went live (or to a canary): when, who, from which commit. */
  first: string;
  /** Its newest history row. */
  last: string;
}

const when = (iso: string) => `${iso.replace('T', ' ').slice(0, 16)} UTC`;
const describe = (row: ReleaseRow) =>
  `${row.action} ${when(row.at)} by ${row.actor}${row.commit ? ` from ${row.commit}` : ''}${row.reason ? `: ${row.reason}` : ''}`;

/** The state of one version of the app in the live registry. */
function stateOf(app: App, version: string, snapshot: RegistrySnapshot): string {
  if (app === 'shell') {
    if (snapshot.shell?.current.version === version) return 'current';
    return snapshot.shell?.previous?.version === version ? 'previous' : 'published';
  }
  const remote = snapshot.sections.remotes[app];
  if (remote?.current.version === version) return 'current';
  if (remote?.canary?.version === version) return `canary ${remote.canary.percent} %`;
  return remote?.previous?.version === version ? 'previous' : 'published';
}

/**
 * The app's versions (those published in the deploy folder and those its history names), newest version first, each
 * with its state and history. History rows are the newest first, as the backend gives them.
 */
export function releaseLines(
  app: App,
  published: readonly string[],
  snapshot: RegistrySnapshot,
  history: readonly ReleaseRow[],
): ReleaseLine[] {
  const rows = history.filter((row) => row.app === app);
  const versions = new Set([...published, ...rows.flatMap((row) => [row.to, row.from]).filter((v): v is string => !!v)]);
  return [...versions]
    .sort((a, b) => (semver.valid(a) && semver.valid(b) ? semver.rcompare(a, b) : b.localeCompare(a)))
    .map((version) => {
      const touching = rows.filter((row) => row.to === version);
      const first = touching.at(-1);
      const last = rows.find((row) => row.to === version || row.from === version);
      return {
        version,
        state: stateOf(app, version, snapshot) + (published.includes(version) ? '' : ' (files not in this deploy folder)'),
        first: first ? describe(first) : 'never live',
        last: last ? describe(last) : '-',
      };
    });
}

async function main(): Promise<void> {
  const app = process.argv[2];
  if (!app || (app !== 'shell' && !isSection(app))) {
    console.error('Usage: npm run releases -- <section or shell>   e.g. npm run releases -- news');
    process.exitCode = 2;
    return;
  }
  const { backend, close } = await openRegistryBackend();
  try {
    const lines = releaseLines(app, publishedVersions(app), await backend.read(), await backend.history(app, 1000));
    if (lines.length === 0) {
      console.log(`${app}: nothing published yet.`);
      return;
    }
    const table = [['version', 'state', 'first live', 'last change'], ...lines.map((l) => [l.version, l.state, l.first, l.last])];
    const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
    for (const row of table) console.log(`  ${row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ')}`);
    console.log(`\nAny published version is a rollback target: npm run rollback -- ${app} <version>`);
  } finally {
    await close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
