import { describe, expect, it } from 'vitest';
import { releaseLines } from './releases.ts';
import type { RegistrySnapshot, ReleaseRow } from './registry-backend.ts';

const entry = (version: string) => ({ version, entry: `/mfe/news/${version}/mf-manifest.json` });
const snapshot: RegistrySnapshot = {
  sections: {
    schemaVersion: 1,
    remotes: {
      news: { prefixes: ['/news'], current: entry('1.0.2'), previous: entry('1.0.1'), canary: { ...entry('1.1.0'), percent: 10 } },
    },
  },
  shell: { current: { version: '1.1.0' }, previous: null },
};
const row = (
  at: string,
  action: string,
  from: string | null,
  to: string | null,
  actor = 'ops@vm',
  commit: string | null = 'abc1234',
): ReleaseRow => ({
  at,
  app: 'news',
  action,
  from,
  to,
  actor,
  commit,
  command: `${action} news`,
  reason: null,
});
// The backend gives the newest first.
const history = [
  row('2026-11-27T12:00:00Z', 'canary', '1.0.2', '1.1.0'),
  row('2026-11-26T10:00:00Z', 'deploy', '1.0.1', '1.0.2', 'dilnoza@vm', 'def5678'),
  row('2026-11-25T09:00:00Z', 'rollback', '1.0.2', '1.0.1'),
  row('2026-11-24T08:00:00Z', 'deploy', '1.0.1', '1.0.2', 'dilnoza@vm', 'def5678'),
  row('2026-11-20T08:00:00Z', 'deploy', null, '1.0.1'),
];

describe('npm run releases', () => {
  it('lists every version, newest first, with its state, when it first went live and by whom, and its last change', () => {
    const lines = releaseLines('news', ['1.0.0', '1.0.1', '1.0.2', '1.1.0'], snapshot, history);
    expect(lines.map((l) => [l.version, l.state])).toEqual([
      ['1.1.0', 'canary 10 %'],
      ['1.0.2', 'current'],
      ['1.0.1', 'previous'],
      ['1.0.0', 'published'],
    ]);
    const [, current, previous, never] = lines;
    expect(current!.first).toBe('deploy 2026-11-24 08:00 UTC by dilnoza@vm from def5678');
    expect(current!.last).toBe('canary 2026-11-27 12:00 UTC by ops@vm from abc1234');
    expect(previous!.first).toBe('deploy 2026-11-20 08:00 UTC by ops@vm from abc1234');
    expect(never!.first).toBe('never live');
  });

  it("names a version its history knows whose files this deploy folder lacks (another server's, or removed)", () => {
    const lines = releaseLines('news', ['1.0.2'], snapshot, history);
    expect(lines.find((l) => l.version === '1.0.1')?.state).toBe('previous (files not in this deploy folder)');
  });
});
