import { meQuery, prefetchPage, regionsQuery, type PageLoaderArgs } from '@tax/shared';
import { personalProductQueryOptions } from '../features/products/api/get-personal-product.ts';

/**
 * `/personal/product/:slug`: the product (an unknown slug is the 404), the regions for its request form, and the
 * account that prefills the form (a visitor who is not signed in simply gets an empty form).
 */
export const loader = (args: PageLoaderArgs) =>
  prefetchPage(args, {
    main: personalProductQueryOptions(args.params.slug ?? '', args.locale),
    wait: [regionsQuery(args.locale), meQuery()],
  });
