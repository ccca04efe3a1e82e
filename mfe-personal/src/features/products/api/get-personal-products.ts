import { personalProductsQuery, useQuery, type Api, type Locale } from '@tax/shared';

/** What the cabinet sells: the kit's one query, which a service page reads too (to link to its product). */
export { personalProductsQuery };

export const usePersonalProducts = (locale: Locale) => useQuery(personalProductsQuery(locale));

export type PersonalProduct = Awaited<ReturnType<Api['services']['personalProducts']>>['items'][number];
