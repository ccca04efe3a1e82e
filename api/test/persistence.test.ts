/** The default storage: PGlite persisted in a data directory, migrated and seeded once, kept across restarts. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open.ts';
import { loadDefaultContent, replaceContent } from '../src/seed/seed.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'tax-api-persist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('PGlite data directory', () => {
  it('keeps data across a restart and seeds only the first time', async () => {
    const first = await openDatabase({ dataDir: dir, inMemory: false, databaseUrl: '' });
    expect(first.kind).toBe('pglite');
    const news = await first.db
      .selectFrom('news')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(news.n)).toBeGreaterThanOrEqual(30);
    await first.db
      .insertInto('contact_messages')
      .values({
        id: '11111111-1111-4111-8111-111111111111',
        created_at: new Date(),
        fio: 'Persisted',
        phone_number: '+998901234567',
        email: 'p@example.uz',
        message: 'kept',
      })
      .execute();
    await first.close();

    const second = await openDatabase({ dataDir: dir, inMemory: false, databaseUrl: '' });
    try {
      const row = await second.db
        .selectFrom('contact_messages')
        .select('fio')
        .where('id', '=', '11111111-1111-4111-8111-111111111111')
        .executeTakeFirst();
      expect(row?.fio).toBe('Persisted');
      const again = await second.db
        .selectFrom('news')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(again.n)).toBe(Number(news.n));
      const migrations = await second.db.selectFrom('app_meta').selectAll().execute();
      expect(migrations.filter((m) => m.key === 'content_seeded_at')).toHaveLength(1);

      // Replacing the content (npm run seed -- --replace) swaps content tables and the search index, keeps submissions.
      const content = await loadDefaultContent();
      await replaceContent(second.db, { ...content, news: content.news.slice(0, 5) });
      const replaced = await second.db
        .selectFrom('news')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(replaced.n)).toBe(5);
      const indexed = await second.db
        .selectFrom('search_index')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', 'news')
        .executeTakeFirstOrThrow();
      expect(Number(indexed.n)).toBe(15);
      expect(await second.db.selectFrom('contact_messages').select('fio').where('fio', '=', 'Persisted').executeTakeFirst()).toBeDefined();
    } finally {
      await second.close();
    }
    // Two PGlite starts (initdb, migrations, seed): a few seconds alone, much longer on a busy machine.
  }, 120_000);
});
