import { prefetchPage, type PageLoaderArgs } from '@tax/shared';
import { personalProductsQuery } from '../features/products/api/get-personal-products.ts';

/** `/personal/product`: the product list. */
export const loader = (args: PageLoaderArgs) => prefetchPage(args, { wait: [personalProductsQuery(args.locale)] });
