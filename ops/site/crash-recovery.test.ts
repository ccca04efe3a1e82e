/**
 * Nothing answered is lost when the process dies (issue 42 item 6), on the embedded database: the real site server
 * (`npm start`'s launcher, the compiled server) gets 400 contact-form posts at once and is SIGKILLed after the first
 * 150 answers; started again on the same data folder, it opens the database and answers; stopped, the folder holds
 * every submission that was answered 2xx. (ops/test-pg/crash-recovery.test.ts: the same on PostgreSQL.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, it } from 'vitest';
import { crashSiteEnv, emptyDeployFolder, gone, serverPid, startSite, stopSite, volleyAndKill, type RunningSite } from './crash-harness.ts';

const work = mkdtempSync(join(tmpdir(), 'crash-pglite-'));
const deployDir = join(work, 'deploy');
const dataDir = join(work, 'data');
const port = 4300 + (process.pid % 500);
let site: RunningSite | undefined;

afterAll(async () => {
  if (site) await stopSite(site);
  rmSync(work, { recursive: true, force: true });
});

it('keeps every answered submission through a SIGKILL, and opens the database cleanly after it', { timeout: 300_000 }, async () => {
  emptyDeployFolder(deployDir);
  const env = crashSiteEnv(port, deployDir, { DATA_DIR: dataDir });
  site = await startSite(env);
  const pid = serverPid(site);
  const volley = await volleyAndKill(port, pid, 400, 150);
  await gone(pid);
  console.log(`PGlite: ${volley.fired} posts fired, ${volley.answered.length} answered 2xx, ${volley.unanswered} unanswered`);
  expect(volley.answered.length).toBeGreaterThanOrEqual(150);
  expect(volley.unanswered).toBeGreaterThan(0);

  site = await startSite(env);
  const after = await fetch(`http://127.0.0.1:${port}/api/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.43.0.1' },
    body: JSON.stringify({
      fio: 'After Crash',
      phone_number: '+998 90 123 45 67',
      email: 'after@example.uz',
      message: 'Sent after the restart.',
    }),
  });
  expect(after.status).toBe(201);
  const afterId = ((await after.json()) as { id: string }).id;
  await stopSite(site);
  site = undefined;

  const pglite = await PGlite.create({ dataDir });
  try {
    const { rows } = await pglite.query<{ id: string }>('select id from contact_messages');
    const stored = new Set(rows.map((row) => row.id));
    const lost = volley.answered.filter((id) => !stored.has(id));
    console.log(`PGlite: ${volley.answered.filter((id) => stored.has(id)).length} of the ${volley.answered.length} answered are stored`);
    expect(lost).toEqual([]);
    expect(stored.has(afterId)).toBe(true);
  } finally {
    await pglite.close();
  }
});
