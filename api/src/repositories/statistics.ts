/** Tax statistics: monthly series. */
import type { Locale } from '@tax/shared/contract';
import type { RepositoryContext } from './context.ts';
import { localize } from '../lib/locale.ts';

export function statisticsRepository({ db }: RepositoryContext) {
  return {
    /** The series (one when `key` is given), each with its points between the months `from` and `to` (inclusive). */
    async series(l: Locale, q: { key?: string | undefined; from?: string | undefined; to?: string | undefined }) {
      let sq = db.selectFrom('tax_stat_series').selectAll().orderBy('ord');
      if (q.key) sq = sq.where('key', '=', q.key);
      let pq = db.selectFrom('tax_stat_points').selectAll().orderBy('month');
      if (q.from) pq = pq.where('month', '>=', q.from);
      if (q.to) pq = pq.where('month', '<=', q.to);
      const [series, points] = await Promise.all([sq.execute(), pq.execute()]);
      return series.map((s) =>
        localize(l, s, (tr) => ({
          key: s.key,
          title: tr.t(s.title),
          unit: tr.t(s.unit),
          points: points.filter((p) => p.series_key === s.key).map((p) => ({ month: p.month, value: Number(p.value) })),
        })),
      );
    },
  };
}
