/**
 * Repositories driven on their own database, where they carry logic of their own: the neighbours of an article
 * (ties on the same day broken by slug, as the list is) and the open/closed rule of vacancies at a chosen day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../src/db/open.ts';
import { newsRepository } from '../src/repositories/news.ts';
import { vacanciesRepository } from '../src/repositories/vacancies.ts';
import { openTestDatabase } from './helpers.ts';

let database: OpenedDatabase;
const text = (s: string) => JSON.stringify({ uz: s, ru: s, en: s });
const repo = () => ({ db: database.db, publicBase: '/api', now: () => new Date() });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

describe('news repository', () => {
  it('orders articles of one day by slug, and previous/next follow the list order exactly', async () => {
    const { db } = database;
    const { topic } = await db.selectFrom('news').select('topic').executeTakeFirstOrThrow();
    // Inserted out of order, all on the newest day.
    for (const slug of ['tie-c', 'tie-a', 'tie-b']) {
      await db
        .insertInto('news')
        .values({ slug, date: '2099-01-01', topic, title: text(slug), summary: text(slug), body: text(slug) })
        .execute();
    }
    const news = newsRepository(repo());
    const first = await news.list('en', { page: 1, pageSize: 3 });
    expect(first.items.map((n) => n.slug)).toEqual(['tie-a', 'tie-b', 'tie-c']);

    const all = await news.list('en', { page: 1, pageSize: 500 });
    expect(all.total).toBe(all.items.length);
    // Walking "previous" (older) from the newest visits every article once, in the list's order; "next" walks back.
    const walked: string[] = [];
    for (let slug: string | undefined = all.items[0]?.slug; slug;) {
      const article = await news.bySlug('en', slug);
      expect(article).toBeDefined();
      walked.push(slug);
      if (article!.previous) expect((await news.bySlug('en', article!.previous.slug))!.next?.slug).toBe(slug);
      slug = article!.previous?.slug;
    }
    expect(walked).toEqual(all.items.map((n) => n.slug));
  });

  it('pages split the list without overlap or gap', async () => {
    const news = newsRepository(repo());
    const all = (await news.list('uz', { page: 1, pageSize: 500 })).items.map((n) => n.slug);
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 4); page++)
      paged.push(...(await news.list('uz', { page, pageSize: 4 })).items.map((n) => n.slug));
    expect(paged).toEqual(all);
  });
});

describe('vacancies repository', () => {
  const today = '2098-06-15';

  it('a vacancy is open through its deadline day and closed from the next; open ones come first', async () => {
    const { db } = database;
    const { code } = await db.selectFrom('regions').select('code').executeTakeFirstOrThrow();
    const vacancy = (slug: string, deadline: string) => ({
      slug,
      title: text(slug),
      region_code: code,
      employment: text('full time'),
      salary_from: null,
      salary_to: null,
      duties: JSON.stringify([]),
      requirements: JSON.stringify([]),
      deadline,
      status: 'open' as const,
      published: '2098-01-01',
    });
    await db
      .insertInto('vacancies')
      .values([vacancy('due-today', today), vacancy('due-yesterday', '2098-06-14')])
      .execute();
    const vacancies = vacanciesRepository(repo());

    // Every seeded vacancy's deadline is long past on that day: only the one due today is open.
    const open = await vacancies.list('en', today, { status: 'open' });
    expect(open.items.map((v) => v.slug)).toEqual(['due-today']);
    expect(open.items[0]!.closed).toBe(false);
    expect((await vacancies.bySlug('en', today, 'due-yesterday'))!.closed).toBe(true);
    expect((await vacancies.bySlug('en', '2098-06-14', 'due-yesterday'))!.closed).toBe(false);

    const closed = await vacancies.list('en', today, { status: 'closed', pageSize: 100 });
    expect(closed.items.map((v) => v.slug)).toContain('due-yesterday');
    expect(closed.items.every((v) => v.closed)).toBe(true);

    const all = await vacancies.list('en', today, { status: 'all', pageSize: 100 });
    expect(all.total).toBe(open.total + closed.total);
    expect(all.items[0]!.slug).toBe('due-today');
    // Closed ones newest first: the one published in 2098 leads them.
    expect(all.items[1]!.slug).toBe('due-yesterday');
    const paged = [];
    for (let page = 1; page <= Math.ceil(all.total / 3); page++)
      paged.push(...(await vacancies.list('en', today, { status: 'all', page, pageSize: 3 })).items);
    expect(paged.map((v) => v.slug)).toEqual(all.items.map((v) => v.slug));
  });
});
