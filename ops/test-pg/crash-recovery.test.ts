/**
 * Nothing answered is lost when the process dies (issue 42 item 6), on PostgreSQL: the real site server (`npm
 * start`'s launcher, the compiled server) gets 400 contact-form posts at once and is SIGKILLed after the first 150
 * answers; started again on the same database, it answers; the database holds every submission answered 2xx.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import {
  crashSiteEnv,
  emptyDeployFolder,
  gone,
  serverPid,
  startSite,
  stopSite,
  volleyAndKill,
  type RunningSite,
} from '../site/crash-harness.ts';
import { createDatabase } from './site.ts';

const base = process.env.DATABASE_URL;
if (!base) throw new Error('DATABASE_URL is not set: run `npm run test:ops:pg` (it starts a throw-away PostgreSQL)');
const name = `crash_recovery_${process.pid}`;
const url = new URL(base);
url.pathname = `/${name}`;
const work = mkdtempSync(join(tmpdir(), 'crash-pg-'));
const port = 4800 + (process.pid % 500);
let site: RunningSite | undefined;

afterAll(async () => {
  if (site) await stopSite(site);
  rmSync(work, { recursive: true, force: true });
});

it('keeps every answered submission through a SIGKILL of the site server', { timeout: 300_000 }, async () => {
  await createDatabase(base, name);
  emptyDeployFolder(work);
  const env = crashSiteEnv(port, work, { DATABASE_URL: url.toString() });
  site = await startSite(env);
  const pid = serverPid(site);
  const volley = await volleyAndKill(port, pid, 400, 150);
  await gone(pid);
  console.log(`PostgreSQL: ${volley.fired} posts fired, ${volley.answered.length} answered 2xx, ${volley.unanswered} unanswered`);
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
  await stopSite(site);
  site = undefined;

  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('select id from contact_messages');
    const stored = new Set(rows.map((row) => row.id));
    console.log(
      `PostgreSQL: ${volley.answered.filter((id) => stored.has(id)).length} of the ${volley.answered.length} answered are stored`,
    );
    expect(volley.answered.filter((id) => !stored.has(id))).toEqual([]);
  } finally {
    await client.end();
  }
});
