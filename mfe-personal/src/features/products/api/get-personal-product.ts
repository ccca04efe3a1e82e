import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

export const getPersonalProduct = (slug: string, locale: Locale) => api.services.personalProduct(slug, { locale });

export const personalProductQueryOptions = (slug: string, locale: Locale) =>
  queryOptions({ queryKey: ['personal', 'product', slug, locale], queryFn: () => getPersonalProduct(slug, locale) });

export const usePersonalProduct = (slug: string, locale: Locale) => useQuery(personalProductQueryOptions(slug, locale));
