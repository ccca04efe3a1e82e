/**
 * Issue 42, observation 6: moving a site from the deploy folder's files to PostgreSQL (DATABASE_URL) takes over the
 * registry and its history too: every release row stays readable, in order, and new rows follow them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '@tax/api';
import { createDatabase, deployFolder, publish } from './site.ts';

const base = process.env.DATABASE_URL;
if (!base) throw new Error('DATABASE_URL is not set: run `npm run test:ops:pg` (it starts a throw-away PostgreSQL)');

const deployDir = mkdtempSync(join(tmpdir(), 'registry-history-'));
process.env.DEPLOY_DIR = deployDir;
const { databaseRegistryBackend, fileRegistryBackend } = await import('../release/registry-backend.ts');
const { rollbackSection } = await import('../release/release.ts');

const name = `registry_history_${process.pid}`;
const url = new URL(base);
url.pathname = `/${name}`;
let database: OpenedDatabase;

beforeAll(async () => {
  await createDatabase(base, name);
  database = await openDatabase({ databaseUrl: url.toString(), seed: false, poolSize: 2 });
  deployFolder(deployDir);
  const entry = (v: string) => publish(deployDir, 'news', v);
  writeFileSync(
    join(deployDir, 'remotes.json'),
    JSON.stringify({ schemaVersion: 1, remotes: { news: { prefixes: ['/news'], current: entry('1.0.0'), previous: null } } }),
  );
  // Two releases made with the files backend: their rows are in deploy/releases.jsonl.
  const files = fileRegistryBackend(deployDir);
  for (const version of ['1.0.1', '1.0.2']) {
    publish(deployDir, 'news', version);
    await files.change({ action: 'deploy', command: `deploy news --version ${version}`, actor: 'aziz@ops' }, (store) => {
      const doc = store.readSections();
      const news = doc.remotes.news!;
      store.writeSections({ ...doc, remotes: { news: { ...news, current: entry(version), previous: news.current } } });
    });
  }
});
afterAll(async () => {
  await database?.close();
  rmSync(deployDir, { recursive: true, force: true });
});

describe('moving the registry to PostgreSQL', () => {
  it('takes the history along, and a change there adds its row on top', async () => {
    const backend = databaseRegistryBackend(database.db, deployDir);
    expect((await backend.read()).sections.remotes.news?.current.version).toBe('1.0.2');
    const copied = await backend.history('news');
    expect(copied.map((row) => [row.action, row.from, row.to, row.actor, row.command])).toEqual([
      ['deploy', '1.0.1', '1.0.2', 'aziz@ops', 'deploy news --version 1.0.2'],
      ['deploy', '1.0.0', '1.0.1', 'aziz@ops', 'deploy news --version 1.0.1'],
    ]);
    expect(copied.map((row) => row.at)).toEqual((await fileRegistryBackend(deployDir).history('news')).map((row) => row.at));
    await backend.change({ action: 'rollback', command: 'rollback news', actor: 'aziz@ops' }, (store) =>
      rollbackSection('news', undefined, store, true),
    );
    expect((await backend.history('news')).map((row) => [row.action, row.from, row.to])).toEqual([
      ['rollback', '1.0.2', '1.0.1'],
      ['deploy', '1.0.1', '1.0.2'],
      ['deploy', '1.0.0', '1.0.1'],
    ]);
    // A second server taking over later finds the registry adopted and copies nothing twice.
    expect(await databaseRegistryBackend(database.db, deployDir).history('news')).toHaveLength(3);
  });
});
