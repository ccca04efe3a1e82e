/**
 * Prepares one migrated and seeded database for the whole run:
 * - PGlite (default): started once, dumped to a tarball; each test file starts from it (~1 s instead of ~5 s).
 * - PostgreSQL (DATABASE_URL set): a template database; each test file gets its own copy (CREATE DATABASE ... TEMPLATE).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/open.ts';
import { setScryptCostForTests } from '../src/lib/password.ts';
import { createStaffAccount } from '../src/staff.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
  }
}

/** The scrypt cost most test files hash at (the production cost, 2^17, takes about half a second a hash). */
export const TEST_SCRYPT_N = 2 ** 14;

/** The tests' own staff account, created here as an operator would (no staff account exists otherwise). */
export const STAFF = { email: 'staff@test.local', password: 'staff-password-for-tests' };

export default async function setup(project: TestProject) {
  setScryptCostForTests(TEST_SCRYPT_N);
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `tax_api_tmpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const u = new URL(url);
    u.pathname = `/${template}`;
    const d = await openDatabase({ databaseUrl: u.toString() });
    await createStaffAccount(d.db, { ...STAFF, roles: ['admin', 'handler'] });
    await d.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => {});
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tax-api-test-'));
  const d = await openDatabase({ inMemory: true });
  await createStaffAccount(d.db, { ...STAFF, roles: ['admin', 'handler'] });
  const blob = await d.pglite!.dumpDataDir('none');
  await d.close();
  const file = path.join(dir, 'snapshot.tar');
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
