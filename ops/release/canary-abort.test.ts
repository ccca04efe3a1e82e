/**
 * Issue 16, item 5: a canary whose error beacons exceed the current version's rate by more than the threshold is
 * ended on its own, and the history says so; a healthy canary, or one with too few views to judge, runs on.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '@tax/api';

const deployDir = mkdtempSync(join(tmpdir(), 'canary-abort-'));
process.env.DEPLOY_DIR = deployDir;
const { fileRegistryBackend } = await import('./registry-backend.ts');
const { checkCanaries, figuresSince } = await import('./release-health.ts');

let database: OpenedDatabase;
const backend = fileRegistryBackend(deployDir);
const policy = { maxExtraErrorRate: 0.05, minViews: 20, windowMs: 15 * 60_000 };
const entry = (v: string) => ({ version: v, entry: `/mfe/news/${v}/mf-manifest.json` });

beforeAll(async () => {
  database = await openDatabase({ inMemory: true, seed: false });
});
afterAll(async () => {
  await database.close();
  rmSync(deployDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.deleteFrom('release_metrics').execute();
  rmSync(join(deployDir, 'releases.jsonl'), { force: true });
  mkdirSync(deployDir, { recursive: true });
  writeFileSync(
    join(deployDir, 'remotes.json'),
    JSON.stringify({
      schemaVersion: 1,
      remotes: {
        news: {
          prefixes: ['/news'],
          current: entry('1.0.0'),
          previous: null,
          canary: { ...entry('1.1.0'), percent: 10, startedAt: new Date(Date.now() - 5 * 60_000).toISOString() },
        },
      },
    }),
  );
});

async function count(version: string, kind: string, n: number) {
  const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  await database.db.insertInto('release_metrics').values({ minute, app: 'news', version, kind, count: n }).execute();
}

describe('automatic canary abort', () => {
  it('ends a canary failing far more than the current version, with the reason in the history', async () => {
    await count('1.0.0', 'view', 900);
    await count('1.0.0', 'render-error', 2);
    await count('1.1.0', 'view', 100);
    await count('1.1.0', 'load-failure', 9);
    await count('1.1.0', 'fallback', 9);
    const figures = await figuresSince(database.db, new Date(Date.now() - 60_000));
    expect(figures.find((f) => f.version === '1.1.0')).toMatchObject({ views: 100, errors: 18, fallbacks: 9 });

    const ended = await checkCanaries(backend, database.db, new Date(), policy);
    expect(ended).toHaveLength(1);
    const news = (await backend.read()).sections.remotes.news!;
    expect([news.current.version, news.canary]).toEqual(['1.0.0', undefined]);
    const [row] = await backend.history('news');
    expect(row).toMatchObject({ action: 'abort', from: '1.0.0', to: '1.0.0' });
    expect(row!.reason).toMatch(/^ended automatically: news 1\.1\.0 had 18 errors in 100 page views \(18\.0 %\) against 0\.2 % on 1\.0\.0/);
    // A second check (another server) finds nothing left to end and writes nothing.
    expect(await checkCanaries(backend, database.db, new Date(), policy)).toEqual([]);
    expect(await backend.history('news')).toHaveLength(1);
  });

  it('lets a canary run while its error rate is within the threshold of the current one, or its views are too few', async () => {
    await count('1.0.0', 'view', 500);
    await count('1.0.0', 'render-error', 10);
    await count('1.1.0', 'view', 100);
    await count('1.1.0', 'render-error', 5);
    expect(await checkCanaries(backend, database.db, new Date(), policy)).toEqual([]);
    await database.db.deleteFrom('release_metrics').execute();
    await count('1.1.0', 'view', 5);
    await count('1.1.0', 'load-failure', 5);
    expect(await checkCanaries(backend, database.db, new Date(), policy)).toEqual([]);
    expect((await backend.read()).sections.remotes.news!.canary?.version).toBe('1.1.0');
  });
});
