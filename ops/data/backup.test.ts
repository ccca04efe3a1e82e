/**
 * `npm run backup` and `npm run restore` on the embedded database (issue 42 item 6): a seeded database with a
 * submission is dumped, restored into another folder, and the restored one holds every table's rows; a folder that a
 * running process holds is refused, and so is a restore over a database without --replace.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '@tax/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupRefused, backupEmbedded, restoreEmbedded } from './backup.ts';

const work = mkdtempSync(join(tmpdir(), 'backup-'));
const source = join(work, 'source');
const dump = join(work, 'out', 'site.sql');

async function rowCounts(dataDir: string): Promise<Record<string, number>> {
  const pg = await PGlite.create({ dataDir });
  try {
    const { rows } = await pg.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    );
    const counts: Record<string, number> = {};
    for (const { table_name } of rows) {
      const result = await pg.query<{ n: number }>(`select count(*)::int as n from public."${table_name}"`);
      counts[table_name] = result.rows[0]!.n;
    }
    return counts;
  } finally {
    await pg.close();
  }
}

beforeAll(async () => {
  const opened = await openDatabase({ dataDir: source });
  await opened.db
    .insertInto('contact_messages')
    .values({
      id: '0b8e7a2c-5d7f-4b43-9a51-1a2b3c4d5e6f',
      created_at: new Date('2026-11-27T10:00:00Z'),
      fio: 'Ona Tili',
      phone_number: '+998901234567',
      email: 'ona@example.uz',
      message: "Qo'ng'iroq qiling, iltimos — «backup»",
      language: 'uz',
    })
    .execute();
  await opened.close();
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('backup and restore of the embedded database', () => {
  it('restores, from the dump, every row of every table', { timeout: 120_000 }, async () => {
    const { bytes } = await backupEmbedded(source, dump);
    expect(bytes).toBeGreaterThan(10_000);
    const sql = readFileSync(dump, 'utf8');
    expect(sql).toMatch(/^-- PostgreSQL database dump/m);
    expect(sql).not.toMatch(/^SET transaction_timeout/m);
    expect(existsSync(`${dump}.partial`)).toBe(false);

    const target = join(work, 'restored');
    const { keptAt } = await restoreEmbedded(target, dump);
    expect(keptAt).toBeUndefined();
    const [before, after] = [await rowCounts(source), await rowCounts(target)];
    expect(Object.keys(before).length).toBeGreaterThan(10);
    expect(before.contact_messages).toBe(1);
    expect(after).toEqual(before);
    const pg = await PGlite.create({ dataDir: target });
    try {
      const { rows } = await pg.query<{ message: string }>('select message from contact_messages');
      expect(rows[0]?.message).toBe("Qo'ng'iroq qiling, iltimos — «backup»");
    } finally {
      await pg.close();
    }
    // The restored folder is a database the site opens: migrated already, nothing to seed.
    const reopened = await openDatabase({ dataDir: target });
    await reopened.close();
  });

  it('restores over a database only with --replace, and keeps the one it replaced', { timeout: 120_000 }, async () => {
    const target = join(work, 'occupied');
    await restoreEmbedded(target, dump);
    await expect(restoreEmbedded(target, dump)).rejects.toThrow(/already holds a database.*--replace/);
    const { keptAt } = await restoreEmbedded(target, dump, true, new Date('2026-11-27T21:00:00Z'));
    expect(keptAt).toBe(`${target}.before-restore-20261127T210000Z`);
    expect(existsSync(join(keptAt!, 'PG_VERSION'))).toBe(true);
    expect((await rowCounts(target)).contact_messages).toBe(1);
  });

  it('refuses while another running process holds the folder, and changes nothing', async () => {
    const held = join(work, 'held');
    mkdirSync(held, { recursive: true });
    writeFileSync(join(held, 'PG_VERSION'), '18\n');
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(join(held, '.tax-owner.json'), JSON.stringify({ pid: other.pid, host: hostname(), since: new Date().toISOString() }));
      const refused = backupEmbedded(held, join(work, 'never.sql'));
      await expect(refused).rejects.toBeInstanceOf(BackupRefused);
      await expect(refused).rejects.toThrow(`open in process ${other.pid} (the site is running)`);
      await expect(restoreEmbedded(held, dump, true)).rejects.toThrow(`open in process ${other.pid}`);
      expect(existsSync(join(work, 'never.sql'))).toBe(false);
      expect(readFileSync(join(held, 'PG_VERSION'), 'utf8')).toBe('18\n');
    } finally {
      other.kill();
    }
  });
});
