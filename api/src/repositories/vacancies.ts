/** Vacancies: open or closed as of the clock's day (past its deadline = closed). */
import type * as C from '@tax/shared/contract';
import type { Locale } from '@tax/shared/contract';
import type { RepositoryContext } from './context.ts';
import { pageMeta, pageOf } from '../context.ts';
import { localize } from '../lib/locale.ts';

export type VacancyStatusFilter = 'all' | 'open' | 'closed';

export function vacanciesRepository({ db }: RepositoryContext) {
  const vacancyQuery = () =>
    db
      .selectFrom('vacancies')
      .innerJoin('regions', 'regions.code', 'vacancies.region_code')
      .selectAll('vacancies')
      .select('regions.name as region_title');
  type VacancyRow = Awaited<ReturnType<ReturnType<typeof vacancyQuery>['execute']>>[number];
  const isClosed = (v: VacancyRow, today: string) => v.status === 'closed' || v.deadline < today;
  const vacancy = (l: Locale, v: VacancyRow, today: string) =>
    localize(l, v, (tr) => ({
      slug: v.slug,
      title: tr.t(v.title),
      region: { code: v.region_code as C.Region['code'], name: tr.t(v.region_title) },
      employment: tr.t(v.employment),
      salary: v.salary_from !== null && v.salary_to !== null ? { from: Number(v.salary_from), to: Number(v.salary_to) } : null,
      duties: tr.list(v.duties),
      requirements: tr.list(v.requirements),
      deadline: v.deadline,
      published: v.published,
      status: v.status,
      closed: isClosed(v, today),
    }));

  return {
    /** Open ones first, then by publication date (newest first). */
    async list(
      l: Locale,
      today: string,
      q: { page?: number | undefined; pageSize?: number | undefined; region?: string | undefined; status: VacancyStatusFilter },
    ) {
      const { page, pageSize, offset } = pageOf(q, 10);
      let base = vacancyQuery();
      if (q.region) base = base.where('vacancies.region_code', '=', q.region);
      if (q.status === 'open') base = base.where('vacancies.status', '=', 'open').where('vacancies.deadline', '>=', today);
      if (q.status === 'closed')
        base = base.where((eb) => eb.or([eb('vacancies.status', '=', 'closed'), eb('vacancies.deadline', '<', today)]));
      const all = await base.execute();
      all.sort(
        (a, b) =>
          Number(isClosed(a, today)) - Number(isClosed(b, today)) || b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug),
      );
      return { items: all.slice(offset, offset + pageSize).map((v) => vacancy(l, v, today)), ...pageMeta(page, pageSize, all.length) };
    },

    async bySlug(l: Locale, today: string, slug: string) {
      const v = await vacancyQuery().where('vacancies.slug', '=', slug).executeTakeFirst();
      return v && vacancy(l, v, today);
    },
  };
}
