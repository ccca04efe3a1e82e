/**
 * Vacancies as an editorial type: the public `vacancies` table (and its search rows) is the published projection.
 * Duties and requirements are written one per line in each language; the public page lists them line by line.
 */
import { VACANCY_SCHEMAS, type VacancyContent } from '@tax/shared/contract';
import type { T } from '../../db/schema.ts';
import { tashkentDay } from '../../lib/days.ts';
import { ApiHttpError } from '../../lib/errors.ts';
import type { ContentChange } from '../content-changes.ts';
import type { EditorialDescriptor } from '../descriptor.ts';
import { indexForSearch, localized, localizedLines } from './news.ts';

const LOCALES = ['uz', 'ru', 'en'] as const;

/** What a vacancy's publication touches: its page, the list, search, the sitemap and the open data set. */
export function vacancyChange(...slugs: string[]): ContentChange {
  return {
    tags: ['vacancies', ...slugs.map((s) => `vacancy:${s}`), 'sitemap', 'search', 'open-data'],
    paths: ['/vacancy', '/search', ...slugs.map((s) => `/vacancy/${s}`)],
  };
}

export const vacancyDescriptor: EditorialDescriptor<VacancyContent> = {
  type: 'vacancies',
  noun: 'Vacancy',
  schemas: VACANCY_SCHEMAS,
  richFields: [],
  title: (c) => c.texts.uz?.title ?? c.texts.ru?.title ?? c.texts.en?.title,
  summary: (c) => ({ region: c.region, deadline: c.deadline }),
  meta: (c) => ({ region: c.region, salary: c.salary, deadline: c.deadline }),
  async publicMeta(d, slug) {
    const row = await d
      .selectFrom('vacancies')
      .select(['region_code', 'salary_from', 'salary_to', 'deadline'])
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!row) return null;
    const salary = row.salary_from !== null && row.salary_to !== null ? { from: Number(row.salary_from), to: Number(row.salary_to) } : null;
    return { region: row.region_code, salary, deadline: String(row.deadline) };
  },
  canPublish(content, _locales, now) {
    // A vacancy whose closing day is over would be public only to refuse every application.
    if (content.deadline < tashkentDay(now))
      throw new ApiHttpError(422, 'validation_failed', 'The closing date has passed: move it to publish', { 'content.deadline': 'closed' });
  },
  async project(trx, { slug, previousSlugs, published, now }) {
    const slugs = [slug, ...previousSlugs];
    await trx.deleteFrom('search_index').where('kind', '=', 'vacancy').where('slug', 'in', slugs).execute();
    const before = await trx.selectFrom('vacancies').select('published').where('slug', 'in', slugs).executeTakeFirst();
    await trx.deleteFrom('vacancies').where('slug', 'in', slugs).execute();
    if (!published) return;
    const { texts, content } = published;
    await trx
      .insertInto('vacancies')
      .values({
        slug,
        title: JSON.stringify(localized(texts, (x) => x.title)),
        region_code: content.region,
        employment: JSON.stringify(localized(texts, (x) => x.employment)),
        salary_from: content.salary?.from ?? null,
        salary_to: content.salary?.to ?? null,
        duties: JSON.stringify(localizedLines(texts, (x) => x.duties)),
        requirements: JSON.stringify(localizedLines(texts, (x) => x.requirements)),
        deadline: content.deadline,
        // Open until its closing day ends; "published" keeps the day it first went public.
        status: 'open',
        published: before ? String(before.published) : tashkentDay(now),
      })
      .execute();
    const region = await trx.selectFrom('regions').select('name').where('code', '=', content.region).executeTakeFirst();
    await indexForSearch(
      trx,
      'vacancy',
      slug,
      localized(texts, (x) => x.title),
      [
        region?.name ?? { uz: content.region },
        localized(texts, (x) => x.employment),
        localized(texts, (x) => x.duties),
        localized(texts, (x) => x.requirements),
      ],
    );
  },
  change: vacancyChange,
  async publicSlugExists(d, slug) {
    return !!(await d.selectFrom('vacancies').select('slug').where('slug', '=', slug).executeTakeFirst());
  },
  async adoptable(d) {
    const rows = await d.selectFrom('vacancies').selectAll().execute();
    return rows.map((v) => {
      const texts: VacancyContent['texts'] = {};
      for (const l of LOCALES) {
        const title = v.title[l];
        if (!title) continue;
        const list = (items: T[]) => items.map((i) => i[l] ?? i.uz).join('\n');
        texts[l] = {
          title,
          employment: v.employment[l] ?? v.employment.uz,
          duties: list(v.duties),
          requirements: list(v.requirements),
        };
      }
      const salary = v.salary_from !== null && v.salary_to !== null ? { from: Number(v.salary_from), to: Number(v.salary_to) } : null;
      return { slug: v.slug, content: { region: v.region_code as VacancyContent['region'], salary, deadline: String(v.deadline), texts } };
    });
  },
  listOrder: 'deadline',
  publicPath: (slug) => `/vacancy/${slug}`,
};
