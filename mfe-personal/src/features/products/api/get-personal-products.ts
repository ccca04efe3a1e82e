import { api, queryOptions, useQuery, type Locale } from '@tax/shared';

export const getPersonalProducts = (locale: Locale) => api.services.personalProducts({ locale });

export const personalProductsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['personal', 'products', locale], queryFn: () => getPersonalProducts(locale) });

export const usePersonalProducts = (locale: Locale) => useQuery(personalProductsQueryOptions(locale));

export type PersonalProduct = Awaited<ReturnType<typeof getPersonalProducts>>['items'][number];
