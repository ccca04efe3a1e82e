import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

/** Monthly tax statistics series. */
export const getTaxStatistics = (locale: Locale, signal?: AbortSignal) => api.statistics.tax({ locale }, signal ? { signal } : undefined);

export const taxStatisticsQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['home', 'taxStatistics', locale], queryFn: ({ signal }) => getTaxStatistics(locale, signal) });

export const useTaxStatistics = (locale: Locale) => useQuery(taxStatisticsQuery(locale));
